import type { MembershipStatus } from '../../../shared/membership';
import type { PaidTierId } from '../../../shared/membership-tiers';

// One interface for taking payments (memberships and tickets): Stripe in production, the built-in
// test provider when no keys are set. The membership and tickets services speak only this language.

export interface StartSubscriptionInput {
  tier: PaidTierId;
  /** Cents a month, from the tier table. */
  amount: number;
  /** The tier as the provider's product and statement show it ("MESC Premium Fan"). */
  productName: string;
  name: string;
  email: string;
  /** The new member's first month at half price (INTRODUCTORY_PERCENT_OFF); later months in full. */
  introductory: boolean;
}

/** The tier a subscription moves to, priced from the tier table. */
export interface TierPrice {
  tier: PaidTierId;
  /** Cents a month. */
  amount: number;
  productName: string;
}

/**
 * 'now': the new price from today, the difference for the rest of the period charged at once on
 * the saved card. 'period_end': nothing charged now; the next renewal is at the new price.
 */
export type TierChangeWhen = 'now' | 'period_end';

/** A subscription as the provider bills it. */
export interface SubscriptionState {
  /** Null while the first payment is still awaited. */
  status: MembershipStatus | null;
  /** The tier of the price billed from the next renewal (null: not one of the club's prices). */
  tier: PaidTierId | null;
  /** Cents a month at that price. */
  amount: number;
  /** The period under way ends, and renews, then. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface StartedSubscription {
  /** The payment of the first month: the id the browser comes back with (payment_intent). */
  paymentId: string;
  /** Handed to the browser to pay that payment. */
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
}

/** A one-off payment (tickets): a Stripe PaymentIntent, paid in the browser. */
export interface StartPaymentInput {
  /** Cents, always decided by the server. */
  amount: number;
  /** What the card statement and the provider's dashboard show ("2 tickets: Fight Night"). */
  description: string;
  email: string;
  /** The club's record it pays for ("ticket-order-12"), kept with the payment. */
  reference: string;
  /** The same key answers the same payment: a retry never makes a second one. */
  idempotencyKey: string;
}

export interface StartedPayment {
  /** The id the browser comes back with (payment_intent). */
  paymentId: string;
  /** Handed to the browser to pay it. */
  clientSecret: string;
}

export interface PaymentState {
  status: 'succeeded' | 'processing' | 'requires_payment' | 'canceled';
  amount: number;
  currency: string;
}

/** A provider's webhook event in the club's words; anything else is 'ignored'. */
export type PaymentEvent = { eventId: string; type: string; at: Date } & (
  | { kind: 'payment_succeeded'; paymentId: string; amount: number; currency: string }
  /** A one-off payment that can no longer be paid (canceled, by the club or the provider). */
  | { kind: 'payment_canceled'; paymentId: string }
  | { kind: 'first_invoice_paid'; subscriptionId: string; amount: number; currency: string }
  | { kind: 'renewed'; subscriptionId: string; paidAt: Date }
  | { kind: 'renewal_failed'; subscriptionId: string }
  | { kind: 'status_changed'; subscriptionId: string; status: MembershipStatus }
  /** The subscription as it stands after a change (a tier, a cancel at the period's end, a renewal). */
  | { kind: 'subscription_updated'; subscriptionId: string; subscription: SubscriptionState }
  | { kind: 'ignored'; reason: string }
);

export class InvalidWebhook extends Error {}
/** The card on file was refused for a charge made without the member at the payment screen. */
export class PaymentDeclined extends Error {}

export interface PaymentProvider {
  readonly id: 'stripe' | 'test';
  /** Given to the browser for Stripe.js; null for the test provider. */
  readonly publishableKey: string | null;
  /**
   * A monthly subscription whose first payment waits for the browser. A second one for an e-mail
   * the provider already bills is made too: every checkout answers alike, and the club refunds a
   * second membership when it is paid (decision 0002).
   */
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  /** A one-off payment waiting for the browser (tickets). */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Makes an unpaid payment unpayable (a hold that ran out). Answers how it stands afterwards:
   * 'canceled', or 'succeeded' when it was paid first (then it must be honoured or refunded).
   */
  cancelPayment(paymentId: string): Promise<PaymentState['status']>;
  /** Asks the provider, not the browser, how a payment stands. Null when it does not know it. */
  retrievePayment(paymentId: string): Promise<PaymentState | null>;
  /** How the subscription stands now; null when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /**
   * Moves the subscription to another tier's price (see TierChangeWhen). Asked again for the same
   * change, it charges nothing more. Answers the cents charged now (0 for 'period_end').
   */
  changeTier(subscriptionId: string, to: TierPrice, when: TierChangeWhen): Promise<{ chargedNow: number }>;
  /** Stops (true) or keeps (false) the renewal at the end of the period under way. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Where a member manages billing (Stripe's customer portal); null: the club's own page cancels. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Stops billing now; canceling a subscription that is already canceled changes nothing. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives a succeeded payment back: `amount` cents of it (one ticket of several), or all that is
   * left when no amount is given. Asked again with the same key (a retry, a second process), it
   * refunds nothing more.
   */
  refundPayment(paymentId: string, idempotencyKey: string, amount?: number): Promise<void>;
  /** Verifies a webhook delivery against its raw body; throws InvalidWebhook. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
