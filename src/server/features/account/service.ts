import type { FastifyInstance } from 'fastify';
import type { Account, AccountMembership, AccountUpdate, MemberSelf } from '../../../shared/members';
import { findTier } from '../../../shared/membership-tiers';
import type { VersionedTable } from '../../cache/count-cache';
import { HttpError } from '../../errors';
import {
  cancelRsvp,
  type Person,
  releaseRsvpsOf,
  rsvpsOf,
  rsvpToEvent,
  upcomingEventIdsOf,
} from '../events/service';
import {
  endSessionsOf,
  eraseMember,
  listSessions,
  type MemberRecord,
  type MemberSession,
  type PaidMembershipRow,
  renameMember,
  type Standing,
  setClubNews,
  setMemberPhone,
  setWallOfFame,
  standingOfMember,
  standingToShow,
  syncWallOfFame,
} from '../members/service';
import {
  billingPortalFor,
  cancelAtPeriodEnd,
  changeTier,
  forgetPayer,
  resume,
  stopBillingOf,
} from '../membership/service';
import { stopClubNews } from '../newsletter/service';
import { hasBillingPortal } from '../payments/service';
import { forgetTicketsOf, seatsAheadOf, ticketsOfMember } from '../tickets/service';
import { forgetWaitlistOf, waitlistOfPerson } from '../waitlist/service';

// The member area: what a signed-in member sees of themselves and may change. It puts together
// the members, events and membership features; none of them depends on it.

export const personOf = (member: MemberRecord): Person => ({ memberId: member.id, email: member.email });

/** The member in brief (GET /api/me, every sign-in): never cached, never in a shared page. */
export async function memberSelf(app: FastifyInstance, member: MemberRecord): Promise<MemberSelf> {
  return selfOf(app, member, await standingToShow(app, member));
}

async function selfOf(app: FastifyInstance, member: MemberRecord, standing: Standing): Promise<MemberSelf> {
  const { tier, accessTier, status } = standing;
  return {
    name: member.name,
    email: member.email,
    tier,
    accessTier,
    status,
    ...(await goingOf(app, personOf(member))),
  };
}

/**
 * What the member area shows a member of their own (their seats, tickets, waitlist places,
 * sessions) is kept in the process while the tables it is read from stay the same
 * (docs/decisions/0020), and half a minute at most: a night that begins moves from upcoming to
 * past by the clock alone, and a refund's cut-off passes. What is done with it (a cancel, a
 * claim) is checked again against the database.
 */
function keptFor<T>(
  app: FastifyInstance,
  tables: readonly VersionedTable[],
  what: string,
  person: Person,
  read: () => Promise<T>,
): Promise<T> {
  return app.kept.get(tables, `${what} ${person.memberId} ${person.email}`, read);
}

/** The events a member has a seat at (an RSVP or a ticket) and the ticket for each. */
function goingOf(app: FastifyInstance, person: Person) {
  return keptFor(app, ['tickets', 'rsvps', 'events'], 'going', person, () => readGoing(app, person));
}

async function readGoing(app: FastifyInstance, person: Person) {
  const [rsvpEvents, seats] = await Promise.all([upcomingEventIdsOf(app, person), seatsAheadOf(app, person)]);
  const ticketed = new Set(seats.map((seat) => seat.eventId));
  const going = [
    ...seats,
    ...rsvpEvents
      .filter((eventId) => !ticketed.has(eventId))
      .map((eventId) => ({ eventId, ticketCode: null, cancellable: true })),
  ];
  return { goingEventIds: going.map((seat) => seat.eventId), going };
}

export function membershipView(
  app: FastifyInstance,
  standing: Standing,
  paid: PaidMembershipRow | undefined,
): AccountMembership | null {
  if (!paid || paid.status === 'canceled') return null;
  const tier = paid.membershipTier as AccountMembership['tier'];
  return {
    tier,
    status: paid.status as AccountMembership['status'],
    price: findTier(tier)?.priceInCents ?? paid.amount,
    periodEnd: paid.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: paid.cancelAtPeriodEnd,
    pendingTier: (paid.pendingTier as AccountMembership['pendingTier']) ?? null,
    graceEndsAt: standing.graceEndsAt?.toISOString() ?? null,
    billing: hasBillingPortal(app) ? 'portal' : 'none',
  };
}

export async function account(app: FastifyInstance, session: MemberSession): Promise<Account> {
  const { member } = session;
  const standing = await standingToShow(app, member);
  const person = personOf(member);
  const rsvps = await keptFor(app, ['rsvps', 'events'], 'rsvps', person, () => rsvpsOf(app, person));
  const sessions = await keptFor(app, ['member_sessions'], 'sessions', person, () =>
    listSessions(app, member.id),
  );
  return {
    member: {
      ...(await selfOf(app, member, standing)),
      joinedAt: member.joinedAt?.toISOString() ?? null,
      phone: member.phone,
    },
    membership: membershipView(app, standing, standing.membership),
    complimentaryUntil: standing.complimentaryUntil?.toISOString() ?? null,
    upcoming: rsvps.upcoming,
    past: rsvps.past,
    sessions: sessions.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === session.sessionId,
    })),
    showOnWallOfFame: member.wallOfFameId !== null,
    clubNews: member.clubNewsOffAt === null,
  };
}

export async function updateAccount(app: FastifyInstance, session: MemberSession, input: AccountUpdate) {
  if (input.name !== undefined && input.name !== session.member.name) {
    await renameMember(app, session.member, input.name);
  }
  if (input.phone !== undefined && input.phone !== session.member.phone) {
    await setMemberPhone(app, session.member.id, input.phone);
  }
  const member = { ...session.member, name: input.name ?? session.member.name };
  if (input.showOnWallOfFame !== undefined) await setWallOfFame(app, member, input.showOnWallOfFame);
  // Off: as the unsubscribe link does, the newsletter too. On: the club's messages to members
  // again; the newsletter stays a sign-up of its own, confirmed from the inbox.
  if (input.clubNews === false) await app.db.transaction((tx) => stopClubNews(tx, member.email));
  else if (input.clubNews === true) await setClubNews(app.db, member.email, true);
}

export async function rsvpAsMember(app: FastifyInstance, session: MemberSession, eventId: number) {
  const { accessTier } = await standingOfMember(app.db, session.member);
  const { id, name, email } = session.member;
  return rsvpToEvent(app, eventId, { visitor: null, member: { id, name, email, accessTier } });
}

export function cancelMemberRsvp(app: FastifyInstance, session: MemberSession, eventId: number) {
  return cancelRsvp(app, eventId, personOf(session.member));
}

export async function billingPortal(app: FastifyInstance, session: MemberSession): Promise<string> {
  const { membership } = await standingOfMember(app.db, session.member);
  const url = membership && membership.status !== 'canceled' ? await billingPortalFor(app, membership) : null;
  if (!url) throw new HttpError(409, 'no_billing', 'There is no billing to manage for this account.');
  return url;
}

/**
 * Deletes the account: billing stops first, then seats ahead are given back and the member's
 * name and e-mail are removed everywhere; amounts, dates and provider ids stay for the books.
 */
export async function deleteAccount(app: FastifyInstance, session: MemberSession): Promise<void> {
  const { member } = session;
  await stopBillingOf(app, member.id);
  const placeholder = `deleted-member-${member.id}@members.invalid`;
  await releaseRsvpsOf(app, personOf(member), placeholder);
  // Tickets bought stay good at the door (their code), but keep no name or e-mail.
  await app.db.transaction((tx) => forgetTicketsOf(tx, personOf(member), placeholder));
  await forgetWaitlistOf(app, personOf(member), placeholder);
  await forgetPayer(app, member.email, placeholder);
  await endSessionsOf(app, member.id);
  await eraseMember(app, member);
}

export const NO_PAID_MEMBERSHIP =
  'You have no paid membership to change. Choose a tier on the membership page to join one.';

/** The member's live paid membership, or 409: a free member joins a tier through the checkout. */
async function liveMembership(app: FastifyInstance, session: MemberSession): Promise<PaidMembershipRow> {
  const { membership } = await standingOfMember(app.db, session.member);
  if (!membership || membership.status === 'canceled')
    throw new HttpError(409, 'no_paid_membership', NO_PAID_MEMBERSHIP);
  return membership;
}

/** Upgrade now (prorated) or downgrade at the period's end; the Wall of Fame entry follows. */
export async function changeMembershipTier(
  app: FastifyInstance,
  session: MemberSession,
  tierId: 'premium' | 'inner_circle',
): Promise<void> {
  await changeTier(app, await liveMembership(app, session), tierId);
  await syncWallOfFame(app, session.member.id);
}

export async function cancelMembershipAtPeriodEnd(
  app: FastifyInstance,
  session: MemberSession,
): Promise<void> {
  await cancelAtPeriodEnd(app, await liveMembership(app, session));
}

export async function resumeMembership(app: FastifyInstance, session: MemberSession): Promise<void> {
  await resume(app, await liveMembership(app, session));
}

/** The member's waitlist entries (made signed in or with their e-mail), the active ones first. */
export function memberWaitlist(app: FastifyInstance, session: MemberSession) {
  const person = personOf(session.member);
  return keptFor(app, ['waitlist_entries', 'events'], 'waitlist', person, () =>
    waitlistOfPerson(app, person),
  );
}

/** The member's tickets (bought and RSVP'd), upcoming and past. */
export function memberTickets(app: FastifyInstance, session: MemberSession) {
  const person = personOf(session.member);
  return keptFor(app, ['tickets', 'ticket_orders', 'events'], 'tickets', person, () =>
    ticketsOfMember(app, person),
  );
}
