import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type {
  TicketConfirmAnswer,
  TicketPurchase,
  TicketPurchaseStart,
  TicketQuote,
  TicketView,
} from '../../../shared/tickets-schema';
import { apiJson, getJson } from '../../lib/api-request';
import { queryRoots, refreshMemberData } from '../../lib/query-roots';

// Tickets: what a purchase would cost (the server's quote), buying, the confirmation after paying,
// and a member's own tickets. Buying and cancelling change seat counts, so the events refresh.

export const ticketKeys = {
  all: ['tickets'] as const,
  quote: (eventId: number, quantity: number, guestPass: boolean) =>
    [...ticketKeys.all, 'quote', eventId, { quantity, guestPass }] as const,
  /** Under the member area's keys: signing in refreshes them, signing out forgets them. */
  mine: () => [...queryRoots.account, 'tickets'] as const,
  one: (code: string) => [...ticketKeys.all, 'one', code] as const,
};

/** One ticket by its code, as its holder sees it (a browser that bought it keeps the code). */
export const ticketQuery = (code: string) =>
  queryOptions({
    queryKey: ticketKeys.one(code),
    queryFn: () => getJson<TicketView>(`/api/tickets/${encodeURIComponent(code)}`),
    staleTime: 60_000,
    retry: false,
  });

export type MemberTickets = { upcoming: TicketView[]; past: TicketView[] };

/** What this caller pays for `quantity` tickets (a member's price, the guest pass): the server decides. */
export function ticketQuoteQuery(eventId: number, quantity: number, guestPass: boolean) {
  return queryOptions({
    queryKey: ticketKeys.quote(eventId, quantity, guestPass),
    queryFn: () =>
      getJson<TicketQuote>(
        `/api/events/${eventId}/tickets/quote?quantity=${quantity}&guestPass=${guestPass}`,
      ),
    // The last amount stays on screen while the next one is asked for.
    placeholderData: keepPreviousData,
  });
}

export function useTicketQuote(eventId: number, quantity: number, guestPass: boolean) {
  return useQuery(ticketQuoteQuery(eventId, quantity, guestPass));
}

/** Holds the seats and starts the payment (or issues the tickets at once when nothing is due). */
export const startTicketPurchaseMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (purchase: TicketPurchase) =>
      apiJson<TicketPurchaseStart>('POST', `/api/events/${eventId}/tickets`, purchase),
    onSettled: (_answer, _error, _purchase, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryRoots.events }),
  });

/** After paying: the provider, asked by the server, decides; the order token shows this browser its tickets. */
export const confirmTicketPurchaseMutation = mutationOptions({
  mutationFn: (input: { paymentIntentId: string; orderToken?: string }) =>
    apiJson<TicketConfirmAnswer>('POST', '/api/tickets/confirm', input),
  onSettled: (_answer, _error, _input, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryRoots.events }),
      client.invalidateQueries({ queryKey: ticketKeys.mine() }),
    ]),
});

/** The buyer changed their mind before paying: the held seats go back at once. */
export const releaseTicketPurchaseMutation = mutationOptions({
  mutationFn: (input: { paymentIntentId: string; orderToken?: string }) =>
    apiJson<TicketConfirmAnswer>('POST', '/api/tickets/release', input),
  onSettled: (_answer, _error, _input, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryRoots.events }),
});

/** The signed-in member's tickets, upcoming (soonest first) and past. */
export const memberTicketsQuery = queryOptions({
  queryKey: ticketKeys.mine(),
  queryFn: () => getJson<MemberTickets>('/api/account/tickets'),
});

/** The holder gives a ticket back (a refund when the event allows one). */
export const cancelTicketMutation = mutationOptions({
  mutationFn: (code: string) => apiJson<TicketView>('POST', `/api/tickets/${code}/cancel`),
  onSettled: (_answer, _error, _code, _result, { client }) => refreshMemberData(client),
});

export const useStartTicketPurchase = (eventId: number) => useMutation(startTicketPurchaseMutation(eventId));
export const useConfirmTicketPurchase = () => useMutation(confirmTicketPurchaseMutation);
export const useReleaseTicketPurchase = () => useMutation(releaseTicketPurchaseMutation);
export const useMemberTickets = () => useQuery(memberTicketsQuery);
export const useCancelTicket = () => useMutation(cancelTicketMutation);
