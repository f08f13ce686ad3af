// The objects of the fake Stripe API, in Stripe's shapes: customers, monthly prices, subscriptions
// created incomplete with a first invoice and its PaymentIntent, refunds, and billing portal sessions.

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON, read field by field here
export type Obj = Record<string, any>;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

let seq = 0;
const newId = (prefix: string) => `${prefix}_fake${++seq}${Math.random().toString(36).slice(2, 8)}`;
const now = () => Math.floor(Date.now() / 1000);

export const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

export class FakeStripeStore {
  customers = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  paymentIntents = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  products = new Map<string, Obj>();
  refunds = new Map<string, Obj>();
  /** Set by a test: refunds answer 500 (Stripe having a bad minute). */
  refundsDown = false;

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
    Object.assign(sub, { metadata: body.metadata ?? {}, items: { data: [{ price }] }, created: now() });
    const intent: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: price.unit_amount,
      amount_received: 0,
    };
    Object.assign(intent, { currency: price.currency, status: 'requires_payment_method' });
    intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2)}`;
    const invoice: Obj = {
      id: newId('in'),
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_due: price.unit_amount,
      amount_paid: 0,
      currency: price.currency,
      customer: customer.id,
      status: 'open',
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
    sub.latest_invoice = invoice.id;
    this.paymentIntents.set(intent.id, intent);
    this.invoices.set(invoice.id, invoice);
    this.subscriptions.set(sub.id, sub);
    return this.subscriptionView(sub, body.expand ?? []);
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

  /** The card network's part: the payment goes through (with another amount, for a tamperer). */
  succeedPayment(paymentId: string, amount?: number) {
    const intent = this.get(this.paymentIntents, paymentId, 'payment_intent');
    if (amount !== undefined) intent.amount = amount;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    const invoice = [...this.invoices.values()].find(
      (i) => i.confirmation_secret.client_secret === intent.client_secret,
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

  /** A full refund of a succeeded payment; a second one is refused, as Stripe refuses it. */
  createRefund(body: Obj): Obj {
    if (this.refundsDown) throw new StripeError(500, 'An unknown error occurred', 'api_error');
    const intent = this.get(this.paymentIntents, body.payment_intent, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeError(
        400,
        `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    if (refunded >= intent.amount_received) {
      throw new StripeError(
        400,
        `Charge for ${intent.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      payment_intent: intent.id,
      amount: intent.amount_received - refunded,
      currency: intent.currency,
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  portalSession(body: Obj): Obj {
    this.get(this.customers, body.customer, 'customer');
    const url = `https://billing.stripe.com/p/session/${newId('test')}`;
    return { id: newId('bps'), object: 'billing_portal.session', url, return_url: body.return_url };
  }
}
