import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MemberPayment, MemberPaymentStatus } from '../../../shared/member-page';
import type {
  ManagedMembership,
  MembershipPaymentRequest,
  MembershipPaymentStart,
  PaidMember,
} from '../../../shared/membership';
import {
  findTier,
  introductoryPrice,
  type MembershipTier,
  type PaidTierId,
} from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { membershipStatusLabel, paidTierLabel } from '../../../shared/paid-members';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { type Cell, miamiStamp } from '../../lists/csv';
import type { PagedList } from '../../lists/list-routes';
import { addressHasHistory, memberForPayment, onAddressProven, welcomeSignIn } from '../members/service';
import * as payments from '../payments/service';
import { sendMembershipMails } from './membership-mail';
import { awaitOwner, OWNER_ACTIVATION_EXPIRES, tellOwnerOfSecondPayment } from './owner-activation';
import type { MemberRow, PaymentRow } from './repository';
import * as repository from './repository';
import { refundSecondPayment } from './second-payment';
import { membershipChanged, membershipStarted, tierPrice } from './subscription-changes';

// Paid memberships: starting and confirming the payment, making the member (exactly once,
// whoever gets there first: the browser's confirmation or the provider's webhook), the member's
// "Manage membership" link, and the staff's list. The browser says which tier; the price always
// comes from the tier table, and only the payment provider says whether a payment went through.

export async function startMembershipPayment(
  app: FastifyInstance,
  input: MembershipPaymentRequest,
  // The signed-in member's e-mail, if any: their session proves that address is theirs.
  sessionEmail: string | null,
): Promise<MembershipPaymentStart & { checkoutToken: string }> {
  const tier = findTier(input.tierId) as MembershipTier;
  if (input.amount !== tier.priceInCents) {
    throw new HttpError(
      400,
      'amount_mismatch',
      `The amount ${input.amount} does not match the ${tier.label} price of ${formatDollars(tier.priceInCents)} a month (${tier.priceInCents} cents).`,
    );
  }
  // Every address gets the same answer, member or not (a live member's second payment is refunded
  // when paid, and its owner told by e-mail): the answer tells a stranger nothing about it.
  // The first month at half price, once per e-mail: decided here, never by the browser, and
  // recorded on the payment so the amount paid is checked against it.
  const introductory = !(await repository.hasHadIntroductoryOffer(app.db, input.email));
  const started = await payments.startSubscription(app, {
    ...tierPrice(tier.id as PaidTierId),
    name: input.name,
    email: input.email,
    introductory,
  });
  const checkoutToken = randomBytes(32).toString('base64url');
  await repository.insertPayment(app.db, {
    provider: started.provider,
    providerPaymentId: started.paymentId,
    tier: tier.id,
    // The monthly price; the first charge is introductoryPrice(amount) when introductory.
    amount: tier.priceInCents,
    introductory,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    customerId: started.customerId,
    subscriptionId: started.subscriptionId,
    checkoutTokenHash: hashCheckoutToken(checkoutToken),
    ownerSignedIn: sessionEmail !== null && sessionEmail.toLowerCase() === input.email.toLowerCase(),
  });
  return {
    clientSecret: started.clientSecret,
    amountDue: introductory ? introductoryPrice(tier.priceInCents) : tier.priceInCents,
    introductory,
    checkoutToken,
  };
}

const hashCheckoutToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * What the browser that brings this checkout token may have of a confirmed payment: it started
 * the checkout (`payer`: it may see the member's details), and the member to sign it in as, the
 * first time only (null after, or for another browser).
 */
export async function checkoutBrowser(
  app: FastifyInstance,
  paymentId: string,
  checkoutToken: string | null,
): Promise<{ payer: boolean; signInAs: number | null }> {
  const none = { payer: false, signInAs: null };
  if (!checkoutToken) return none;
  const payment = await findPayment(app, { paymentId });
  const tokenHash = hashCheckoutToken(checkoutToken);
  if (!payment || payment.checkoutTokenHash !== tokenHash) return none;
  const member = await repository.findMemberOfPayment(app.db, payment.id);
  if (!member?.memberId) return { payer: true, signInAs: null };
  const first = await repository.useCheckoutToken(app.db, payment.id, tokenHash);
  return { payer: true, signInAs: first ? member.memberId : null };
}

/** A payment this club started with the current provider. */
export function findPayment(
  app: FastifyInstance,
  where: { paymentId: string } | { subscriptionId: string },
): Promise<PaymentRow | undefined> {
  return repository.findPayment(app.db, payments.currentProvider(app), where);
}

/**
 * Only the tier's own price, charged in US dollars, makes a member; or exactly the half price of
 * the first month when the payment was started with the new member's offer.
 */
export function paymentMatchesTier(payment: PaymentRow, paid: { amount: number; currency: string }): boolean {
  const tier = findTier(payment.tier);
  if (!tier || paid.currency !== 'usd' || payment.amount !== tier.priceInCents) return false;
  return (
    paid.amount === tier.priceInCents ||
    (payment.introductory && paid.amount === introductoryPrice(tier.priceInCents))
  );
}

const notPaid: Record<Exclude<payments.PaymentState['status'], 'succeeded'>, string> = {
  processing: 'Your payment is still processing: your membership starts as soon as it clears.',
  requires_payment: 'This payment has not been completed.',
  canceled: 'This payment was canceled.',
};

/**
 * The member is made once the provider confirms the payment for the tier's price, or, for an
 * address with history, the payment waits for its owner (owner-activation.ts).
 */
export async function confirmMembershipPayment(
  app: FastifyInstance,
  paymentId: string,
): Promise<{ kind: 'member'; member: PaidMember } | { kind: 'sent_to_inbox'; tier: string }> {
  const payment = await findPayment(app, { paymentId });
  if (!payment) throw new HttpError(404, 'not_found', 'No membership payment has this id.');
  const state = await payments.paymentState(app, paymentId);
  if (!state) throw new HttpError(404, 'not_found', 'No membership payment has this id.');
  if (state.status !== 'succeeded') throw new HttpError(409, 'payment_not_paid', notPaid[state.status]);
  if (!paymentMatchesTier(payment, state)) {
    app.log.warn({ paymentId, tier: payment.tier, amount: state.amount }, 'payment does not match its tier');
    throw new HttpError(
      409,
      'payment_mismatch',
      'This payment does not match the price of the membership tier.',
    );
  }
  const activation = await app.db.transaction(async (tx) => {
    const made = await activateMembership(app, tx, payment.id, new Date());
    if (made.kind === 'member') await membershipStarted(app, tx, payment);
    return made;
  });
  if (activation.kind === 'second') {
    // The visitor hears the verdict even if the provider is unreachable for a moment: the
    // payment stays 'refunding', and the next confirmation or webhook delivery refunds it.
    await refundSecondPayment(app, activation.payment).catch((err) =>
      app.log.error({ err, paymentId }, 'refunding a second membership payment failed; it is retried'),
    );
    return { kind: 'sent_to_inbox', tier: payment.tier };
  }
  if (activation.kind === 'awaiting_owner') return { kind: 'sent_to_inbox', tier: payment.tier };
  await membershipChanged(app, payment.id);
  return activation;
}

/**
 * The owner of an address proved it (a sign-in link or code from its inbox): every membership
 * paid for it and waiting starts now, as if its payment had just been confirmed.
 */
export async function startMembershipsWaitingFor(app: FastifyInstance, email: string): Promise<void> {
  for (const waiting of await repository.paymentsAwaitingOwner(app.db, email)) {
    const activation = await app.db.transaction(async (tx) => {
      const made = await activateMembership(app, tx, waiting.id, new Date(), { ownerProven: true });
      if (made.kind === 'member') await membershipStarted(app, tx, waiting);
      return made;
    });
    if (activation.kind === 'second') await refundSecondPayment(app, activation.payment);
    else await membershipChanged(app, waiting.id);
  }
}

/** The owner's sign-in starts what waits for them; the deadline refunds what nobody claimed. */
export function registerOwnerActivation(app: FastifyInstance): void {
  onAddressProven(app, (member) => startMembershipsWaitingFor(app, member.email));
  app.jobs.register(OWNER_ACTIVATION_EXPIRES, {
    run: (payload) => refundUnclaimed(app, Number(payload.paymentId)),
  });
}

/** An owner who never came: the subscription is canceled and the payment refunded, once. */
export async function refundUnclaimed(app: FastifyInstance, paymentId: number): Promise<void> {
  const payment = await app.db.transaction(async (tx) => {
    const locked = await repository.lockPayment(tx, paymentId);
    if (locked?.status !== 'awaiting_owner') return locked;
    return repository.setPaymentStatus(tx, paymentId, 'refunding');
  });
  if (payment) await refundSecondPayment(app, payment);
}

export { membershipChanged } from './subscription-changes';

const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Activation =
  /** The payment's member (made now, with its welcome e-mail, or by an earlier call). */
  | { kind: 'member'; member: PaidMember }
  /** The address has history: the payment waits for its owner to sign in (owner-activation.ts). */
  | { kind: 'awaiting_owner'; payment: PaymentRow }
  /** The e-mail already had a live member from another payment: this one must be given back. */
  | { kind: 'second'; payment: PaymentRow };

/**
 * Makes the member of a succeeded payment, once, unless the e-mail already has a live member.
 * Both rules are the database's: concurrent callers meet at the unique indexes on
 * paid_members.payment_id and on the live members' lower(email). Whoever inserts first wins;
 * a caller for the same payment reads the row it made, and a caller for another payment of the
 * same e-mail marks that payment 'refunding' (the caller then refunds it: see second-payment.ts).
 * `db` may be a transaction under way (a webhook's), which this one then joins.
 */
export async function activateMembership(
  app: FastifyInstance,
  db: Executor,
  paymentId: number,
  paidAt: Date,
  // The address's owner signed in with a link or code from its inbox (see owner-activation.ts).
  options: { ownerProven?: boolean } = {},
): Promise<Activation> {
  return db.transaction(async (tx) => {
    // Callers for one payment take turns, so its member and its refund are decided once.
    const payment = await repository.lockPayment(tx, paymentId);
    if (payment.status === 'refunding' || payment.status === 'refunded') return { kind: 'second', payment };
    const made = await repository.findMemberOfPayment(tx, payment.id);
    if (made) return { kind: 'member', member: repository.toPaidMember(made) };
    if (!options.ownerProven && !payment.ownerSignedIn) {
      if (payment.status === 'awaiting_owner') return { kind: 'awaiting_owner', payment };
      // Paying proves a card, not an inbox: an address with history (and no live membership,
      // which makes this payment a second one below) waits for its owner. History is read first:
      // a membership another payment of the address commits meanwhile brings its history and its
      // live member at once, so the read after it sees the member, and this payment is a second
      // one whatever the order (read the other way round, it waited for its owner).
      const history = await addressHasHistory(tx, payment.email);
      if (history && !(await repository.hasLiveMembership(tx, payment.email))) {
        return { kind: 'awaiting_owner', payment: await awaitOwner(app, tx, payment) };
      }
    }
    const manageToken = randomBytes(24).toString('base64url');
    // A phone typed by whoever paid for an address with history is not its owner's to keep.
    const phone = payment.status === 'awaiting_owner' ? null : payment.phone;
    const person = await memberForPayment(tx, { name: payment.name, email: payment.email, phone }, paidAt);
    const created = await repository.insertMemberIfFree(tx, {
      memberId: person.id,
      name: payment.name,
      email: payment.email,
      membershipTier: payment.tier,
      amount: payment.amount,
      paymentId: payment.id,
      // A status the provider reported before the member existed still counts.
      status: payment.subscriptionStatus ?? 'active',
      statusChangedAt: payment.subscriptionStatusAt,
      lastPaidAt: paidAt,
      manageTokenHash: hashManageToken(manageToken),
    });
    if (created) {
      await repository.setPaymentStatus(tx, payment.id, 'succeeded');
      const member = repository.toPaidMember(created);
      // The welcome e-mail is written with the member: one exists exactly when the other does.
      await sendMembershipMails(app, member, manageToken, await welcomeSignIn(app, tx, person.id), tx, {
        introductory: payment.introductory,
        phone: person.phone,
      });
      return { kind: 'member', member };
    }
    const existing = await repository.findMemberOfPayment(tx, payment.id);
    if (existing) return { kind: 'member', member: repository.toPaidMember(existing) };
    const second = await repository.setPaymentStatus(tx, payment.id, 'refunding');
    // Once: later callers find it 'refunding' above.
    await tellOwnerOfSecondPayment(app, tx, second);
    return { kind: 'second', payment: second };
  });
}

// The "Manage membership" link of the welcome e-mail: whoever holds it may see the membership,
// open the provider's billing portal or cancel, so no member has to write to the club to stop paying.

async function findByManageToken(app: FastifyInstance, token: string) {
  const found = await repository.findMemberByManageToken(app.db, hashManageToken(token));
  if (!found) {
    throw new HttpError(
      404,
      'not_found',
      `This link does not match a membership. Use the link in your welcome e-mail, or write to ${app.config.club.email}.`,
    );
  }
  return found;
}

function managed(app: FastifyInstance, row: MemberRow): ManagedMembership {
  const { name, email, membershipTier, amount, status, createdAt } = repository.toPaidMember(row);
  return {
    member: { name, email, membershipTier, amount, status, createdAt },
    manage: payments.hasBillingPortal(app) ? 'portal' : 'cancel',
  };
}

export async function describeMembership(app: FastifyInstance, token: string): Promise<ManagedMembership> {
  return managed(app, (await findByManageToken(app, token)).member);
}

/** A fresh session on the provider's portal (sessions expire, so the e-mail links here instead). */
export async function billingPortalUrl(app: FastifyInstance, token: string): Promise<string> {
  const { payment } = await findByManageToken(app, token);
  const url = payment.customerId
    ? await payments.billingPortalUrl(app, payment.customerId, '/membership')
    : null;
  if (!url) throw new HttpError(409, 'no_billing', 'This membership is managed on this page.');
  return url;
}

/** Stops the subscription at the provider now, then records it; canceling twice changes nothing. */
export async function cancelMembership(app: FastifyInstance, token: string): Promise<ManagedMembership> {
  const { member, payment } = await findByManageToken(app, token);
  if (member.status !== 'canceled') {
    await payments.stopSubscription(app, payment.subscriptionId);
    await repository.applySubscriptionStatus(app.db, payment.id, 'canceled', new Date());
  }
  return describeMembership(app, token);
}

/** Every paid member, newest first, with the status (the dashboard's Members tab), a page at a time. */
export const paidMemberList = (app: FastifyInstance): PagedList<PaidMember> => ({
  read: (search, cursor, limit) => repository.pageOfPaidMembers(app.db, search, cursor, limit),
  count: (search) =>
    app.counts.get(['paid_members'], `paid members ${search ?? ''}`, () =>
      repository.countPaidMembers(app.db, search),
    ),
});

/** The Members tab as a spreadsheet for staff. */
export const paidMembersCsv = {
  fileName: 'paid-members.csv',
  header: ['Name', 'Email', 'Tier', 'Amount', 'Status', 'Joined (Miami)'],
  row: (m: PaidMember): Cell[] => [
    m.name,
    m.email,
    paidTierLabel(m.membershipTier),
    formatDollars(m.amount),
    membershipStatusLabel(m.status),
    miamiStamp(m.createdAt),
  ],
};

// The member area's billing (the account feature asks here).

/** The provider's billing portal for a member's paid membership; null when the provider has none. */
export async function billingPortalFor(app: FastifyInstance, paidMember: MemberRow): Promise<string | null> {
  const payment = await repository.paymentOf(app.db, paidMember);
  if (!payment?.customerId) return null;
  return payments.billingPortalUrl(app, payment.customerId, '/account');
}

/** Stops every membership of a member that still bills, now (an account being deleted). */
export async function stopBillingOf(app: FastifyInstance, memberId: number): Promise<void> {
  for (const { payment } of await repository.liveMembershipsOf(app.db, memberId)) {
    await payments.stopSubscription(app, payment.subscriptionId);
    await repository.applySubscriptionStatus(app.db, payment.id, 'canceled', new Date());
  }
}

/** A deleted account's payments keep what the books need (amounts, dates, provider ids), not the payer. */
export function forgetPayer(app: FastifyInstance, email: string, placeholder: string): Promise<void> {
  return repository.forgetPayer(app.db, email, placeholder);
}

// A member's own changes, asked by the member area: see subscription-changes.ts.
export { cancelAtPeriodEnd, changeTier, resume } from './subscription-changes';

/** How many of a member's payments their staff page lists: the latest. */
const PAYMENTS_SHOWN = 50;

/** A member's membership payments as staff see them on the member's page, newest first. */
export async function memberPayments(
  app: FastifyInstance,
  memberId: number,
  email: string,
): Promise<MemberPayment[]> {
  const rows = await repository.paymentsOfMember(app.db, memberId, email, PAYMENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    tier: row.tier as 'premium' | 'inner_circle',
    amount: row.amount,
    status: row.status as MemberPaymentStatus,
    introductory: row.introductory,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    createdAt: row.createdAt.toISOString(),
  }));
}
