import Stripe from 'stripe';
import { INTRODUCTORY_PERCENT_OFF } from '../../../shared/membership-tiers';
import type { StripeConfig } from '../../config';
import {
  InvalidWebhook,
  PaymentDeclined,
  type PaymentProvider,
  type PaymentState,
  type TierPrice,
} from './payment-provider';
import { subscriptionState, toPaymentEvent } from './stripe-events';

/** Marks what this club creates on a Stripe account that may also bill other products. */
export const CLUB_METADATA = { club: 'mesc' } as const;

/** The coupon of the new member's first month at half price, created once and found by its id. */
export const INTRODUCTORY_COUPON_ID = 'mesc-first-month-half';

// A PaymentIntent's status in the club's words; every other status still needs the card.
const settled: Record<string, PaymentState['status']> = {
  succeeded: 'succeeded',
  processing: 'processing',
  canceled: 'canceled',
};

// Statuses in which Stripe still bills (or tries to bill) a subscription.
const _billing = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * Membership as a Stripe Billing subscription: the customer (reused for a returning e-mail), a
 * monthly price per tier (found by lookup key, created once), and the subscription created
 * incomplete so the browser pays its first invoice with the Payment Element. Tickets as one
 * PaymentIntent per order, paid with the same Payment Element, canceled when the hold runs out,
 * refunded a ticket at a time.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...apiAddress(config.apiBase),
    // Retries carry idempotency keys, so a lost answer never creates a second subscription.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'MESC club site' },
  });
  const prices = new Map<string, Promise<string>>();

  async function findOrCreateCustomer(name: string, email: string): Promise<string> {
    // Stripe matches e-mails exactly: the club keeps them lower-case there.
    const address = email.toLowerCase();
    const { data } = await stripe.customers.list({ email: address, limit: 10 });
    const existing = data.find((c) => c.metadata?.club === CLUB_METADATA.club) ?? data[0];
    if (existing) return existing.id;
    const created = await stripe.customers.create({ name, email: address, metadata: CLUB_METADATA });
    return created.id;
  }

  function monthlyPrice(input: TierPrice): Promise<string> {
    // The amount is part of the key: a new price for a tier never reuses the old one.
    const lookupKey = `mesc_${input.tier}_monthly_${input.amount}`;
    let price = prices.get(lookupKey);
    if (!price) {
      price = (async () => {
        const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        if (found.data[0]) return found.data[0].id;
        const created = await stripe.prices.create({
          currency: 'usd',
          unit_amount: input.amount,
          recurring: { interval: 'month' },
          product_data: { name: input.productName, metadata: CLUB_METADATA },
          lookup_key: lookupKey,
          transfer_lookup_key: true,
          metadata: { ...CLUB_METADATA, tier: input.tier },
        });
        return created.id;
      })();
      // A failed lookup is asked again next time, not remembered.
      price.catch(() => prices.delete(lookupKey));
      prices.set(lookupKey, price);
    }
    return price;
  }

  let coupon: Promise<string> | null = null;
  function introductoryCoupon(): Promise<string> {
    if (!coupon) {
      coupon = (async () => {
        try {
          return (await stripe.coupons.retrieve(INTRODUCTORY_COUPON_ID)).id;
        } catch (err) {
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)) throw err;
        }
        try {
          const created = await stripe.coupons.create({
            id: INTRODUCTORY_COUPON_ID,
            name: `First month ${INTRODUCTORY_PERCENT_OFF}% off`,
            percent_off: INTRODUCTORY_PERCENT_OFF,
            duration: 'once',
            metadata: CLUB_METADATA,
          });
          return created.id;
        } catch (err) {
          // Another process created it a moment ago: the id is the same.
          if (
            err instanceof Stripe.errors.StripeInvalidRequestError &&
            err.code === 'resource_already_exists'
          ) {
            return INTRODUCTORY_COUPON_ID;
          }
          throw err;
        }
      })();
      coupon.catch(() => {
        coupon = null;
      });
    }
    return coupon;
  }

  return {
    id: 'stripe',
    publishableKey: config.publishableKey,

    async startSubscription(input) {
      const customerId = await findOrCreateCustomer(input.name, input.email);
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: await monthlyPrice(input) }],
        // The coupon lasts one invoice: the first month is discounted, later ones are not.
        ...(input.introductory ? { discounts: [{ coupon: await introductoryCoupon() }] } : {}),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
        metadata: { ...CLUB_METADATA, tier: input.tier },
      });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error(`Stripe gave subscription ${subscription.id} no payment to confirm`);
      const intent = invoice?.payments?.data[0]?.payment.payment_intent;
      const paymentId =
        (typeof intent === 'string' ? intent : intent?.id) ?? clientSecret.split('_secret_')[0];
      return { paymentId, clientSecret, customerId, subscriptionId: subscription.id };
    },

    async startPayment(input) {
      // One PaymentIntent per order: the key names the order, so a retry (the SDK's, or a second
      // request for the same order) answers the intent already made instead of a second charge.
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: input.email,
          description: input.description,
          metadata: { ...CLUB_METADATA, kind: 'tickets', reference: input.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe gave payment ${intent.id} no client secret`);
      return { paymentId: intent.id, clientSecret: intent.client_secret };
    },

    async cancelPayment(paymentId) {
      try {
        const intent = await stripe.paymentIntents.cancel(paymentId, { cancellation_reason: 'abandoned' });
        return settled[intent.status] ?? 'requires_payment';
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        // A payment Stripe does not know can never be charged.
        if (err.statusCode === 404) return 'canceled';
        // Stripe refuses to cancel a payment that succeeded (or is processing, or was canceled
        // already): how it stands now is the answer.
        if (err.code !== 'payment_intent_unexpected_state') throw err;
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        const status = settled[intent.status];
        if (!status) throw err;
        return status;
      }
    },

    async retrievePayment(paymentId): Promise<PaymentState | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        const status = settled[intent.status] ?? 'requires_payment';
        return { status, amount: intent.amount_received || intent.amount, currency: intent.currency };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async changeTier(subscriptionId, to, when) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      const price = await monthlyPrice(to);
      if (!item || item.price.id === price) return { chargedNow: 0 };
      const updated = await stripe.subscriptions
        .update(
          subscriptionId,
          {
            items: [{ id: item.id, price }],
            ...(when === 'now'
              ? // The difference for the rest of the period is invoiced and charged on the saved
                // card at once; a declined card leaves the subscription as it was.
                { proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' }
              : // The period under way stays paid as it is; the next renewal is at the new price.
                { proration_behavior: 'none' }),
            expand: ['latest_invoice'],
          },
          // Two requests for the same change in the same period (a double click, a retry, a
          // second process) make one change and one charge.
          {
            idempotencyKey: `mesc-tier-${subscriptionId}-${item.price.id}-${price}-${when}-${item.current_period_end}`,
          },
        )
        .catch((err) => {
          if (err instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(err.message);
          throw err;
        });
      const invoice = updated.latest_invoice as Stripe.Invoice | null;
      const charged =
        when === 'now' && invoice && invoice.billing_reason === 'subscription_update'
          ? invoice.amount_paid
          : 0;
      return { chargedNow: charged };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        // Stripe answers a canceled subscription as missing ("No such subscription"); one that
        // still exists and is canceled is what was asked for.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)) throw err;
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        if (!['canceled', 'incomplete_expired'].includes(subscription.status)) throw err;
      }
    },

    async refundPayment(paymentId, idempotencyKey, amount) {
      const metadata = { ...CLUB_METADATA, refund_key: idempotencyKey };
      if (amount !== undefined) {
        // Stripe forgets idempotency keys after 24 hours, and a second part refund would go
        // through: a refund already made under this key (kept in its metadata) is the answer.
        const made = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 });
        if (
          made.data.some(
            (r) =>
              r.metadata?.refund_key === idempotencyKey && !['failed', 'canceled'].includes(r.status ?? ''),
          )
        ) {
          return;
        }
      }
      try {
        await stripe.refunds.create(
          amount === undefined
            ? // All that is left (a membership paid twice, tickets paid too late for their seats).
              { payment_intent: paymentId, reason: 'duplicate', metadata }
            : // Part of it (one ticket of several).
              { payment_intent: paymentId, amount, reason: 'requested_by_customer', metadata },
          { idempotencyKey },
        );
      } catch (err) {
        // Asked again after Stripe forgot the key, or refunded in Stripe's dashboard meanwhile:
        // nothing of the payment is left to give back, so this part went back too.
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          err.code === 'charge_already_refunded'
        ) {
          return;
        }
        throw err;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new InvalidWebhook('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new InvalidWebhook((err as Error).message);
      }
      return toPaymentEvent(event);
    },
  };
}

/** STRIPE_API_BASE as the SDK's host/port/protocol options. */
function apiAddress(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}
