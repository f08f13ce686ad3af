import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../../../shared/membership';
import type {
  PaymentProvider,
  PaymentState,
  StartedPayment,
  StartedSubscription,
  StartPaymentInput,
  StartSubscriptionInput,
  SubscriptionState,
  TierChangeWhen,
  TierPrice,
} from '../../adapters/payments/payment-provider';
import { HttpError } from '../../errors';

// The one way the club's features reach the payment provider (docs/membership-and-payments.md):
// memberships and ticket orders start, follow, cancel and refund payments here, never through the
// provider itself. Every payment the club records names the provider that took it; a record taken
// with another provider (the club moved from the test provider to Stripe, or back) is left alone
// by the calls that can skip it, and refused in one sentence by a refund, which cannot.

export type {
  PaymentState,
  SubscriptionState,
  TierChangeWhen,
  TierPrice,
} from '../../adapters/payments/payment-provider';
export { PaymentDeclined } from '../../adapters/payments/payment-provider';

export type ProviderId = PaymentProvider['id'];

/** A payment as the club's records keep it: the provider that took it and its id there. */
export interface PaymentRecord {
  provider: string | null;
  providerPaymentId: string | null;
}

/** A subscription as the club's records keep it. */
export interface SubscriptionRecord {
  provider: string | null;
  subscriptionId: string | null;
}

/** The provider the club takes payments with now; every new record is stamped with it. */
export const currentProvider = (app: FastifyInstance): ProviderId => app.payments.id;

/** What the payment screen needs; public by design: the secret key never leaves the server. */
export function paymentConfig(app: FastifyInstance): PaymentConfig {
  return { provider: app.payments.id, publishableKey: app.payments.publishableKey };
}

/** Whether members manage their card on the provider's own billing page (Stripe's portal). */
export const hasBillingPortal = (app: FastifyInstance): boolean => app.payments.id === 'stripe';

/** Whether the record was taken with the provider in use, so the club can act on it there. */
export function takenHere<R extends PaymentRecord>(
  app: FastifyInstance,
  record: R,
): record is R & { providerPaymentId: string } {
  return record.providerPaymentId !== null && record.provider === app.payments.id;
}

/** Whether the subscription bills with the provider in use. */
export function billedHere<R extends SubscriptionRecord>(
  app: FastifyInstance,
  record: R,
): record is R & { subscriptionId: string } {
  return record.subscriptionId !== null && record.provider === app.payments.id;
}

/** A monthly subscription whose first payment waits for the browser, stamped with its provider. */
export async function startSubscription(
  app: FastifyInstance,
  input: StartSubscriptionInput,
): Promise<StartedSubscription & { provider: ProviderId }> {
  return { ...(await app.payments.startSubscription(input)), provider: app.payments.id };
}

/** A one-off payment waiting for the browser (tickets), stamped with its provider. */
export async function startPayment(
  app: FastifyInstance,
  input: StartPaymentInput,
): Promise<StartedPayment & { provider: ProviderId }> {
  return { ...(await app.payments.startPayment(input)), provider: app.payments.id };
}

/** How a payment stands, asked of the provider (never of the browser); null when it does not know it. */
export function paymentState(app: FastifyInstance, paymentId: string): Promise<PaymentState | null> {
  return app.payments.retrievePayment(paymentId);
}

/**
 * Makes an unpaid payment unpayable. Answers how it stands afterwards ('succeeded': it was paid
 * first, and must be honoured or refunded); null for a record of another provider, left alone.
 */
export async function cancelPayment(
  app: FastifyInstance,
  record: PaymentRecord,
): Promise<PaymentState['status'] | null> {
  if (!takenHere(app, record)) return null;
  return app.payments.cancelPayment(record.providerPaymentId);
}

/**
 * Gives a succeeded payment back: `amount` cents of it, or all that is left. The key names what
 * is refunded, so a retry or a second process refunds nothing more. A payment taken with another
 * provider cannot be refunded from here: a 409 says where to do it.
 */
export async function refund(
  app: FastifyInstance,
  record: PaymentRecord,
  idempotencyKey: string,
  amount?: number,
): Promise<void> {
  if (record.providerPaymentId === null) return;
  if (!takenHere(app, record)) {
    throw new HttpError(
      409,
      'refund_elsewhere',
      `This payment was taken with the ${record.provider} provider; refund it there.`,
    );
  }
  await app.payments.refundPayment(record.providerPaymentId, idempotencyKey, amount);
}

/** How a subscription stands at the provider; null when it does not know it. */
export function subscriptionState(
  app: FastifyInstance,
  subscriptionId: string,
): Promise<SubscriptionState | null> {
  return app.payments.retrieveSubscription(subscriptionId);
}

/** Moves a subscription to another tier's price; answers the cents charged now. Throws PaymentDeclined. */
export function changeSubscriptionTier(
  app: FastifyInstance,
  subscriptionId: string,
  to: TierPrice,
  when: TierChangeWhen,
): Promise<{ chargedNow: number }> {
  return app.payments.changeTier(subscriptionId, to, when);
}

/** Stops (true) or keeps (false) the renewal at the end of the period under way. */
export function setCancelAtPeriodEnd(
  app: FastifyInstance,
  subscriptionId: string,
  cancel: boolean,
): Promise<void> {
  return app.payments.setCancelAtPeriodEnd(subscriptionId, cancel);
}

/** Stops billing now; stopping a subscription already stopped changes nothing. */
export async function stopSubscription(app: FastifyInstance, subscriptionId: string | null): Promise<void> {
  if (subscriptionId) await app.payments.cancelSubscription(subscriptionId);
}

/** A fresh session on the provider's billing page, back to `returnPath`; null when it has none. */
export function billingPortalUrl(
  app: FastifyInstance,
  customerId: string,
  returnPath: string,
): Promise<string | null> {
  return app.payments.billingPortalUrl(customerId, `${app.config.publicUrl}${returnPath}`);
}
