import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../shared/events';
import type { Account, AccountUpdate, MemberSelf } from '../../../shared/members';
import { apiJson, getJson } from '../../lib/api-request';
import { queryRoots, refreshMemberData } from '../../lib/query-roots';
import { memberKeys } from '../members/api';

// The member area's data (GET /api/account) and everything a member changes there. Its keys sit
// under the member's, so signing in or out refreshes them with /api/me.

export const accountKeys = {
  all: queryRoots.account,
};

export const accountQuery = queryOptions({
  queryKey: accountKeys.all,
  queryFn: () => getJson<Account>('/api/account'),
});

export function useAccount() {
  return useQuery(accountQuery);
}

type Message = { message: string };
type EventAnswer = Message & { event: Event };

/** An answer that is the new account: shown at once, and /api/me asked again (tier, status). */
const accountChange = <In>(mutationFn: (input: In) => Promise<Account>) =>
  mutationOptions({
    mutationFn,
    onSuccess: (account: Account, _input: In, _result: unknown, { client }) => {
      client.setQueryData(accountKeys.all, account);
      return client.invalidateQueries({ queryKey: memberKeys.me() });
    },
  });

/** The member's name and Wall of Fame choice. */
export const updateAccountMutation = accountChange((update: AccountUpdate) =>
  apiJson<Account>('PATCH', '/api/account', update),
);

/** Upgrade now (prorated) or downgrade at the end of the period. */
export const changeTierMutation = accountChange((tierId: 'premium' | 'inner_circle') =>
  apiJson<Account>('POST', '/api/account/membership/change', { tierId }),
);

/** Cancel at the end of the period, or take that back before it ends. */
export const cancelMembershipMutation = accountChange(() =>
  apiJson<Account>('POST', '/api/account/membership/cancel'),
);
export const resumeMembershipMutation = accountChange(() =>
  apiJson<Account>('POST', '/api/account/membership/resume'),
);

/** Stripe's customer portal: the answer is the address to go to. */
export const billingPortalMutation = mutationOptions({
  mutationFn: () => apiJson<{ url: string }>('POST', '/api/account/billing-portal'),
});

/** Signing out (here, or on every device, or by deleting the account) changes who is asking. */
const leaving = (url: string, method = 'POST') =>
  mutationOptions({
    mutationFn: () => apiJson<Message>(method, url),
    onSuccess: async (_answer: Message, _input: undefined, _result: unknown, { client }) => {
      // Nobody is signed in now: the member area's queries stop and go (asking again, while its
      // page is still on screen, would only be refused), and the events are fetched as a visitor.
      await client.cancelQueries({ queryKey: accountKeys.all });
      client.removeQueries({ queryKey: accountKeys.all });
      client.setQueryData(memberKeys.me(), null);
      return client.invalidateQueries({ queryKey: queryRoots.events });
    },
  });

export const signOutMutation = leaving('/api/account/sign-out');
export const signOutEverywhereMutation = leaving('/api/account/sign-out-everywhere');
export const deleteAccountMutation = leaving('/api/account', 'DELETE');

/** One press: the name and e-mail come from the account. Seats change either way. */
export const memberRsvpMutation = mutationOptions({
  mutationFn: (eventId: number) => apiJson<EventAnswer>('POST', '/api/account/rsvps', { eventId }),
  // The card says "You're going" at once; /api/me is asked again below.
  onSuccess: (_answer, eventId, _result, { client }) =>
    client.setQueryData<MemberSelf | null>(memberKeys.me(), (me) =>
      me
        ? {
            ...me,
            goingEventIds: [...me.goingEventIds, eventId],
            // Its ticket's code comes with the fresh /api/me.
            going: [...me.going, { eventId, ticketCode: null, cancellable: false }],
          }
        : me,
    ),
  onSettled: (_answer, _error, _eventId, _result, { client }) => refreshMemberData(client),
});

/** Gives the seat back while the event is ahead. */
export const cancelRsvpMutation = mutationOptions({
  mutationFn: (eventId: number) => apiJson<EventAnswer>('DELETE', `/api/account/rsvps/${eventId}`),
  onSettled: (_answer, _error, _eventId, _result, { client }) => refreshMemberData(client),
});

export const useUpdateAccount = () => useMutation(updateAccountMutation);
export const useChangeTier = () => useMutation(changeTierMutation);
export const useCancelMembership = () => useMutation(cancelMembershipMutation);
export const useResumeMembership = () => useMutation(resumeMembershipMutation);
export const useBillingPortal = () => useMutation(billingPortalMutation);
export const useSignOut = () => useMutation(signOutMutation);
export const useSignOutEverywhere = () => useMutation(signOutEverywhereMutation);
export const useDeleteAccount = () => useMutation(deleteAccountMutation);
export const useMemberRsvp = () => useMutation(memberRsvpMutation);
export const useCancelRsvp = () => useMutation(cancelRsvpMutation);
