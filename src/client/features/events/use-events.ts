import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../shared/events';

/** All events, soonest first; the server prefetches this key for the pages that show events. */
export const eventsQuery = queryOptions<Event[]>({ queryKey: ['/api/events'] });

export function useEvents() {
  return useQuery(eventsQuery);
}
