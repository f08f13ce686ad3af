import type { MemberFilters } from '../../../shared/member-admin';

// Every cache key of the dashboard, under one root: the session's end drops them all at once, and a
// change in one domain can refresh another domain's list (a refund frees a seat the waitlist
// offers; a seat offered changes the attendee list) without the domains importing each other.

export const adminKeys = {
  /** Every admin-only query: dropped from the cache when the session ends. */
  all: ['admin'] as const,
  /** The open session: its role and who it is. */
  session: () => [...adminKeys.all, 'session'] as const,
  /** Everyone on the staff, with their roles. */
  staff: () => [...adminKeys.all, 'staff'] as const,
  /** Who works which night's door. */
  doorAssignments: () => [...adminKeys.all, 'staff', 'door-nights'] as const,
  /** The nights whose door this session may open. */
  doorNights: () => [...adminKeys.all, 'door', 'nights'] as const,
  /** The nights editors write the words of. */
  eventTexts: () => [...adminKeys.all, 'event-texts'] as const,
  /** Every sponsor, inactive ones too. */
  sponsors: () => [...adminKeys.all, 'sponsors'] as const,
  /** Every search of the dashboard's events list. */
  eventLists: () => [...adminKeys.all, 'events', 'list'] as const,
  /** Upcoming events (and, asked, the past ones after them) as a search finds them. */
  events: (filters: { search?: string; showPast: boolean }) => [...adminKeys.eventLists(), filters] as const,
  /** The club's event categories, retired ones too, with how many events each has. */
  eventCategories: () => [...adminKeys.all, 'event-categories'] as const,
  /** Every search of the dashboard's products list. */
  productLists: () => [...adminKeys.all, 'products'] as const,
  products: (search?: string) => [...adminKeys.productLists(), search] as const,
  /** Every search of the paid members. */
  paidMemberLists: () => [...adminKeys.all, 'paid-members'] as const,
  paidMembers: (search?: string) => [...adminKeys.paidMemberLists(), search] as const,
  /** Every member, free and paid, as a search and its filters find them. */
  members: (filters: MemberFilters) => [...adminKeys.all, 'members', filters] as const,
  /** Every list and count of members (a change to one member may move any of them). */
  memberLists: () => [...adminKeys.all, 'members'] as const,
  /** One member's page: their tier, seats, payments, sessions and staff's note. */
  member: (id: number) => [...adminKeys.all, 'member', id] as const,
  /** Every search of the form submissions. */
  submissionLists: () => [...adminKeys.all, 'submissions'] as const,
  submissions: (search?: string) => [...adminKeys.submissionLists(), search] as const,
  mailStatus: () => [...adminKeys.all, 'mail-status'] as const,
  /** Club mail: the messages and each one's recipients. */
  broadcastLists: () => [...adminKeys.all, 'broadcasts'] as const,
  broadcasts: () => [...adminKeys.broadcastLists(), 'list'] as const,
  broadcast: (id: number) => [...adminKeys.broadcastLists(), id] as const,
  /** How many an audience reaches now (it changes with every sign-up). */
  broadcastAudience: (audience: unknown) => [...adminKeys.all, 'broadcast-audience', audience] as const,
  /** A draft as a recipient would get it. */
  broadcastPreview: (draft: unknown) => [...adminKeys.all, 'broadcast-preview', draft] as const,
  /** An event's tickets and RSVPs with the totals (every search of them). */
  attendees: (eventId: number) => [...adminKeys.all, 'events', eventId, 'attendees'] as const,
  attendeeSearch: (eventId: number, search?: string) => [...adminKeys.attendees(eventId), search] as const,
  doorLinks: (eventId: number) => [...adminKeys.all, 'events', eventId, 'door-links'] as const,
  /** An event's waitlist in order, with its switch, offer hours and free seats (waitlist/api.ts). */
  waitlist: (eventId: number) => [...adminKeys.all, 'events', eventId, 'waitlist'] as const,
};
