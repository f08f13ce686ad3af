import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type {
  WaitlistClaimAnswer,
  WaitlistEntryView,
  WaitlistJoin,
  WaitlistJoinAnswer,
} from '../../../shared/waitlist-schema';
import { apiJson, getJson } from '../../lib/api-request';
import { queryRoots } from '../../lib/query-roots';

// The waitlist of a full event: joining, an entry by its code (its page), confirming its address,
// leaving, claiming an offered seat, and a member's own entries. Confirming, leaving and claiming
// change seats, so events refresh.

/** An entry's own page (the code after '#', so it never reaches a server's log). */
export const waitlistPath = (code: string) => `/waitlist#${code}`;

export const waitlistKeys = {
  all: ['waitlist'] as const,
  entry: (code: string) => [...waitlistKeys.all, 'entry', code] as const,
  /** Under the member area's keys: signing in refreshes them, signing out forgets them. */
  mine: () => [...queryRoots.account, 'waitlist'] as const,
};

export const joinWaitlistMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (input: WaitlistJoin) =>
      apiJson<WaitlistJoinAnswer>('POST', `/api/events/${eventId}/waitlist`, input),
    onSuccess: (_entry, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: waitlistKeys.mine() }),
  });

export const waitlistEntryQuery = (code: string) =>
  queryOptions({
    queryKey: waitlistKeys.entry(code),
    queryFn: () => getJson<WaitlistEntryView>(`/api/waitlist/${encodeURIComponent(code)}`),
    retry: false,
    // The page left open shows an offer when it comes, and a place that moves up.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'waiting' || status === 'offered' ? 30_000 : false;
    },
  });

const afterSeatChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: waitlistKeys.all }),
    client.invalidateQueries({ queryKey: waitlistKeys.mine() }),
    client.invalidateQueries({ queryKey: queryRoots.events }),
  ]);

/** The holder confirms the address from the e-mailed link: from now on seats are offered to them. */
export const confirmEntryMutation = mutationOptions({
  mutationFn: (code: string) =>
    apiJson<WaitlistEntryView>('POST', `/api/waitlist/${encodeURIComponent(code)}/confirm`),
  onSuccess: (entry, code, _result, { client }) => client.setQueryData(waitlistKeys.entry(code), entry),
  onSettled: (_answer, _error, _code, _result, { client }) => afterSeatChange(client),
});

/** The holder leaves the list (an offered seat passes to the next person). */
export const leaveWaitlistMutation = mutationOptions({
  mutationFn: (code: string) =>
    apiJson<WaitlistEntryView>('POST', `/api/waitlist/${encodeURIComponent(code)}/leave`),
  onSettled: (_answer, _error, _code, _result, { client }) => afterSeatChange(client),
});

/** Claims an offered seat: a free event's ticket at once, a priced event's payment to make. */
export const claimOfferMutation = mutationOptions({
  mutationFn: (code: string) =>
    apiJson<WaitlistClaimAnswer>('POST', `/api/waitlist/${encodeURIComponent(code)}/claim`),
  onSettled: (_answer, _error, _code, _result, { client }) => afterSeatChange(client),
});

/** The signed-in member's entries, offers and places first. */
export const memberWaitlistQuery = queryOptions({
  queryKey: waitlistKeys.mine(),
  queryFn: () => getJson<{ entries: WaitlistEntryView[] }>('/api/account/waitlist'),
});

/** The entry of a member's that still counts on this event's list (waiting or offered), if any. */
export function activeEntryOf(entries: readonly WaitlistEntryView[], eventId: number) {
  return entries.find(
    (entry) => entry.event.id === eventId && (entry.status === 'waiting' || entry.status === 'offered'),
  );
}

export const useJoinWaitlist = (eventId: number) => useMutation(joinWaitlistMutation(eventId));
export const useWaitlistEntry = (code: string) =>
  useQuery({ ...waitlistEntryQuery(code), enabled: code !== '' });
export const useConfirmEntry = () => useMutation(confirmEntryMutation);
export const useLeaveWaitlist = () => useMutation(leaveWaitlistMutation);
export const useClaimOffer = () => useMutation(claimOfferMutation);
export const useMemberWaitlist = () => useQuery(memberWaitlistQuery);
/** A signed-in member's place on one event's list (undefined while loading or when not on it). */
export const useMemberWaitlistEntry = (eventId: number) =>
  useQuery({ ...memberWaitlistQuery, select: (data) => activeEntryOf(data.entries, eventId) ?? null });
