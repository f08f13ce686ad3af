import type { QueryClient } from '@tanstack/react-query';

// The first words of the query keys other domains refresh (docs/decisions/0009): each domain's
// api module builds its keys on its root here, and a change in another domain (a ticket bought, a
// sign-in) refreshes them by these words, so no query module imports another's and the features'
// imports run one way.
export const queryRoots = {
  /** Every events query (lists, pages, the calendar). */
  events: ['events'] as const,
  /** Everything about the signed-in member. */
  member: ['member'] as const,
  /** The member area's own data (its tickets, RSVPs, waitlist places). */
  account: ['member', 'account'] as const,
};

/** After a sign-in, a sign-out or a payment: the member and what they see of events are fetched again. */
export function refreshMemberData(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryRoots.member }),
    client.invalidateQueries({ queryKey: queryRoots.events }),
  ]);
}
