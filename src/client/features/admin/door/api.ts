import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { DoorNight } from '../../../../shared/staff';
import type { DoorLink } from '../../../../shared/tickets-schema';
import { adminKeys } from '../admin-keys';
import { adminGet, adminJson } from '../admin-request';

// An event's door links: the list, a new one, and a revoke; and door staff's own nights.

/** An event's door links, newest first (their secrets are never shown again). */
export function doorLinksQuery(eventId: number) {
  return queryOptions({
    queryKey: adminKeys.doorLinks(eventId),
    queryFn: () =>
      adminGet<DoorLink[]>(`/api/admin/events/${eventId}/door-links`, 'Failed to fetch door links'),
  });
}

/** What staff choose for a door link: a label for the list, and hours from now (else the event's night). */
export interface DoorLinkInput {
  label: string;
  hours?: number;
}

/** A new door link: its address carries the secret and is shown this once. */
export type NewDoorLink = DoorLink & { url: string };

export const createDoorLinkMutation = mutationOptions({
  mutationFn: ({ eventId, input }: { eventId: number; input: DoorLinkInput }) =>
    adminJson<NewDoorLink>('POST', `/api/admin/events/${eventId}/door-links`, input),
  onSuccess: (_link, { eventId }, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.doorLinks(eventId) }),
});

/** A revoked link stops working at once, on every phone that has it. */
export const revokeDoorLinkMutation = mutationOptions({
  mutationFn: ({ id }: { id: number; eventId: number }) =>
    adminJson<DoorLink>('POST', `/api/admin/door-links/${id}/revoke`),
  onSuccess: (_link, { eventId }, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.doorLinks(eventId) }),
});

/** The nights whose door this session may open (a door-role person's own; every coming one for others). */
export const doorNightsQuery = queryOptions({
  queryKey: adminKeys.doorNights(),
  queryFn: () => adminGet<DoorNight[]>('/api/admin/door/nights', 'Failed to fetch your nights'),
});

/** One's own door screen for a night: its address carries a secret made for this person. */
export const openDoorScreenMutation = mutationOptions({
  mutationFn: (eventId: number) =>
    adminJson<{ url: string }>('POST', `/api/admin/door/nights/${eventId}/screen`),
});

/** Who works which night's door (the owner's Staff tab). */
export const doorAssignmentsQuery = queryOptions({
  queryKey: adminKeys.doorAssignments(),
  queryFn: () =>
    adminGet<{ staffId: number; eventId: number }[]>('/api/admin/door-nights', 'Failed to fetch door nights'),
});

/** The nights a person works, all of them (any other stops working for them at once). */
export const saveDoorNightsMutation = mutationOptions({
  mutationFn: ({ staffId, eventIds }: { staffId: number; eventIds: number[] }) =>
    adminJson<{ message: string }>('PUT', `/api/admin/staff/${staffId}/door-nights`, { eventIds }),
  onSettled: (_answer, _error, _input, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.doorAssignments() }),
});
