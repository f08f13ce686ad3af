import type { FastifyInstance } from 'fastify';
import { type PaymentHandler, registerPaymentHandler } from '../payments/service';
import { applySubscriptionStatus, recordRenewal } from './repository';
import { refundSecondPayment } from './second-payment';
import {
  type Activation,
  activateMembership,
  findPayment,
  membershipChanged,
  paymentMatchesTier,
} from './service';
import { applySubscriptionState, membershipStarted, renewalPaid } from './subscription-changes';

type MembershipPayment = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/**
 * What the provider's events mean for memberships, registered with payments when the app is
 * built. Every effect is safe to repeat and to receive out of order (see activateMembership and
 * applySubscriptionStatus); payments applies each event id once.
 */
const membershipPayments: PaymentHandler<MembershipPayment, Activation | null> = {
  name: 'membership',
  async find(app, event) {
    if (event.kind === 'ignored' || event.kind === 'payment_canceled') return null;
    // Null: not a payment this club started (another product, or another site on the same account).
    return (
      (event.kind === 'payment_succeeded'
        ? await findPayment(app, { paymentId: event.paymentId })
        : await findPayment(app, { subscriptionId: event.subscriptionId })) ?? null
    );
  },

  async apply(app, tx, event, payment) {
    let activation: Activation | null = null;
    switch (event.kind) {
      case 'payment_succeeded':
      case 'first_invoice_paid':
        if (!paymentMatchesTier(payment, event)) {
          app.log.warn({ eventId: event.eventId, tier: payment.tier }, 'paid amount does not match the tier');
          return { outcome: 'ignored' };
        }
        activation = await activateMembership(app, tx, payment.id, event.at);
        break;
      case 'renewed':
        // A renewal proves the first payment went through, even if its own event was lost.
        activation = await activateMembership(app, tx, payment.id, event.paidAt);
        await applySubscriptionStatus(tx, payment.id, 'active', event.at);
        await recordRenewal(tx, payment.id, event.paidAt);
        await renewalPaid(tx, payment, event.paidAt);
        break;
      case 'renewal_failed':
        await applySubscriptionStatus(tx, payment.id, 'past_due', event.at);
        break;
      case 'status_changed':
        await applySubscriptionStatus(tx, payment.id, event.status, event.at);
        break;
      case 'subscription_updated':
        await applySubscriptionState(app, tx, payment, event.subscription, event.at);
        break;
    }
    if (activation?.kind === 'member') await membershipStarted(app, tx, payment);
    return { outcome: 'processed', result: activation };
  },

  // Refunds go after the commit: a rolled-back event makes none, and its retry will. (The welcome
  // e-mail is written in the transaction, with the member.) A refund that failed answers 500, so
  // the provider delivers again; the repeat is a 'duplicate', and the payment, still 'refunding',
  // is refunded then.
  async settle(app, payment, applied) {
    const activation = applied?.outcome === 'processed' ? applied.result : null;
    const second = activation?.kind === 'second' ? activation.payment : payment;
    await refundSecondPayment(app, second);
    if (applied?.outcome === 'processed') await membershipChanged(app, payment.id);
  },
};

/** Memberships take part in the provider's events (a first payment, renewals, status changes). */
export function registerMembershipPayments(app: FastifyInstance): void {
  registerPaymentHandler(app, membershipPayments);
}
