import type { TierId } from '../../../shared/constants';
import type { MembershipStatus } from '../../../shared/membership';

// One interface for taking membership payments: Stripe in production, the built-in test provider
// when no keys are set. The membership service speaks only this language.

export interface StartSubscriptionInput {
  tier: TierId;
  /** Cents a month, from the tier table. */
  amount: number;
  /** The tier as the provider's product and statement show it ("MESC Premium Fan"). */
  productName: string;
  name: string;
  email: string;
}

export interface StartedSubscription {
  /** The payment of the first month: the id the browser comes back with (payment_intent). */
  paymentId: string;
  /** Handed to the browser to pay that payment. */
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
}

export interface PaymentState {
  status: 'succeeded' | 'processing' | 'requires_payment' | 'canceled';
  amount: number;
  currency: string;
}

/** A provider's webhook event in the club's words; anything else is 'ignored'. */
export type PaymentEvent = { eventId: string; type: string; at: Date } & (
  | { kind: 'payment_succeeded'; paymentId: string; amount: number; currency: string }
  | { kind: 'first_invoice_paid'; subscriptionId: string; amount: number; currency: string }
  | { kind: 'renewed'; subscriptionId: string; paidAt: Date }
  | { kind: 'renewal_failed'; subscriptionId: string }
  | { kind: 'status_changed'; subscriptionId: string; status: MembershipStatus }
  | { kind: 'ignored'; reason: string }
);

export class MembershipAlreadyActive extends Error {}
export class InvalidWebhook extends Error {}

export interface PaymentProvider {
  readonly id: 'stripe' | 'test';
  /** Given to the browser for Stripe.js; null for the test provider. */
  readonly publishableKey: string | null;
  /** A monthly subscription whose first payment waits for the browser. Throws
   * MembershipAlreadyActive when the provider already bills this e-mail for a membership. */
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  /** Asks the provider, not the browser, how a payment stands. Null when it does not know it. */
  retrievePayment(paymentId: string): Promise<PaymentState | null>;
  /** Where a member manages billing (Stripe's customer portal); null: the club's own page cancels. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Stops billing now; canceling a subscription that is already canceled changes nothing. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives a succeeded payment back in full. Asked again with the same key (a retry, a second
   * process), it refunds nothing more.
   */
  refundPayment(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook delivery against its raw body; throws InvalidWebhook. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
