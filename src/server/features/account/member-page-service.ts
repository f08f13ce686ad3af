import type { FastifyInstance } from 'fastify';
import { TIER_LABELS } from '../../../shared/constants';
import type { MemberPage, PaidTierId } from '../../../shared/member-page';
import { formatDollars } from '../../../shared/money';
import { HttpError } from '../../errors';
import { rsvpsOf } from '../events/service';
import {
  complimentaryOf,
  endSessionsOf,
  listSessions,
  memberForStaff,
  standingOfMember,
  syncWallOfFame,
} from '../members/service';
import { changeTier, memberPayments } from '../membership/service';
import { ticketsOfMember } from '../tickets/service';
import { waitlistOfPerson } from '../waitlist/service';
import { membershipView, personOf } from './service';

// A member's page on the dashboard (docs/admin.md, "A member's page"): staff's view of what the
// member area shows the member, and more (payments, sessions, the private note), put together
// from the features that keep each part. The actions on the member are the members' and the
// membership's own; this module only finds the member first.

/** Everything staff see of one member; 404 for no member or an account deleted. */
export async function memberPage(app: FastifyInstance, memberId: number): Promise<MemberPage> {
  const member = await memberForStaff(app, memberId);
  const person = personOf(member);
  const standing = await standingOfMember(app.db, member);
  const [rsvps, tickets, waitlist, payments, sessions, complimentary] = await Promise.all([
    rsvpsOf(app, person),
    ticketsOfMember(app, person),
    waitlistOfPerson(app, person),
    memberPayments(app, member.id, member.email),
    listSessions(app, member.id),
    complimentaryOf(app, member.id),
  ]);
  const paid = membershipView(app, standing, standing.membership);
  const payment = payments.find((p) => p.id === standing.membership?.paymentId);
  return {
    member: {
      id: member.id,
      name: member.name,
      email: member.email,
      phone: member.phone,
      tier: standing.tier,
      accessTier: standing.accessTier,
      status: standing.status,
      emailConfirmed: member.emailConfirmedAt !== null,
      joinedAt: member.joinedAt?.toISOString() ?? null,
      createdAt: member.createdAt.toISOString(),
      staffNote: member.staffNote,
      showOnWallOfFame: member.wallOfFameId !== null,
    },
    membership: paid && {
      ...paid,
      customerId: payment?.customerId ?? null,
      subscriptionId: payment?.subscriptionId ?? null,
    },
    complimentary: complimentary && {
      tier: complimentary.tier as 'premium' | 'inner_circle',
      startsAt: complimentary.startsAt.toISOString(),
      endsAt: complimentary.endsAt.toISOString(),
      reason: complimentary.reason,
      counts: standing.complimentaryUntil !== null,
    },
    payments,
    tickets,
    rsvps,
    waitlist,
    sessions: sessions.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/**
 * Staff move a paying member to another paid tier, with the provider, by the member's own rules:
 * up at once (the difference for the rest of the period charged to the saved card), down at the
 * period's end. A member without a live paid membership is refused with what to do instead.
 */
export async function changeTierForMember(
  app: FastifyInstance,
  memberId: number,
  tierId: PaidTierId,
): Promise<string> {
  const member = await memberForStaff(app, memberId);
  const { membership, complimentaryUntil } = await standingOfMember(app.db, member);
  if (!membership || membership.status === 'canceled') {
    throw new HttpError(
      409,
      'no_paid_membership',
      complimentaryUntil
        ? `${member.name}'s membership is complimentary: give a new complimentary one to change its tier.`
        : `${member.name} has no paid membership to change. Give a complimentary one, or they join a tier on the membership page.`,
    );
  }
  const { member: changed, chargedNow } = await changeTier(app, membership, tierId);
  await syncWallOfFame(app, member.id);
  const label = TIER_LABELS[tierId];
  if (changed.pendingTier === tierId) return `${member.name} moves to ${label} when the period ends.`;
  if (changed.membershipTier === tierId && !changed.pendingTier && chargedNow > 0) {
    return `${member.name} is now ${label}; ${formatDollars(chargedNow)} was charged for the rest of the period.`;
  }
  return `${member.name} is now ${label}.`;
}

/** Staff sign the member out everywhere (a lost phone, a shared computer). */
export async function endSessionsForStaff(app: FastifyInstance, memberId: number): Promise<string> {
  const member = await memberForStaff(app, memberId);
  await endSessionsOf(app, member.id);
  return `${member.name} is signed out everywhere.`;
}
