import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventRsvp } from '../../../shared/events';
import type { EventInput } from '../../../shared/events-schema';
import { adminJson } from './admin-request';

export function eventRsvpsQuery(eventId: number) {
  return queryOptions<EventRsvp[]>({
    queryKey: ['/api/admin/events', eventId, 'rsvps'],
    queryFn: () => adminJson('GET', `/api/admin/events/${eventId}/rsvps`),
  });
}

/** Create (no id) or update an event; the events list of every page refreshes. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: EventInput }) =>
      id == null
        ? adminJson<Event>('POST', '/api/admin/events', input)
        : adminJson<Event>('PUT', `/api/admin/events/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminJson<{ message: string }>('DELETE', `/api/admin/events/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
  });
}
