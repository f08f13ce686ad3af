import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { MeAnswer, MemberSelf } from '../../../shared/members';
import { getJson } from '../../lib/api-request';
import { queryRoots } from '../../lib/query-roots';

// Who is signed in (the ways in are sign-in/api.ts). Every page's nav reads it, so this module stays
// tiny. The member is asked for in the browser only, after hydration: pages are the same for
// everyone (docs/members.md), so the server never prefetches this query.

/** Also the key prefix of the member area's data (account/api.ts keeps its keys under it). */
export const memberKeys = {
  all: queryRoots.member,
  /** The signed-in member in brief (GET /api/me), or null. */
  me: () => [...memberKeys.all, 'me'] as const,
};

/** Asked by the browser only; the route table never lists it, so no page's HTML holds a member. */
export const meQuery = queryOptions({
  queryKey: memberKeys.me(),
  queryFn: async () => (await getJson<MeAnswer>('/api/me')).member,
});

/** Nothing to subscribe to here: useQuery re-renders the component when the member changes. */
const noSubscription = () => () => {};

/**
 * The signed-in member, null for a visitor, undefined until the server has answered. Any part of
 * the page that is still hydrating reads undefined, as the server's HTML was rendered (a part
 * whose code arrives after /api/me has answered would otherwise not match it); React renders it
 * again with the member right after.
 */
export function useMe(): MemberSelf | null | undefined {
  const { data } = useQuery(meQuery);
  return useSyncExternalStore(
    noSubscription,
    () => data,
    () => undefined,
  );
}
