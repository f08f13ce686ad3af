import type Stripe from 'stripe';
import type { MembershipStatus } from '../../../shared/membership';
import { findTier, type PaidTierId } from '../../../shared/membership-tiers';
import type { PaymentEvent, SubscriptionState } from './payment-provider';

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

const paidTier = (id: unknown): PaidTierId | null => (id === 'premium' || id === 'inner_circle' ? id : null);

/**
 * A subscription in the club's words. The tier is the one of the price billed (its metadata.tier),
 * so a change made in Stripe's customer portal is seen as well as one made by the club; the period
 * is the item's (Stripe's API keeps it there since 2025).
 */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items?.data?.[0];
  const tier = paidTier(item?.price.metadata?.tier);
  return {
    status: statusOf[subscription.status] ?? null,
    tier,
    amount: item?.price.unit_amount ?? (tier ? (findTier(tier)?.priceInCents ?? 0) : 0),
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
  };
}

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
    case 'payment_intent.canceled': {
      // Canceled by the club (a hold that ran out) or in Stripe's dashboard: the order it pays
      // can no longer be paid. Intents the club did not create carry no club metadata.
      const intent = event.data.object;
      if (!isOurs(intent.metadata)) return ignored('not a club payment');
      return { ...base, kind: 'payment_canceled', paymentId: intent.id };
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
      if (event.type === 'customer.subscription.updated' && statusOf[subscription.status]) {
        // Status, tier, period and a cancel at the period's end, whoever changed them (the club, or
        // the member in Stripe's customer portal).
        return {
          ...base,
          kind: 'subscription_updated',
          subscriptionId: subscription.id,
          subscription: subscriptionState(subscription),
        };
      }
      const status =
        event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf[subscription.status];
      if (!status) return ignored(`subscription ${subscription.status}`);
      return { ...base, kind: 'status_changed', subscriptionId: subscription.id, status };
    }
    default:
      return ignored('event type not used');
  }
}
