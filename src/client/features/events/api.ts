import { mutationOptions, type QueryKey, queryOptions, useMutation } from '@tanstack/react-query';
import { calendarRange } from '../../../shared/calendar';
import { EVENTS_PAGE_SIZE, type Event, type EventCategoryChip, type RsvpInput } from '../../../shared/events';
import { apiJson, getJson } from '../../lib/api-request';
import { queryRoots } from '../../lib/query-roots';

// The events' data: their query keys, queries and the RSVP. Every list is a bounded answer of
// GET /api/events (the next events, a page of the past, a calendar month). The admin's changes
// (admin/events/api.ts) refresh these keys too.

export const eventKeys = {
  /** Every events query: what an RSVP or a change in the dashboard refreshes. */
  all: queryRoots.events,
  /** Every list of events (GET /api/events); the trailing object holds the list's parameters. */
  list: () => [...eventKeys.all, 'list'] as const,
  listWith: (params: EventListParams) => [...eventKeys.list(), params] as const,
  /** The categories of the events to come (the events page's chips). */
  categories: () => [...eventKeys.all, 'categories'] as const,
  /** Single events (their pages). */
  single: () => [...eventKeys.all, 'one'] as const,
  /** One event; the id is a string, as the server's loaders take parameters. */
  one: (id: number) => [...eventKeys.single(), { id: String(id) }] as const,
};

/**
 * The parameters of GET /api/events as a list's query key holds them: strings, as an address
 * carries them, so the server's prefetch reads them exactly as the API does (events-schema.ts).
 */
export interface EventListParams {
  category?: string;
  q?: string;
  when?: 'past';
  from?: string;
  to?: string;
  offset?: string;
  limit?: string;
}

/** A list of events as the API answers it: bounded (docs/events.md); a refusal reads "Failed to fetch events". */
export function eventListQuery(params: EventListParams) {
  const set = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as EventListParams;
  const query = new URLSearchParams(set as Record<string, string>).toString();
  return queryOptions<Event[], Error, Event[], QueryKey>({
    queryKey: Object.keys(set).length > 0 ? eventKeys.listWith(set) : eventKeys.list(),
    queryFn: () => getJson(query ? `/api/events?${query}` : '/api/events', 'Failed to fetch events'),
  });
}

/** The events to come, soonest first, as the spec's client asks for them (at most 100). */
export const eventsQuery = eventListQuery({});

/** The next few events (the home page's three, with room for one under way, which is not shown). */
export const nextEventsQuery = eventListQuery({ limit: '6' });

/**
 * One page of the events list: upcoming (soonest first) or past (latest first), of a category and
 * a search. One more event than the page shows is asked for: its presence means there are more.
 */
export function eventListPageQuery({
  past,
  category,
  search,
  page,
}: {
  past: boolean;
  category: string | null;
  search: string | null;
  page: number;
}) {
  return eventListQuery({
    when: past ? 'past' : undefined,
    category: category ?? undefined,
    q: search?.trim() || undefined,
    offset: page > 0 ? String(page * EVENTS_PAGE_SIZE) : undefined,
    limit: String(EVENTS_PAGE_SIZE + 1),
  });
}

/** The events of the days a calendar month shows (with the edges of its neighbours). */
export function eventsOfMonthQuery(month: string, category?: string | null) {
  return eventListQuery({ ...calendarRange(month), category: category ?? undefined });
}

/**
 * The categories of the events to come with their colours, in the club's order: the chips ("All
 * Events" not among them).
 */
export const eventCategoriesQuery = queryOptions<EventCategoryChip[], Error, EventCategoryChip[], QueryKey>({
  queryKey: eventKeys.categories(),
  queryFn: () => getJson('/api/events/categories', 'Failed to fetch event categories'),
});

/** One event, past ones too: its own page. */
export function eventQuery(id: number) {
  return queryOptions<Event, Error, Event, QueryKey>({
    queryKey: eventKeys.one(id),
    queryFn: () => getJson(`/api/events/${id}`, 'Failed to fetch the event'),
  });
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
