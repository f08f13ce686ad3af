import type { FastifyInstance } from 'fastify';
import { refund, stopSubscription } from '../payments/service';
import { markRefunded, type PaymentRow } from './repository';

// A second membership paid for an e-mail that already has a live one (two checkouts in two tabs,
// paid at once) makes no second member: its subscription is canceled and its payment refunded.

/**
 * Cancels the subscription of a payment marked 'refunding' and refunds it, then marks it
 * 'refunded'. Anyone who meets the payment while it is 'refunding' calls this (the browser, each
 * webhook delivery, another process), so a crash half-way is finished by the next one; the
 * provider makes the repeats one refund through the idempotency key, which names the payment.
 */
export async function refundSecondPayment(app: FastifyInstance, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'refunding') return;
  // Billing stops first: a refund without the cancel would be followed by next month's charge.
  await stopSubscription(app, payment.subscriptionId);
  await refund(app, payment, `mesc-second-membership-${payment.providerPaymentId}`);
  if (await markRefunded(app.db, payment.id)) {
    app.log.warn(
      { paymentId: payment.providerPaymentId, provider: payment.provider },
      'second membership payment for one e-mail: subscription canceled and payment refunded',
    );
  }
}
