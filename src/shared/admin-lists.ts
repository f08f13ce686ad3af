import { z } from 'zod';
import { singleLine } from './fields';

// The dashboard's long lists (events, products, members, form submissions, paid members, an
// event's attendees and RSVPs) come from the server one page at a time, searched there
// (docs/admin.md, "Lists"): GET …?search=&cursor=&limit= answers `{ items, total, nextCursor }`.

/** Items a page holds when the client does not say. */
export const PAGE_SIZE = 50;
/** The most items one page may hold. */
export const PAGE_MAX = 200;
export const LIST_SEARCH_MAX = 200;

/** Where the next page starts: an opaque token the previous page gave. */
const cursor = z
  .string()
  .max(500, 'Cursor is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not one a list gave');

/**
 * A search is text like any other field (docs/input-rules.md): one line, trimmed, no control
 * characters. Empty means everything.
 */
export const listSearch = singleLine('Search').max(LIST_SEARCH_MAX, 'Search is too long').optional();

/** The paging part of a list's query string. */
export const pageParams = {
  cursor: cursor.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PAGE_MAX, `Limit must be at most ${PAGE_MAX}`)
    .default(PAGE_SIZE),
};

/** A searched, paged list's query string. */
export const listQuerySchema = z.object({ search: listSearch, ...pageParams });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The dashboard's events: upcoming (soonest first) or past (latest first). */
export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];
export const eventListQuerySchema = listQuerySchema.extend({
  when: z.enum(EVENT_LIST_WHEN, { error: 'When must be upcoming or past' }).default('upcoming'),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

const countOf = z.number().int().nonnegative();

/** One page of a list: its items, how many the search finds in all, and where the next page starts. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: countOf, nextCursor: z.string().nullable() });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  /** Null on the last page. */
  nextCursor: string | null;
}

/** "Showing 50 of 4,812 events". */
export function showingText(shown: number, total: number, noun: string): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;
}
