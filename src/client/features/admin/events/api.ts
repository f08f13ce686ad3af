import {
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  useMutation,
} from '@tanstack/react-query';
import type { EventListWhen, Page } from '../../../../shared/admin-lists';
import type { Event } from '../../../../shared/events';
import type { EventInput } from '../../../../shared/events-schema';
import type { AttendeeList, TicketView } from '../../../../shared/tickets-schema';
import { eventKeys } from '../../events/api';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery, remove, type Save, save } from '../admin-query';
import { adminGet, adminJson } from '../admin-request';

// The dashboard's events: the list (searched on the server, a page at a time), a save or delete,
// and an event's attendees with the refund of a ticket. A change refreshes the dashboard's list and
// the public keys (features/events/api.ts), so the public pages show it too.

/** A page of events: which ones it holds, and where the next starts. */
type EventPageParam = { when: EventListWhen; cursor?: string };
/** With the past ones asked for, the first page also says how many past events the search finds. */
export type EventPage = Page<Event> & { when: EventListWhen; pastTotal?: number };

const eventsPage = (search: string | undefined, when: EventListWhen, cursor?: string) =>
  adminGet<Page<Event>>(listPath('/api/admin/events', { search, when, cursor }), 'Failed to fetch events');

/**
 * Upcoming events, soonest first; with the past ones asked for, they follow the last upcoming one
 * (on the same page), the latest first.
 */
export function adminEventsQuery({ search, showPast }: { search?: string; showPast: boolean }) {
  return infiniteQueryOptions({
    queryKey: adminKeys.events({ search, showPast }),
    queryFn: async ({ pageParam: { when, cursor } }): Promise<EventPage> => {
      const first = when === 'upcoming' && !cursor && showPast;
      const [page, past] = await Promise.all([
        eventsPage(search, when, cursor),
        first ? eventsPage(search, 'past') : undefined,
      ]);
      if (!showPast || when === 'past' || page.nextCursor) return { ...page, when, pastTotal: past?.total };
      const after = past ?? (await eventsPage(search, 'past'));
      return {
        items: [...page.items, ...after.items],
        total: page.total,
        pastTotal: after.total,
        when: 'past',
        nextCursor: after.nextCursor,
      };
    },
    initialPageParam: { when: 'upcoming' } as EventPageParam,
    getNextPageParam: (last): EventPageParam | undefined =>
      last.nextCursor ? { when: last.when, cursor: last.nextCursor } : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Everyone with a ticket or an RSVP for an event (refunded and cancelled ones too), and the totals. */
export function attendeesQuery(eventId: number, search?: string) {
  return pagedQuery<AttendeeList, ReturnType<typeof adminKeys.attendeeSearch>>(
    adminKeys.attendeeSearch(eventId, search),
    (cursor) => listPath(`/api/admin/events/${eventId}/attendees`, { search, cursor }),
    'Failed to fetch the attendee list',
  );
}

/** The CSV download of an event's attendees: where the file comes from, and the name it is saved under. */
export const attendeesCsv = (eventId: number) => ({
  path: `/api/admin/events/${eventId}/attendees.csv`,
  fileName: `attendees-event-${eventId}.csv`,
});

/** An event changed (or its seat count): the public lists and pages, and the dashboard's. */
export const refreshEvents = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: eventKeys.all }),
    client.invalidateQueries({ queryKey: adminKeys.eventLists() }),
  ]);

/** The key of event saves: the events tab finds the event just saved by it. */
export const saveEventKey = [...adminKeys.all, 'save-event'] as const;

export const saveEventMutation = mutationOptions({
  mutationKey: saveEventKey,
  mutationFn: (change: Save<EventInput>) => save<Event, EventInput>('/api/admin/events', change),
  onSuccess: (_event, _change, _result, { client }) => refreshEvents(client),
});

export const deleteEventMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/events', id),
  onSuccess: (_answer, _id, _result, { client }) => refreshEvents(client),
});

/**
 * Staff end a ticket: a paid one is refunded through the payment provider, a free one (an RSVP, a
 * guest ticket) cancelled; either way its seat is free again, and offered to the waitlist's next.
 */
/** Staff check a person in at the desk (`in: true`), or take a check-in made by mistake back. */
export const staffCheckInMutation = mutationOptions({
  mutationFn: ({ ticketId, in: checkIn }: { ticketId: number; eventId: number; in: boolean }) =>
    adminJson<unknown>(checkIn ? 'POST' : 'DELETE', `/api/admin/tickets/${ticketId}/check-in`),
  onSettled: (_answer, _error, { eventId }, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.attendees(eventId) }),
});

export const refundTicketMutation = mutationOptions({
  mutationFn: ({ ticketId, reason }: { ticketId: number; eventId: number; reason: string }) =>
    adminJson<TicketView>('POST', `/api/admin/tickets/${ticketId}/refund`, { reason }),
  onSuccess: (_ticket, { eventId }, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.attendees(eventId) }),
      client.invalidateQueries({ queryKey: adminKeys.waitlist(eventId) }),
      refreshEvents(client),
    ]),
});

export function useSaveEvent() {
  return useMutation(saveEventMutation);
}
