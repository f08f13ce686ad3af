import { mutationOptions, type QueryKey, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Event, RsvpInput } from '../../../shared/events';
import { apiJson, getJson } from '../../lib/api-request';

// The events' data: their query keys, queries and the RSVP. The admin's changes (admin/api.ts)
// refresh these keys too.

export const eventKeys = {
  /** Every events query: what an RSVP or a change in the dashboard refreshes. */
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  inCategory: (category: string) => [...eventKeys.list(), { category }] as const,
  /** Single events (their pages). */
  single: () => [...eventKeys.all, 'one'] as const,
  /** One event; the id is a string, as the server's loaders take parameters. */
  one: (id: number) => [...eventKeys.single(), { id: String(id) }] as const,
};

/**
 * Every event, soonest first, past ones too; the server prefetches it for the pages that show
 * events, and the dashboard lists it. (Both lists are typed with a plain QueryKey, so useEvents
 * can take one or the other.)
 */
export const eventsQuery = queryOptions<Event[], Error, Event[], QueryKey>({
  queryKey: eventKeys.list(),
  queryFn: () => getJson('/api/events'),
});

/** One category's events, asked of the server; a refusal reads "Failed to fetch events". */
export function eventsInCategoryQuery(category: string) {
  return queryOptions<Event[], Error, Event[], QueryKey>({
    queryKey: eventKeys.inCategory(category),
    queryFn: () => getJson(`/api/events?category=${encodeURIComponent(category)}`, 'Failed to fetch events'),
  });
}

/** One event, past ones too: its own page. */
export function eventQuery(id: number) {
  return queryOptions<Event, Error, Event, QueryKey>({
    queryKey: eventKeys.one(id),
    queryFn: () => getJson(`/api/events/${id}`, 'Failed to fetch the event'),
  });
}

/** All events, or one category's when a category is given. */
export function useEvents(category?: string | null) {
  return useQuery(category ? eventsInCategoryQuery(category) : eventsQuery);
}

export const rsvpMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (input: RsvpInput) => apiJson<{ event: Event }>('POST', `/api/events/${eventId}/rsvp`, input),
    // Seat counts change whether it worked or the event filled up meanwhile.
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: eventKeys.all }),
  });

export function useRsvp(eventId: number) {
  return useMutation(rsvpMutation(eventId));
}
