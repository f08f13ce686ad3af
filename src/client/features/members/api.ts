import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { MeAnswer, MemberSelf } from '../../../shared/members';
import { getJson } from '../../lib/api-request';
import { queryRoots } from '../../lib/query-roots';

// Who is signed in (the ways in are sign-in/api.ts). Every page's nav reads it, so this module stays
// tiny. The member is asked for in the browser, after hydration: public pages are the same for
// everyone (docs/members.md). Only the member's own page (/account) is rendered by the server for
// the member of its request, with this query in its HTML, and never kept or shared.

/** Also the key prefix of the member area's data (account/api.ts keeps its keys under it). */
export const memberKeys = {
  all: queryRoots.member,
  /** The signed-in member in brief (GET /api/me), or null. */
  me: () => [...memberKeys.all, 'me'] as const,
};

/** Asked by the browser; only the member's own page has it in its HTML (routes.ts). */
export const meQuery = queryOptions({
  queryKey: memberKeys.me(),
  queryFn: async () => (await getJson<MeAnswer>('/api/me')).member,
});

/** Nothing to subscribe to here: useQuery re-renders the component when the member changes. */
const noSubscription = () => () => {};

/** Whether this page's HTML was rendered with the member in it (set once, before hydration). */
let memberInHtml = typeof window === 'undefined';

/** The server rendered this page with its member (the page state holds the query): hydrate with it. */
export function memberCameWithPage(): void {
  memberInHtml = true;
}

/**
 * The signed-in member, null for a visitor, undefined until the server has answered. Any part of
 * the page that is still hydrating reads what the server's HTML was rendered with: undefined on a
 * public page (a part whose code arrives after /api/me has answered would otherwise not match
 * it; React renders it again with the member right after), the member on the member's own page.
 * On the server that is the query's data: prefetched for the member's page, else none.
 */
export function useMe(): MemberSelf | null | undefined {
  const { data } = useQuery(meQuery);
  return useSyncExternalStore(
    noSubscription,
    () => data,
    () => (memberInHtml ? data : undefined),
  );
}
