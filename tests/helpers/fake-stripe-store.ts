// The objects of the fake Stripe API, in Stripe's shapes: customers, monthly prices, coupons,
// subscriptions created incomplete with a first invoice and its PaymentIntent (discounted by a
// coupon), price changes with or without proration, cancel at the period's end, renewals, one-off
// PaymentIntents (tickets) and their cancel, refunds in full or in part, and billing portal sessions.

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON, read field by field here
export type Obj = Record<string, any>;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
    /** More of Stripe's error object: `param`, the `payment_intent` an error is about. */
    readonly extra: Obj = {},
  ) {
    super(message);
  }
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// The statuses from which Stripe lets a PaymentIntent be canceled (a processing one only "in rare
// cases": never, here).
const cancelable = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

let seq = 0;
const newId = (prefix: string) => `${prefix}_fake${++seq}${Math.random().toString(36).slice(2, 8)}`;
const now = () => Math.floor(Date.now() / 1000);

/** Unix seconds plus calendar months, on the same day or the month's last (as Stripe bills). */
function plusMonths(seconds: number, months: number): number {
  const start = new Date(seconds * 1000);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), last));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

export const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

export class FakeStripeStore {
  customers = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  paymentIntents = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  products = new Map<string, Obj>();
  refunds = new Map<string, Obj>();
  coupons = new Map<string, Obj>();
  /** Set by a test: refunds answer 500 (Stripe having a bad minute). */
  refundsDown = false;
  /** Set by a test: the saved card is declined for charges made off-session (a proration). */
  declineOffSession = false;

  get(map: Map<string, Obj>, id: string, what: string): Obj {
    const found = map.get(id);
    if (!found) throw new StripeError(404, `No such ${what}: '${id}'`);
    return found;
  }

  createCustomer(body: Obj): Obj {
    const customer = { id: newId('cus'), object: 'customer', name: body.name, email: body.email };
    this.customers.set(customer.id, { ...customer, metadata: body.metadata ?? {} });
    return this.customers.get(customer.id) as Obj;
  }

  createPrice(body: Obj): Obj {
    const product = { id: newId('prod'), object: 'product', ...body.product_data };
    this.products.set(product.id, product);
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      product: product.id,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      recurring: body.recurring,
      lookup_key: body.lookup_key,
      metadata: body.metadata,
    };
    this.prices.set(price.id, price);
    return price;
  }

  createSubscription(body: Obj): Obj {
    const customer = this.get(this.customers, body.customer, 'customer');
    const price = this.get(this.prices, body.items?.[0]?.price, 'price');
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
    };
    const created = now();
    const item = {
      id: newId('si'),
      object: 'subscription_item',
      price,
      quantity: 1,
      current_period_start: created,
      current_period_end: plusMonths(created, 1),
    };
    Object.assign(sub, {
      metadata: body.metadata ?? {},
      items: list([item], '/v1/subscription_items'),
      created,
      billing_cycle_anchor: created,
      cancel_at_period_end: false,
    });
    // A coupon given at creation discounts the first invoice (duration 'once': that one only).
    const coupon = body.discounts?.[0]?.coupon
      ? this.get(this.coupons, body.discounts[0].coupon, 'coupon')
      : null;
    const due = coupon
      ? price.unit_amount - Math.round((price.unit_amount * coupon.percent_off) / 100)
      : price.unit_amount;
    const intent: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: due,
      amount_received: 0,
    };
    Object.assign(intent, { currency: price.currency, status: 'requires_payment_method' });
    intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2)}`;
    const invoice = this.invoiceFor(sub, intent, {
      billing_reason: 'subscription_create',
      subtotal: price.unit_amount,
      amount_due: due,
      discounts: coupon ? [newId('di')] : [],
      amount_paid: 0,
      status: 'open',
    });
    sub.latest_invoice = invoice.id;
    this.paymentIntents.set(intent.id, intent);
    this.invoices.set(invoice.id, invoice);
    this.subscriptions.set(sub.id, sub);
    return this.subscriptionView(sub, body.expand ?? []);
  }

  createCoupon(body: Obj): Obj {
    if (body.id && this.coupons.has(body.id)) {
      throw new StripeError(400, 'Coupon already exists.', 'resource_already_exists');
    }
    const coupon = {
      id: body.id ?? newId('co'),
      object: 'coupon',
      name: body.name ?? null,
      percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
      duration: body.duration,
      metadata: body.metadata ?? {},
      valid: true,
      created: now(),
    };
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  /**
   * POST /v1/subscriptions/:id: a new price for the item (with proration_behavior 'none': from
   * the next invoice; 'always_invoice': the difference for the rest of the period invoiced and
   * charged on the saved card at once), or cancel_at_period_end.
   */
  updateSubscription(id: string, body: Obj): Obj {
    const sub = this.get(this.subscriptions, id, 'subscription');
    if (sub.status === 'canceled') {
      throw new StripeError(400, 'A canceled subscription can only update its metadata.', 'invalid_request');
    }
    const change = body.items?.[0];
    if (change) {
      const item = sub.items.data.find((i: Obj) => i.id === change.id);
      if (!item) throw new StripeError(400, `No such subscription item: '${change.id}'`);
      const price = this.get(this.prices, change.price, 'price');
      if (price.id !== item.price.id && body.proration_behavior === 'always_invoice') {
        const at = now();
        const length = item.current_period_end - item.current_period_start;
        const left = Math.max(0, item.current_period_end - at);
        const amount = Math.round(((price.unit_amount - item.price.unit_amount) * left) / length);
        if (amount > 0) {
          if (this.declineOffSession && body.payment_behavior === 'error_if_incomplete') {
            throw new StripeError(402, 'Your card was declined.', 'card_declined');
          }
          sub.latest_invoice = this.paidInvoice(sub, amount, 'subscription_update', price.currency).id;
        }
      }
      item.price = price;
    }
    if (body.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    return this.subscriptionView(sub, body.expand ?? []);
  }

  /** An invoice of a subscription, paid (or to be paid) by `intent`. */
  invoiceFor(sub: Obj, intent: Obj, fields: Obj): Obj {
    return {
      id: newId('in'),
      object: 'invoice',
      currency: intent.currency,
      customer: sub.customer,
      ...fields,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      payments: list(
        [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }],
        '/v1/invoice_payments',
      ),
    };
  }

  /** An invoice charged on the saved card and paid, with its PaymentIntent. */
  paidInvoice(sub: Obj, amount: number, reason: string, currency = 'usd'): Obj {
    const intent: Obj = { id: newId('pi'), object: 'payment_intent', amount, amount_received: amount };
    Object.assign(intent, { currency, status: 'succeeded' });
    intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2)}`;
    const invoice = this.invoiceFor(sub, intent, {
      billing_reason: reason,
      amount_due: amount,
      amount_paid: amount,
      status: 'paid',
      status_transitions: { paid_at: now() },
    });
    this.paymentIntents.set(intent.id, intent);
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /**
   * The period's end, as Stripe's clock would bring it: a subscription set to cancel then is
   * canceled; otherwise the next period starts and its invoice, at the item's price, is paid.
   * Answers the renewal invoice (null when canceled).
   */
  endPeriod(id: string): Obj | null {
    const sub = this.get(this.subscriptions, id, 'subscription');
    const item = sub.items.data[0];
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: item.current_period_end });
      return null;
    }
    item.current_period_start = item.current_period_end;
    item.current_period_end = plusMonths(item.current_period_end, 1);
    const invoice = this.paidInvoice(sub, item.price.unit_amount, 'subscription_cycle', item.price.currency);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** The subscription whose first invoice a payment pays. */
  subscriptionOfPayment(paymentId: string): Obj {
    const intent = this.get(this.paymentIntents, paymentId, 'payment_intent');
    const invoice = [...this.invoices.values()].find(
      (i) => i.confirmation_secret?.client_secret === intent.client_secret,
    );
    return this.get(this.subscriptions, invoice?.parent.subscription_details.subscription, 'subscription');
  }

  /** The invoices of a subscription, oldest first. */
  invoicesOf(subscriptionId: string): Obj[] {
    return [...this.invoices.values()].filter(
      (i) => i.parent.subscription_details.subscription === subscriptionId,
    );
  }

  /** As Stripe answers: the invoice expanded only when asked, its "includable" fields likewise. */
  subscriptionView(sub: Obj, expand: string[]): Obj {
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return sub;
    const { confirmation_secret, payments, ...invoice } = this.invoices.get(sub.latest_invoice) as Obj;
    return {
      ...sub,
      latest_invoice: {
        ...invoice,
        ...(expand.includes('latest_invoice.confirmation_secret') ? { confirmation_secret } : {}),
        ...(expand.includes('latest_invoice.payments') ? { payments } : {}),
      },
    };
  }

  /** POST /v1/payment_intents: a one-off payment waiting for the browser's card. */
  createPaymentIntent(body: Obj): Obj {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || body.amount === undefined) {
      throw new StripeError(400, 'Invalid integer: amount', 'parameter_invalid_integer', { param: 'amount' });
    }
    if (amount < 50) {
      throw new StripeError(400, 'Amount must be at least $0.50 usd', 'amount_too_small', {
        param: 'amount',
      });
    }
    if (!body.currency) {
      throw new StripeError(400, 'Missing required param: currency.', 'parameter_missing', {
        param: 'currency',
      });
    }
    const intent: Obj = { id: newId('pi'), object: 'payment_intent', amount, amount_received: 0 };
    Object.assign(intent, {
      currency: String(body.currency).toLowerCase(),
      status: 'requires_payment_method',
      automatic_payment_methods: body.automatic_payment_methods
        ? { enabled: body.automatic_payment_methods.enabled === 'true' }
        : null,
      receipt_email: body.receipt_email ?? null,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      created: now(),
      canceled_at: null,
      cancellation_reason: null,
      latest_charge: null,
      livemode: false,
    });
    intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2)}`;
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** POST /v1/payment_intents/:id/cancel: refused, as Stripe refuses it, once it is paid or over. */
  cancelPaymentIntent(id: string, body: Obj): Obj {
    const intent = this.get(this.paymentIntents, id, 'payment_intent');
    if (!cancelable.has(intent.status)) {
      throw new StripeError(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...cancelable].join(', ')}, processing.`,
        'payment_intent_unexpected_state',
        { payment_intent: { ...intent } },
      );
    }
    return Object.assign(intent, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: body.cancellation_reason ?? null,
    });
  }

  /** A bank's part: the payment is under way and will be decided later. */
  processPayment(paymentId: string): Obj {
    const intent = this.get(this.paymentIntents, paymentId, 'payment_intent');
    return Object.assign(intent, { status: 'processing' });
  }

  /**
   * The card network's part: the payment goes through (with another amount, for a tamperer). A
   * canceled payment can no longer be paid.
   */
  succeedPayment(paymentId: string, amount?: number) {
    const intent = this.get(this.paymentIntents, paymentId, 'payment_intent');
    if (intent.status === 'canceled' || intent.status === 'succeeded') {
      throw new Error(`PaymentIntent ${paymentId} is ${intent.status}: it cannot be paid`);
    }
    if (amount !== undefined) intent.amount = amount;
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: newId('ch'),
    });
    const invoice = [...this.invoices.values()].find(
      (i) => i.confirmation_secret?.client_secret === intent.client_secret,
    );
    if (invoice) {
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: intent.amount,
        status_transitions: { paid_at: now() },
      });
      const sub = this.subscriptions.get(invoice.parent.subscription_details.subscription);
      if (sub) sub.status = 'active';
    }
    return { intent, invoice };
  }

  /** Stripe answers a canceled subscription as gone: canceling it again is a 404. */
  cancelSubscription(id: string): Obj {
    const sub = this.get(this.subscriptions, id, 'subscription');
    if (sub.status === 'canceled') throw new StripeError(404, `No such subscription: '${id}'`);
    return Object.assign(sub, { status: 'canceled', canceled_at: now() });
  }

  /**
   * A refund of a succeeded payment: `amount` cents of it, or all that is left. Never beyond what
   * was received: a refund of more than is left, or of a payment refunded in full, is refused with
   * Stripe's errors.
   */
  createRefund(body: Obj): Obj {
    if (this.refundsDown) throw new StripeError(500, 'An unknown error occurred', 'api_error');
    const intent = this.get(this.paymentIntents, body.payment_intent, 'payment_intent');
    if (body.reason !== undefined && !REFUND_REASONS.has(body.reason)) {
      throw new StripeError(
        400,
        `Invalid reason: must be one of ${[...REFUND_REASONS].join(', ')}`,
        'parameter_invalid_string',
        { param: 'reason' },
      );
    }
    if (intent.status !== 'succeeded') {
      throw new StripeError(
        400,
        `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const refunded = this.refundedOf(intent.id);
    const left = intent.amount_received - refunded;
    if (left <= 0) {
      throw new StripeError(
        400,
        `Charge ${intent.latest_charge ?? intent.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    let amount = left;
    if (body.amount !== undefined) {
      amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        throw new StripeError(400, 'Invalid positive integer', 'parameter_invalid_integer', {
          param: 'amount',
        });
      }
      if (amount > left) {
        throw new StripeError(
          400,
          `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
          'amount_too_large',
          { param: 'amount' },
        );
      }
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      payment_intent: intent.id,
      charge: intent.latest_charge ?? null,
      amount,
      currency: intent.currency,
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** Cents of a payment refunded so far. */
  refundedOf(paymentId: string): number {
    return [...this.refunds.values()]
      .filter((r) => r.payment_intent === paymentId)
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** GET /v1/refunds: newest first, of one payment when `payment_intent` is given. */
  listRefunds(query: Obj): Obj[] {
    const limit = query.limit === undefined ? 10 : Number(query.limit);
    return [...this.refunds.values()]
      .filter((r) => !query.payment_intent || r.payment_intent === query.payment_intent)
      .reverse()
      .slice(0, limit);
  }

  portalSession(body: Obj): Obj {
    this.get(this.customers, body.customer, 'customer');
    const url = `https://billing.stripe.com/p/session/${newId('test')}`;
    return { id: newId('bps'), object: 'billing_portal.session', url, return_url: body.return_url };
  }
}
