import {
  type MutationFunctionContext,
  mutationOptions,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import type { LoginAnswer, LoginInput } from '../../../shared/admin-auth';
import type { ContactMessage } from '../../../shared/contact-messages';
import type { Event } from '../../../shared/events';
import type { EventInput } from '../../../shared/events-schema';
import type { MailStatus } from '../../../shared/mail-status';
import type { MemberListAnswer, MemberListQuery } from '../../../shared/member-admin';
import type { PaidMember } from '../../../shared/membership';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';
import type { PitchDeckInput, SponsorInput } from '../../../shared/sponsors-schema';
import type { Product } from '../../../shared/store';
import type { ProductInput } from '../../../shared/store-schema';
import type { AttendeeList, DoorLink, TicketView } from '../../../shared/tickets-schema';
import type { WallOfFameInput, WallOfFameMember } from '../../../shared/wall-of-fame';
import { apiJson, apiRequest } from '../../lib/api-request';
import { eventKeys } from '../events/api';
import { sponsorKeys } from '../sponsors/api';
import { storeKeys } from '../store/api';
import { wallOfFameKeys } from '../wall-of-fame/api';
import { adminGet, adminJson, adminRequest } from './admin-request';
import { clearAdminToken, saveAdminToken } from './admin-session';

// The dashboard's data: the session, the admin-only lists and every change staff make. The
// events, products and Wall of Fame tabs list the public queries (events/api.ts, store/api.ts,
// wall-of-fame/api.ts); a change here refreshes those keys, so the public pages show it too.

export const adminKeys = {
  /** Every admin-only query: dropped from the cache when the session ends. */
  all: ['admin'] as const,
  /** Every sponsor, inactive ones too. */
  sponsors: () => [...adminKeys.all, 'sponsors'] as const,
  paidMembers: () => [...adminKeys.all, 'paid-members'] as const,
  /** Every member, free and paid, as a search and its filters find them. */
  members: (filters: MemberListQuery) => [...adminKeys.all, 'members', filters] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  mailStatus: () => [...adminKeys.all, 'mail-status'] as const,
  /** An event's tickets and RSVPs with the totals. */
  attendees: (eventId: number) => [...adminKeys.all, 'events', eventId, 'attendees'] as const,
  doorLinks: (eventId: number) => [...adminKeys.all, 'events', eventId, 'door-links'] as const,
  /** An event's waitlist in order, with its switch, offer hours and free seats (waitlist-api.ts). */
  waitlist: (eventId: number) => [...adminKeys.all, 'events', eventId, 'waitlist'] as const,
};

// The session.

export const adminLoginMutation = mutationOptions({
  mutationFn: (input: LoginInput) => apiJson<LoginAnswer>('POST', '/api/admin/login', input),
  onSuccess: ({ token }) => saveAdminToken(token),
});

export const adminLogoutMutation = mutationOptions({
  // The server revokes the token; whether or not it answers, this browser forgets it.
  mutationFn: () => apiRequest('POST', '/api/admin/logout'),
  onSettled: () => clearAdminToken(),
});

export function useAdminLogin() {
  return useMutation(adminLoginMutation);
}

export function useAdminLogout() {
  return useMutation(adminLogoutMutation);
}

/** Asks whether the stored token still holds; a 401 ends the session (admin-request.ts). */
export function checkAdminSession(): Promise<unknown> {
  return adminRequest('GET', '/api/admin/session');
}

// The lists only the dashboard shows.

export const adminSponsorsQuery = queryOptions({
  queryKey: adminKeys.sponsors(),
  queryFn: () => adminGet<Sponsor[]>('/api/admin/sponsors', 'Failed to fetch sponsors'),
});

/** Members who paid for a tier, filled by the payment flow. */
export const paidMembersQuery = queryOptions({
  queryKey: adminKeys.paidMembers(),
  queryFn: () => adminGet<PaidMember[]>('/api/admin/paid-members', 'Failed to fetch paid members'),
});

/** The query string of a member search: only the filters that are set. */
function memberFilters({ search, tier, status }: MemberListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (tier) params.set('tier', tier);
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Every member, free and paid, newest first, with the counts per tier and status. */
export function membersQuery(filters: MemberListQuery) {
  return queryOptions({
    queryKey: adminKeys.members(filters),
    queryFn: () =>
      adminGet<MemberListAnswer>(`/api/admin/members${memberFilters(filters)}`, 'Failed to fetch members'),
  });
}

/** The contact form's messages, newest first. */
export const contactMessagesQuery = queryOptions({
  queryKey: adminKeys.submissions(),
  queryFn: () =>
    adminGet<ContactMessage[]>('/api/admin/contact-messages', 'Failed to fetch contact messages'),
});

/** How many e-mails failed for good. */
export const mailStatusQuery = queryOptions({
  queryKey: adminKeys.mailStatus(),
  queryFn: () => adminGet<MailStatus>('/api/admin/mail-status', 'Failed to fetch mail status'),
});

/** Everyone with a ticket or an RSVP for an event (refunded and cancelled ones too), and the totals. */
export function attendeesQuery(eventId: number) {
  return queryOptions({
    queryKey: adminKeys.attendees(eventId),
    queryFn: () =>
      adminGet<AttendeeList>(`/api/admin/events/${eventId}/attendees`, 'Failed to fetch the attendee list'),
  });
}

/** An event's door links, newest first (their secrets are never shown again). */
export function doorLinksQuery(eventId: number) {
  return queryOptions({
    queryKey: adminKeys.doorLinks(eventId),
    queryFn: () =>
      adminGet<DoorLink[]>(`/api/admin/events/${eventId}/door-links`, 'Failed to fetch door links'),
  });
}

/** The CSV downloads of the lists: where the file comes from, and the name it is saved under. */
export const csvDownloads = {
  paidMembers: { path: '/api/admin/paid-members.csv', fileName: 'paid-members.csv' },
  submissions: { path: '/api/admin/contact-messages.csv', fileName: 'form-submissions.csv' },
  /** The members a search and its filters find; every member without them. */
  members: (filters: MemberListQuery) => ({
    path: `/api/admin/members.csv${memberFilters(filters)}`,
    fileName: 'members.csv',
  }),
  attendees: (eventId: number) => ({
    path: `/api/admin/events/${eventId}/attendees.csv`,
    fileName: `attendees-event-${eventId}.csv`,
  }),
};

// Changes. Each saves (no id: creates) or deletes, then refreshes the lists that show it.

type Save<Input> = { id?: number; input: Input };
type Deleted = { message: string };

/** Create (no id) or update: POST to the collection, PUT to the item. */
const save = <T, Input>(collection: string, { id, input }: Save<Input>) =>
  id == null ? adminJson<T>('POST', collection, input) : adminJson<T>('PUT', `${collection}/${id}`, input);

const remove = (collection: string, id: number) => adminJson<Deleted>('DELETE', `${collection}/${id}`);

export const saveEventMutation = mutationOptions({
  mutationFn: (change: Save<EventInput>) => save<Event, EventInput>('/api/admin/events', change),
  onSuccess: (_event, _change, _result, { client }) => client.invalidateQueries({ queryKey: eventKeys.all }),
});

export const deleteEventMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/events', id),
  onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: eventKeys.all }),
});

/**
 * Staff end a ticket: a paid one is refunded through the payment provider, a free one (an RSVP, a
 * guest ticket) cancelled; either way its seat is free again, and offered to the waitlist's next.
 */
export const refundTicketMutation = mutationOptions({
  mutationFn: ({ ticketId }: { ticketId: number; eventId: number }) =>
    adminJson<TicketView>('POST', `/api/admin/tickets/${ticketId}/refund`),
  onSuccess: (_ticket, { eventId }, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.attendees(eventId) }),
      client.invalidateQueries({ queryKey: adminKeys.waitlist(eventId) }),
      client.invalidateQueries({ queryKey: eventKeys.all }),
    ]),
});

/** What staff choose for a door link: a label for the list and how many hours it works. */
export interface DoorLinkInput {
  label: string;
  hours: number;
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

export const saveProductMutation = mutationOptions({
  mutationFn: (change: Save<ProductInput>) =>
    save<Product, ProductInput>('/api/admin/store/products', change),
  onSuccess: (_product, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: storeKeys.products() }),
});

export const deleteProductMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/store/products', id),
  onSuccess: (_answer, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: storeKeys.products() }),
});

// A sponsor change refreshes the public list and the dashboard's.
const refreshSponsors = ({ client }: MutationFunctionContext) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sponsorKeys.list() }),
    client.invalidateQueries({ queryKey: adminKeys.sponsors() }),
  ]);

export const saveSponsorMutation = mutationOptions({
  mutationFn: (change: Save<SponsorInput>) => save<Sponsor, SponsorInput>('/api/admin/sponsors', change),
  onSuccess: (_sponsor, _change, _result, context) => refreshSponsors(context),
});

export const deleteSponsorMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/sponsors', id),
  onSuccess: (_answer, _id, _result, context) => refreshSponsors(context),
});

/** The newest upload replaces the deck. */
export const savePitchDeckMutation = mutationOptions({
  mutationFn: (input: PitchDeckInput) => adminJson<PitchDeck>('POST', '/api/admin/pitch-deck', input),
  onSuccess: (_deck, _input, _result, { client }) =>
    client.invalidateQueries({ queryKey: sponsorKeys.pitchDeck() }),
});

export const saveWallOfFameMemberMutation = mutationOptions({
  mutationFn: (change: Save<WallOfFameInput>) =>
    save<WallOfFameMember, WallOfFameInput>('/api/admin/wall-of-fame', change),
  onSuccess: (_member, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: wallOfFameKeys.all }),
});

export const removeWallOfFameMemberMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/wall-of-fame', id),
  onSuccess: (_answer, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: wallOfFameKeys.all }),
});

/** Staff mark a form submission read (or opened it) or unread again; the list and its count follow. */
export const markSubmissionMutation = mutationOptions({
  mutationFn: ({ id, read }: { id: number; read: boolean }) =>
    adminJson<ContactMessage>('PATCH', `/api/admin/contact-messages/${id}`, { read }),
  // The list shows the change at once; the server's answer then confirms it.
  onMutate: ({ id, read }, { client }) => {
    client.setQueryData<ContactMessage[]>(adminKeys.submissions(), (list) =>
      list?.map((m) =>
        m.id === id ? { ...m, readAt: read ? (m.readAt ?? new Date().toISOString()) : null } : m,
      ),
    );
  },
  onSettled: (_answer, _error, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.submissions() }),
});

/** Queues the e-mails that failed for good again; the notice counts afresh either way. */
export const retryFailedMailMutation = mutationOptions({
  mutationFn: () => adminJson<{ message: string }>('POST', '/api/admin/mail-status/retry'),
  onSettled: (_answer, _error, _none, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.mailStatus() }),
});

export function useSaveEvent() {
  return useMutation(saveEventMutation);
}

export function useSaveProduct() {
  return useMutation(saveProductMutation);
}

export function useSaveSponsor() {
  return useMutation(saveSponsorMutation);
}

export function useSavePitchDeck() {
  return useMutation(savePitchDeckMutation);
}

export function useSaveWallOfFameMember() {
  return useMutation(saveWallOfFameMemberMutation);
}
