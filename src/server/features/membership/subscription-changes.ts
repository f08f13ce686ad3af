import type { FastifyInstance } from 'fastify';
import { findTier, type PaidTierId } from '../../../shared/membership-tiers';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { syncWallOfFame } from '../members/service';
import {
  billedHere,
  changeSubscriptionTier,
  currentProvider,
  PaymentDeclined,
  type SubscriptionState,
  setCancelAtPeriodEnd,
  subscriptionState,
  type TierPrice,
} from '../payments/service';
import type { MemberRow, PaymentRow } from './repository';
import * as repository from './repository';

// A paid member changes their subscription: a higher tier now (the rest of the period charged at
// once), a lower tier from the next period, or a stop at the period's end (undone until then).
// The provider is asked first; the club's record then follows what the provider says the
// subscription is, by the same rule whoever made the change (the club, the member in Stripe's
// customer portal, or the period ending): see followSubscription. docs/membership-and-payments.md.

const RANK: Record<PaidTierId, number> = { premium: 1, inner_circle: 2 };

export const FOLLOW_SUBSCRIPTION = 'membership.follow-subscription';

export const TIER_CHANGE_TEXTS = {
  sameTier: (label: string) => `You are already a ${label} member.`,
  alreadyScheduled: (label: string) =>
    `Your membership already moves to ${label} at the end of this billing period.`,
  canceled: 'This membership has ended. Join again to choose a tier.',
  pastDue:
    'Your last payment did not go through. Update your card under "Manage billing" first, then change your tier.',
  ending: 'Your membership is set to end with this billing period. Resume it first, then change your tier.',
  declined: 'Your card was declined, so your tier did not change.',
  resumeTooLate:
    'This billing period has ended, so the membership cannot be resumed. Join again to come back.',
  notManaged: 'This membership cannot be changed here. Please write to the club.',
} as const;

/** A paid tier as the provider bills it: the price from the tier table, never from a request. */
export function tierPrice(tierId: PaidTierId): TierPrice {
  const tier = findTier(tierId);
  if (!tier) throw new Error(`Unknown tier ${tierId}`);
  return { tier: tierId, amount: tier.priceInCents, productName: `MESC ${tier.label} membership` };
}

const labelOf = (tierId: string) => findTier(tierId)?.label ?? tierId;
const priceOf = (tierId: string) => findTier(tierId)?.priceInCents ?? 0;
const isPaidTierId = (tierId: string): tierId is PaidTierId => tierId in RANK;

/**
 * The member's subscription fields once the provider's state is known. A tier the provider bills
 * that is higher than the member's starts at once (it was charged for); a lower one waits for the
 * end of the period already paid (pending_tier); the member's own tier again drops what waited.
 * When the provider's period has moved on, what waited starts first.
 */
export function followSubscription(
  member: MemberRow,
  state: SubscriptionState,
): repository.SubscriptionFields {
  let tier = member.membershipTier;
  let pending = member.pendingTier;
  const rolled =
    state.currentPeriodEnd !== null &&
    member.currentPeriodEnd !== null &&
    state.currentPeriodEnd.getTime() > member.currentPeriodEnd.getTime();
  if (rolled && pending) {
    tier = pending;
    pending = null;
  }
  if (state.tier && isPaidTierId(tier)) {
    if (state.tier === tier) pending = null;
    else if (RANK[state.tier] > RANK[tier]) {
      tier = state.tier;
      pending = null;
    } else pending = state.tier;
  }
  return {
    membershipTier: tier,
    amount: priceOf(tier),
    pendingTier: pending,
    currentPeriodEnd: state.currentPeriodEnd ?? member.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

/**
 * Records the provider's state of a payment's subscription as of the provider's time `at`. The
 * order of events is kept by the status's time (repository.applySubscriptionStatus): an older
 * state than the one recorded changes nothing, and a canceled membership stays canceled.
 */
export async function applySubscriptionState(
  app: FastifyInstance,
  db: Executor,
  payment: PaymentRow,
  state: SubscriptionState,
  at: Date,
): Promise<MemberRow | undefined> {
  if (!state.status) return undefined;
  const status = state.status;
  return db.transaction(async (tx) => {
    // The payment first, then its member: the order activateMembership takes them in.
    await repository.lockPayment(tx, payment.id);
    const member = await repository.lockMemberOfPayment(tx, payment.id);
    const newest = await repository.applySubscriptionStatus(tx, payment.id, status, at);
    if (!member || !newest) return member;
    if (status === 'canceled') return repository.findMemberOfPayment(tx, payment.id);
    const updated = await repository.setSubscriptionFields(tx, member.id, followSubscription(member, state));
    await followAtPeriodEnd(app, tx, payment.id, updated.currentPeriodEnd);
    return updated;
  });
}

/**
 * Plans a look at the subscription when its period ends: the test provider sends no webhooks, so
 * this is when a waiting tier starts or a cancel at the period's end takes effect; for Stripe it
 * repairs a webhook that never came. One job per payment and period, however often it is planned.
 */
async function followAtPeriodEnd(
  app: FastifyInstance,
  tx: Executor,
  paymentId: number,
  periodEnd: Date | null,
) {
  if (!periodEnd) return;
  await app.jobs.enqueue(tx, {
    kind: FOLLOW_SUBSCRIPTION,
    payload: { paymentId },
    runAt: periodEnd,
    singletonKey: `${FOLLOW_SUBSCRIPTION}:${paymentId}:${periodEnd.toISOString()}`,
    maxAttempts: 20,
  });
}

/** Asks the provider how the payment's subscription stands and records it (as of now). */
async function refreshFromProvider(
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<{ state: SubscriptionState; member: MemberRow | undefined } | undefined> {
  if (!payment.subscriptionId) return undefined;
  const state = await subscriptionState(app, payment.subscriptionId);
  if (!state) return undefined;
  return { state, member: await applySubscriptionState(app, app.db, payment, state, new Date()) };
}

export function registerMembershipJobs(app: FastifyInstance): void {
  app.jobs.register(FOLLOW_SUBSCRIPTION, {
    async run(payload) {
      const payment = await repository.findPaymentById(app.db, Number(payload.paymentId));
      if (payment?.provider !== currentProvider(app)) return;
      const seen = await refreshFromProvider(app, payment);
      await membershipChanged(app, payment.id);
      const end = seen?.state.currentPeriodEnd;
      if (seen?.state.status && seen.state.status !== 'canceled' && end && end.getTime() <= Date.now()) {
        // The provider has not renewed yet (Stripe may take a little while): the queue asks again.
        throw new Error(`Subscription ${payment.subscriptionId} has not renewed yet`);
      }
    },
  });
}

/**
 * What follows the making of a member, in the transaction that made it: the e-mail has had its
 * first month (whether at half price or in full, the offer is spent), and the subscription's
 * period is looked up. Safe to call again for the same payment.
 */
export async function membershipStarted(
  app: FastifyInstance,
  tx: Executor,
  payment: PaymentRow,
): Promise<void> {
  await repository.recordIntroductoryOffer(tx, payment);
  const member = await repository.findMemberOfPayment(tx, payment.id);
  if (member && !member.currentPeriodEnd) {
    await app.jobs.enqueue(tx, {
      kind: FOLLOW_SUBSCRIPTION,
      payload: { paymentId: payment.id },
      singletonKey: `${FOLLOW_SUBSCRIPTION}:${payment.id}:start`,
      maxAttempts: 20,
    });
  }
}

/** A renewal paid at `paidAt` starts a tier that waited for the period's end (Stripe's invoice.paid). */
export function renewalPaid(tx: Transaction | Executor, payment: PaymentRow, paidAt: Date): Promise<void> {
  return repository.startPendingTier(tx, payment.id, paidAt, {
    premium: priceOf('premium'),
    inner_circle: priceOf('inner_circle'),
  });
}

async function managedMember(app: FastifyInstance, paidMember: Pick<MemberRow, 'id'>) {
  const found = await repository.findMemberWithPayment(app.db, paidMember.id);
  if (!found || !billedHere(app, found.payment)) {
    throw new HttpError(409, 'membership_not_managed', TIER_CHANGE_TEXTS.notManaged);
  }
  return { member: found.member, payment: found.payment, subscriptionId: found.payment.subscriptionId };
}

function refuseUnlessActive(member: MemberRow): void {
  if (member.status === 'canceled')
    throw new HttpError(409, 'membership_canceled', TIER_CHANGE_TEXTS.canceled);
  if (member.status === 'past_due')
    throw new HttpError(409, 'membership_past_due', TIER_CHANGE_TEXTS.pastDue);
}

/**
 * Moves a paid member to another paid tier. Up: at once, the difference for the rest of the
 * period charged now on the saved card. Down: the member keeps the tier paid for until the
 * period's end, and the next renewal is at the lower price. Asking for the tier held while a
 * downgrade waits takes the downgrade back. Never with the new member's first-month offer.
 */
export async function changeTier(
  app: FastifyInstance,
  paidMember: Pick<MemberRow, 'id'>,
  tierId: PaidTierId,
): Promise<{ member: MemberRow; chargedNow: number }> {
  const { member, payment, subscriptionId } = await managedMember(app, paidMember);
  refuseUnlessActive(member);
  if (member.cancelAtPeriodEnd) throw new HttpError(409, 'membership_ending', TIER_CHANGE_TEXTS.ending);
  const held = member.membershipTier as PaidTierId;
  if (tierId === held && !member.pendingTier)
    throw new HttpError(409, 'same_tier', TIER_CHANGE_TEXTS.sameTier(labelOf(held)));
  if (tierId === member.pendingTier)
    throw new HttpError(409, 'tier_change_scheduled', TIER_CHANGE_TEXTS.alreadyScheduled(labelOf(tierId)));
  const when = RANK[tierId] > RANK[held] ? 'now' : 'period_end';
  let chargedNow: number;
  try {
    ({ chargedNow } = await changeSubscriptionTier(app, subscriptionId, tierPrice(tierId), when));
  } catch (err) {
    if (err instanceof PaymentDeclined)
      throw new HttpError(402, 'payment_declined', TIER_CHANGE_TEXTS.declined);
    throw err;
  }
  app.log.info({ memberId: member.id, from: held, to: tierId, when, chargedNow }, 'membership tier changed');
  return { member: await currentMember(app, payment, member), chargedNow };
}

/** Stops the membership at the end of the period already paid; the member keeps it until then. */
export async function cancelAtPeriodEnd(
  app: FastifyInstance,
  paidMember: Pick<MemberRow, 'id'>,
): Promise<MemberRow> {
  const { member, payment, subscriptionId } = await managedMember(app, paidMember);
  if (member.status === 'canceled')
    throw new HttpError(409, 'membership_canceled', TIER_CHANGE_TEXTS.canceled);
  if (!member.cancelAtPeriodEnd) await setCancelAtPeriodEnd(app, subscriptionId, true);
  return currentMember(app, payment, member);
}

/** Takes back a cancel at the period's end, while that period has not ended. */
export async function resume(app: FastifyInstance, paidMember: Pick<MemberRow, 'id'>): Promise<MemberRow> {
  const { member, payment, subscriptionId } = await managedMember(app, paidMember);
  if (member.status === 'canceled')
    throw new HttpError(409, 'resume_too_late', TIER_CHANGE_TEXTS.resumeTooLate);
  if (!member.cancelAtPeriodEnd) return member;
  const state = await subscriptionState(app, subscriptionId);
  const ended =
    !state ||
    state.status === 'canceled' ||
    (state.currentPeriodEnd !== null && state.currentPeriodEnd.getTime() <= Date.now());
  if (ended) {
    // Record the end the provider knows of, so the member area says it too.
    await refreshFromProvider(app, payment).catch(() => undefined);
    throw new HttpError(409, 'resume_too_late', TIER_CHANGE_TEXTS.resumeTooLate);
  }
  await setCancelAtPeriodEnd(app, subscriptionId, false);
  return currentMember(app, payment, member);
}

/** The member's row after a change at the provider, the provider's state recorded first. */
async function currentMember(
  app: FastifyInstance,
  payment: PaymentRow,
  member: MemberRow,
): Promise<MemberRow> {
  const updated = (await refreshFromProvider(app, payment))?.member;
  return updated ?? (await repository.findMemberWithPayment(app.db, member.id))?.member ?? member;
}

/** After a paid membership changed: the member's Wall of Fame entry follows their tier. */
export async function membershipChanged(app: FastifyInstance, paymentId: number): Promise<void> {
  const paid = await repository.findMemberOfPayment(app.db, paymentId);
  if (paid?.memberId) await syncWallOfFame(app, paid.memberId);
}
