import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event, RsvpInput } from '../../../shared/events';
import { apiRequest } from '../../lib/api-request';

/** Every event, soonest first; the server prefetches this key for the pages that show events. */
export const eventsQuery = queryOptions<Event[]>({ queryKey: ['/api/events'] });

/** One category's events, asked of the server (spec §8: a failure reads "Failed to fetch events"). */
export function eventsInCategoryQuery(category: string) {
  return queryOptions<Event[]>({
    queryKey: ['/api/events', { category }],
    queryFn: async () => {
      const response = await fetch(`/api/events?category=${encodeURIComponent(category)}`, {
        credentials: 'include',
      });
      if (!response.ok) throw new Error('Failed to fetch events');
      return response.json();
    },
  });
}

/** All events, or one category's when a category is given. */
export function useEvents(category?: string | null) {
  return useQuery(category ? eventsInCategoryQuery(category) : eventsQuery);
}

export function useRsvp(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RsvpInput) =>
      (await apiRequest('POST', `/api/events/${eventId}/rsvp`, input)).json() as Promise<{ event: Event }>,
    // Seat counts change whether it worked or the event filled up meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
  });
}
