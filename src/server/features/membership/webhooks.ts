import type { FastifyInstance } from 'fastify';
import type { WebhookOutcome } from '../../../shared/membership';
import type { PaymentEvent } from '../../adapters/payments/payment-provider';
import { applySubscriptionStatus, recordRenewal, recordWebhookEvent } from './repository';
import { refundSecondPayment } from './second-payment';
import {
  type Activation,
  activateMembership,
  findPayment,
  membershipChanged,
  paymentMatchesTier,
} from './service';
import { applySubscriptionState, membershipStarted, renewalPaid } from './subscription-changes';

/**
 * Applies one provider event. The event id is recorded in the same transaction as its effects, so
 * a replayed delivery is answered without doing anything twice; every effect is also safe to
 * repeat and to receive out of order (see activateMembership and applySubscriptionStatus).
 */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<WebhookOutcome> {
  if (event.kind === 'ignored' || event.kind === 'payment_canceled') return 'ignored';
  const payment =
    event.kind === 'payment_succeeded'
      ? await findPayment(app, { paymentId: event.paymentId })
      : await findPayment(app, { subscriptionId: event.subscriptionId });
  // Not a payment this club started (another product, or another site on the same account).
  if (!payment) return 'ignored';

  const result = await app.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, {
      provider: app.payments.id,
      eventId: event.eventId,
      type: event.type,
    });
    if (!fresh) return { outcome: 'duplicate' as const };

    let activation: Activation | null = null;
    switch (event.kind) {
      case 'payment_succeeded':
      case 'first_invoice_paid':
        if (!paymentMatchesTier(payment, event)) {
          app.log.warn({ eventId: event.eventId, tier: payment.tier }, 'paid amount does not match the tier');
          return { outcome: 'ignored' as const };
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
    return { outcome: 'processed' as const, activation };
  });

  // Refunds go after the commit: a rolled-back event makes none, and its retry will. (The welcome
  // e-mail is written in the transaction, with the member.)
  const activation = result.outcome === 'processed' ? result.activation : null;
  // A refund that failed answers 500, so the provider delivers again; the repeat is a
  // 'duplicate', and the payment, still 'refunding', is refunded then.
  const second = activation?.kind === 'second' ? activation.payment : payment;
  await refundSecondPayment(app, second);
  if (result.outcome === 'processed') await membershipChanged(app, payment.id);
  return result.outcome;
}
