import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AdminWaitlist, AdminWaitlistEntry } from '../../../../shared/waitlist-schema';
import { adminKeys } from '../admin-keys';
import { adminGet, adminJson } from '../admin-request';
import { refreshEvents } from '../events/api';

// The staff's side of an event's waitlist (docs/waitlist.md): the list in order, a seat offered to
// a chosen person, someone removed. Either change moves seats, so the attendee list, the waitlist
// and the events (their counts) are read again.

/** The event's waitlist: on or off, its offer hours, the seats free and the entries in order. */
export function adminWaitlistQuery(eventId: number) {
  return queryOptions({
    queryKey: adminKeys.waitlist(eventId),
    queryFn: () =>
      adminGet<AdminWaitlist>(`/api/admin/events/${eventId}/waitlist`, 'Failed to fetch the waitlist'),
  });
}

/** Which entry, and on which event's lists it shows. */
export interface WaitlistEntryChange {
  entryId: number;
  eventId: number;
}

// Also after a refusal: "no longer waiting" means the list on screen is out of date.
const refreshEvent = ({ client }: MutationFunctionContext, eventId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.attendees(eventId) }),
    client.invalidateQueries({ queryKey: adminKeys.waitlist(eventId) }),
    refreshEvents(client),
  ]);

/**
 * Offers a seat to a waiting person ahead of their turn; they are e-mailed the claim link. With no
 * seat free the server refuses (WAITLIST_TEXTS.noSeatFree) unless `addSeat` raises the capacity by one.
 */
export const offerWaitlistSeatMutation = mutationOptions({
  mutationFn: ({ entryId, addSeat = false }: WaitlistEntryChange & { addSeat?: boolean }) =>
    adminJson<AdminWaitlistEntry>('POST', `/api/admin/waitlist/${entryId}/offer`, { addSeat }),
  onSettled: (_entry, _error, { eventId }, _result, context) => refreshEvent(context, eventId),
});

/** Takes someone off the list; a seat on offer to them passes to the next person. */
export const removeWaitlistEntryMutation = mutationOptions({
  mutationFn: ({ entryId }: WaitlistEntryChange) =>
    adminJson<AdminWaitlistEntry>('POST', `/api/admin/waitlist/${entryId}/remove`),
  onSettled: (_entry, _error, { eventId }, _result, context) => refreshEvent(context, eventId),
});
