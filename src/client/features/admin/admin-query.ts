import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
} from '@tanstack/react-query';
import { adminGet, adminJson } from './admin-request';

// What the domains' query modules share: a list read a page at a time, and a save or delete of
// one item of a collection.

/** A list's address with its query string: only the parameters that are set. */
export function listPath(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The pages of a list loaded so far, each with its cursor. */
export type Pages<P> = InfiniteData<P, string | undefined>;

/**
 * A list read a page at a time: "Show more" asks for the next; a new search keeps the previous
 * list on screen until its first page comes.
 */
export function pagedQuery<P extends { nextCursor: string | null }, K extends QueryKey>(
  queryKey: K,
  path: (cursor: string | undefined) => string,
  failure: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => adminGet<P>(path(pageParam), failure),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// Changes. Each saves (no id: creates) or deletes, then refreshes the lists that show it.

export type Save<Input> = { id?: number; input: Input };
type Deleted = { message: string };

/** Create (no id) or update: POST to the collection, PUT to the item. */
export const save = <T, Input>(collection: string, { id, input }: Save<Input>) =>
  id == null ? adminJson<T>('POST', collection, input) : adminJson<T>('PUT', `${collection}/${id}`, input);

export const remove = (collection: string, id: number) => adminJson<Deleted>('DELETE', `${collection}/${id}`);

/**
 * The dashboard is live: while it is open, every list and badge asks again when the window comes
 * back into focus and every half minute while it is in sight (never in a hidden tab). Forms keep
 * what staff type: they read their fields when sent, so a list refreshed underneath changes
 * nothing in them.
 */
export const LIVE_REFRESH_MS = 30_000;
