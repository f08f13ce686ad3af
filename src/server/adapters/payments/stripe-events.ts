import type Stripe from 'stripe';
import type { MembershipStatus } from '../../../shared/membership';
import type { PaymentEvent } from './payment-provider';

// Stripe's webhook events in the club's words. Events about anything the club did not create
// (other products billed on the same Stripe account) come out as 'ignored'.

const statusOf: Partial<Record<Stripe.Subscription.Status, MembershipStatus>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const isOurs = (metadata: Stripe.Metadata | null | undefined) => metadata?.club === 'mesc';

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type, at: new Date(event.created * 1000) };
  const ignored = (reason: string): PaymentEvent => ({ ...base, kind: 'ignored', reason });

  switch (event.type) {
    case 'payment_intent.succeeded': {
      // Whether the payment is a membership is known from the club's own payments table.
      const intent = event.data.object;
      return {
        ...base,
        kind: 'payment_succeeded',
        paymentId: intent.id,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details || !isOurs(details.metadata)) return ignored('not a club subscription invoice');
      const subscriptionId =
        typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
      const first = invoice.billing_reason === 'subscription_create';
      if (event.type === 'invoice.payment_failed') {
        // A declined first payment is retried in the browser; only a failed renewal matters here.
        return first
          ? ignored('first payment declined')
          : { ...base, kind: 'renewal_failed', subscriptionId };
      }
      if (first) {
        return {
          ...base,
          kind: 'first_invoice_paid',
          subscriptionId,
          amount: invoice.amount_paid,
          currency: invoice.currency,
        };
      }
      const paidAt = invoice.status_transitions?.paid_at;
      return { ...base, kind: 'renewed', subscriptionId, paidAt: paidAt ? new Date(paidAt * 1000) : base.at };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      if (!isOurs(subscription.metadata)) return ignored('not a club subscription');
      const status =
        event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf[subscription.status];
      if (!status) return ignored(`subscription ${subscription.status}`);
      return { ...base, kind: 'status_changed', subscriptionId: subscription.id, status };
    }
    default:
      return ignored('event type not used');
  }
}
