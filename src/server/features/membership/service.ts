import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MembershipPaymentRequest, PaidMember } from '../../../shared/membership';
import { findTier, type MembershipTier } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { MembershipAlreadyActive, type PaymentState } from '../../adapters/payments/payment-provider';
import { payments } from '../../db/schema';
import { HttpError } from '../../errors';
import { activateMembership, hasLiveMembership, type PaymentRow } from './members';
import { sendMembershipMails } from './membership-mail';
import { refundSecondPayment, SECOND_PAYMENT_REFUNDED } from './second-payment';

// Starting and confirming a paid membership. The browser says which tier; the price always comes
// from the tier table, and only the payment provider says whether a payment went through.

export const ALREADY_A_MEMBER =
  'This e-mail address already has an active MESC membership. To change it, use the "Manage membership" link in your welcome e-mail.';

export async function startMembershipPayment(
  app: FastifyInstance,
  input: MembershipPaymentRequest,
): Promise<{ clientSecret: string }> {
  const tier = findTier(input.tierId) as MembershipTier;
  if (input.amount !== tier.priceInCents) {
    throw new HttpError(
      400,
      `The amount ${input.amount} does not match the ${tier.label} price of ${formatDollars(tier.priceInCents)} a month (${tier.priceInCents} cents).`,
    );
  }
  if (await hasLiveMembership(app.db, input.email)) throw new HttpError(409, ALREADY_A_MEMBER);
  const started = await app.payments
    .startSubscription({
      tier: tier.id,
      amount: tier.priceInCents,
      productName: `MESC ${tier.label} membership`,
      name: input.name,
      email: input.email,
    })
    .catch((err) => {
      if (err instanceof MembershipAlreadyActive) throw new HttpError(409, ALREADY_A_MEMBER);
      throw err;
    });
  await app.db.insert(payments).values({
    provider: app.payments.id,
    providerPaymentId: started.paymentId,
    tier: tier.id,
    amount: tier.priceInCents,
    name: input.name,
    email: input.email,
    customerId: started.customerId,
    subscriptionId: started.subscriptionId,
  });
  return { clientSecret: started.clientSecret };
}

export async function findPayment(
  app: FastifyInstance,
  where: { paymentId: string } | { subscriptionId: string },
): Promise<PaymentRow | undefined> {
  const match =
    'paymentId' in where
      ? eq(payments.providerPaymentId, where.paymentId)
      : eq(payments.subscriptionId, where.subscriptionId);
  const [row] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, app.payments.id), match));
  return row;
}

/** Only the tier's own price, charged in US dollars, makes a member. */
export function paymentMatchesTier(payment: PaymentRow, paid: { amount: number; currency: string }): boolean {
  const tier = findTier(payment.tier);
  return (
    Boolean(tier) &&
    paid.amount === tier?.priceInCents &&
    paid.amount === payment.amount &&
    paid.currency === 'usd'
  );
}

const notPaid: Record<Exclude<PaymentState['status'], 'succeeded'>, string> = {
  processing: 'Your payment is still processing: your membership starts as soon as it clears.',
  requires_payment: 'This payment has not been completed.',
  canceled: 'This payment was canceled.',
};

/** Spec §4 step 7: the member is made once the provider confirms the payment for the tier's price. */
export async function confirmMembershipPayment(app: FastifyInstance, paymentId: string): Promise<PaidMember> {
  const payment = await findPayment(app, { paymentId });
  if (!payment) throw new HttpError(404, 'No membership payment has this id.');
  const state = await app.payments.retrievePayment(paymentId);
  if (!state) throw new HttpError(404, 'No membership payment has this id.');
  if (state.status !== 'succeeded') throw new HttpError(409, notPaid[state.status]);
  if (!paymentMatchesTier(payment, state)) {
    app.log.warn({ paymentId, tier: payment.tier, amount: state.amount }, 'payment does not match its tier');
    throw new HttpError(409, 'This payment does not match the price of the membership tier.');
  }
  const activation = await activateMembership(app.db, payment.id, new Date(), (tx, member, token) =>
    sendMembershipMails(app, member, token, tx),
  );
  if (activation.kind === 'second') {
    // The visitor hears the verdict even if the provider is unreachable for a moment: the
    // payment stays 'refunding', and the next confirmation or webhook delivery refunds it.
    await refundSecondPayment(app, activation.payment).catch((err) =>
      app.log.error({ err, paymentId }, 'refunding a second membership payment failed; it is retried'),
    );
    throw new HttpError(409, SECOND_PAYMENT_REFUNDED);
  }
  return activation.member;
}

// For the admin dashboard's Members tab: every paid member with the spec's fields and the status.
export { listPaidMembers } from './members';
