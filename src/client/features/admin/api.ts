import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type MutationFunctionContext,
  mutationOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import type { LoginAnswer, LoginInput } from '../../../shared/admin-auth';
import type { EventListWhen, Page } from '../../../shared/admin-lists';
import type { ContactMessage, ContactMessagePage } from '../../../shared/contact-messages';
import type { Event } from '../../../shared/events';
import type { EventInput } from '../../../shared/events-schema';
import type { MailStatus } from '../../../shared/mail-status';
import type { MemberFilters, MemberListAnswer } from '../../../shared/member-admin';
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

// The dashboard's data: the session, the admin-only lists and every change staff make. The long
// lists (events, products, members, paid members, form submissions, an event's attendees) come a
// page at a time, searched on the server; a change here refreshes them and the public keys
// (events/api.ts, store/api.ts, wall-of-fame/api.ts), so the public pages show it too.

export const adminKeys = {
  /** Every admin-only query: dropped from the cache when the session ends. */
  all: ['admin'] as const,
  /** Every sponsor, inactive ones too. */
  sponsors: () => [...adminKeys.all, 'sponsors'] as const,
  /** Every search of the dashboard's events list. */
  eventLists: () => [...adminKeys.all, 'events', 'list'] as const,
  /** Upcoming events (and, asked, the past ones after them) as a search finds them. */
  events: (filters: { search?: string; showPast: boolean }) => [...adminKeys.eventLists(), filters] as const,
  /** Every search of the dashboard's products list. */
  productLists: () => [...adminKeys.all, 'products'] as const,
  products: (search?: string) => [...adminKeys.productLists(), search] as const,
  paidMembers: (search?: string) => [...adminKeys.all, 'paid-members', search] as const,
  /** Every member, free and paid, as a search and its filters find them. */
  members: (filters: MemberFilters) => [...adminKeys.all, 'members', filters] as const,
  /** Every search of the form submissions. */
  submissionLists: () => [...adminKeys.all, 'submissions'] as const,
  submissions: (search?: string) => [...adminKeys.submissionLists(), search] as const,
  mailStatus: () => [...adminKeys.all, 'mail-status'] as const,
  /** An event's tickets and RSVPs with the totals (every search of them). */
  attendees: (eventId: number) => [...adminKeys.all, 'events', eventId, 'attendees'] as const,
  attendeeSearch: (eventId: number, search?: string) => [...adminKeys.attendees(eventId), search] as const,
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

/** A list's address with its query string: only the parameters that are set. */
function listPath(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The pages of a list loaded so far, each with its cursor. */
export type Pages<P> = InfiniteData<P, string | undefined>;

/**
 * A list read a page at a time: "Show more" asks for the next; a new search keeps the previous
 * list on screen until its first page comes.
 */
function pagedQuery<P extends { nextCursor: string | null }, K extends QueryKey>(
  queryKey: K,
  path: (cursor: string | undefined) => string,
  failure: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => adminGet<P>(path(pageParam), failure),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Members who paid for a tier, filled by the payment flow, newest first. */
export function paidMembersQuery(search?: string) {
  return pagedQuery<Page<PaidMember>, ReturnType<typeof adminKeys.paidMembers>>(
    adminKeys.paidMembers(search),
    (cursor) => listPath('/api/admin/paid-members/page', { search, cursor }),
    'Failed to fetch paid members',
  );
}

/** The query string of a member search: only the filters that are set. */
function memberFilters({ search, tier, status }: MemberFilters, cursor?: string): string {
  return listPath('', { search, tier, status, cursor });
}

/** Every member, free and paid, newest first, with the counts per tier and status. */
export function membersQuery(filters: MemberFilters) {
  return pagedQuery<MemberListAnswer, ReturnType<typeof adminKeys.members>>(
    adminKeys.members(filters),
    (cursor) => `/api/admin/members${memberFilters(filters, cursor)}`,
    'Failed to fetch members',
  );
}

/** The contact form's messages, newest first, and how many are unread. */
export function contactMessagesQuery(search?: string) {
  return pagedQuery<ContactMessagePage, ReturnType<typeof adminKeys.submissions>>(
    adminKeys.submissions(search),
    (cursor) => listPath('/api/admin/form-submissions', { search, cursor }),
    'Failed to fetch contact messages',
  );
}

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

/** The store's products in its own order, as the dashboard lists them. */
export function adminProductsQuery(search?: string) {
  return pagedQuery<Page<Product>, ReturnType<typeof adminKeys.products>>(
    adminKeys.products(search),
    (cursor) => listPath('/api/admin/store/products', { search, cursor }),
    'Failed to fetch products',
  );
}

/** How many e-mails failed for good. */
export const mailStatusQuery = queryOptions({
  queryKey: adminKeys.mailStatus(),
  queryFn: () => adminGet<MailStatus>('/api/admin/mail-status', 'Failed to fetch mail status'),
});

/** Everyone with a ticket or an RSVP for an event (refunded and cancelled ones too), and the totals. */
export function attendeesQuery(eventId: number, search?: string) {
  return pagedQuery<AttendeeList, ReturnType<typeof adminKeys.attendeeSearch>>(
    adminKeys.attendeeSearch(eventId, search),
    (cursor) => listPath(`/api/admin/events/${eventId}/attendees`, { search, cursor }),
    'Failed to fetch the attendee list',
  );
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
  members: (filters: MemberFilters) => ({
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
export const refundTicketMutation = mutationOptions({
  mutationFn: ({ ticketId }: { ticketId: number; eventId: number }) =>
    adminJson<TicketView>('POST', `/api/admin/tickets/${ticketId}/refund`),
  onSuccess: (_ticket, { eventId }, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.attendees(eventId) }),
      client.invalidateQueries({ queryKey: adminKeys.waitlist(eventId) }),
      refreshEvents(client),
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

/** A product changed: the store's list and the dashboard's. */
const refreshProducts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: storeKeys.products() }),
    client.invalidateQueries({ queryKey: adminKeys.productLists() }),
  ]);

export const saveProductMutation = mutationOptions({
  mutationFn: (change: Save<ProductInput>) =>
    save<Product, ProductInput>('/api/admin/store/products', change),
  onSuccess: (_product, _change, _result, { client }) => refreshProducts(client),
});

export const deleteProductMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/store/products', id),
  onSuccess: (_answer, _id, _result, { client }) => refreshProducts(client),
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
    client.setQueriesData<Pages<ContactMessagePage>>(
      { queryKey: adminKeys.submissionLists() },
      (data) => data && { ...data, pages: data.pages.map((page) => markedOnPage(page, id, read)) },
    );
  },
  onSettled: (_answer, _error, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.submissionLists() }),
});

/** A page of submissions with one marked read or unread, and the unread count following. */
function markedOnPage(page: ContactMessagePage, id: number, read: boolean): ContactMessagePage {
  const before = page.items.find((m) => m.id === id);
  const changed = before !== undefined && (before.readAt === null) === read;
  return {
    ...page,
    unread: changed ? page.unread + (read ? -1 : 1) : page.unread,
    items: page.items.map((m) =>
      m.id === id ? { ...m, readAt: read ? (m.readAt ?? new Date().toISOString()) : null } : m,
    ),
  };
}

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
