import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFormBody } from './form-body';

// A local stand-in for the part of Stripe's HTTP API the club uses, so the real `stripe` SDK runs
// against it (STRIPE_API_BASE). It keeps objects in memory, answers in Stripe's shapes and error
// format, and lets a test play the part of the browser and of Stripe's card network.

export const FAKE_SECRET_KEY = 'sk_test_fakeclub';
// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open JSON, read field by field here
type Obj = Record<string, any>;

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

export async function startFakeStripe() {
  const store = {
    customers: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    paymentIntents: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
  };
  const requests: { method: string; path: string; body: Obj }[] = [];
  let seq = 0;
  const newId = (prefix: string) => `${prefix}_fake${++seq}${Math.random().toString(36).slice(2, 8)}`;
  const now = () => Math.floor(Date.now() / 1000);
  const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });
  const get = (map: Map<string, Obj>, id: string, what: string) => {
    const found = map.get(id);
    if (!found) throw new StripeError(404, `No such ${what}: '${id}'`);
    return found;
  };

  function subscriptionView(sub: Obj, expand: string[]) {
    if (!expand.some((e) => e.startsWith('latest_invoice'))) return sub;
    const { confirmation_secret, payments, ...invoice } = store.invoices.get(sub.latest_invoice) as Obj;
    return {
      ...sub,
      latest_invoice: {
        ...invoice,
        ...(expand.includes('latest_invoice.confirmation_secret') ? { confirmation_secret } : {}),
        ...(expand.includes('latest_invoice.payments') ? { payments } : {}),
      },
    };
  }

  function createSubscription(body: Obj) {
    const customer = get(store.customers, body.customer, 'customer');
    const price = get(store.prices, body.items?.[0]?.price, 'price');
    const sub: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
    };
    Object.assign(sub, { metadata: body.metadata ?? {}, items: { data: [{ price }] }, created: now() });
    const intent: Obj = { id: newId('pi'), object: 'payment_intent', amount: price.unit_amount };
    Object.assign(intent, {
      amount_received: 0,
      currency: price.currency,
      status: 'requires_payment_method',
    });
    intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2)}`;
    const invoice: Obj = { id: newId('in'), object: 'invoice', billing_reason: 'subscription_create' };
    Object.assign(invoice, {
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
    });
    sub.latest_invoice = invoice.id;
    store.paymentIntents.set(intent.id, intent);
    store.invoices.set(invoice.id, invoice);
    store.subscriptions.set(sub.id, sub);
    return subscriptionView(sub, body.expand ?? []);
  }

  function route(method: string, path: string, body: Obj): unknown {
    const [, , kind, id] = path.split('/');
    const key = `${method} /${kind}${id ? '/:id' : ''}`;
    switch (key) {
      case 'GET /customers':
        return list(
          [...store.customers.values()].filter((c) => !body.email || c.email === body.email),
          path,
        );
      case 'POST /customers': {
        const customer = { id: newId('cus'), object: 'customer', name: body.name, email: body.email };
        store.customers.set(customer.id, { ...customer, metadata: body.metadata ?? {} });
        return store.customers.get(customer.id);
      }
      case 'GET /subscriptions':
        return list(
          [...store.subscriptions.values()].filter((s) => s.customer === body.customer),
          path,
        );
      case 'POST /subscriptions':
        return createSubscription(body);
      case 'DELETE /subscriptions/:id':
        return Object.assign(get(store.subscriptions, id, 'subscription'), { status: 'canceled' });
      case 'GET /prices': {
        const keys: string[] = body.lookup_keys ?? [];
        return list(
          [...store.prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active),
          path,
        );
      }
      case 'POST /prices': {
        const product = { id: newId('prod'), object: 'product', ...body.product_data };
        store.products.set(product.id, product);
        const price = { id: newId('price'), object: 'price', active: true, product: product.id };
        Object.assign(price, { currency: body.currency, unit_amount: Number(body.unit_amount) });
        Object.assign(price, {
          recurring: body.recurring,
          lookup_key: body.lookup_key,
          metadata: body.metadata,
        });
        store.prices.set(price.id, price);
        return price;
      }
      case 'GET /payment_intents/:id':
        return get(store.paymentIntents, id, 'payment_intent');
      case 'POST /billing_portal/:id':
        get(store.customers, body.customer, 'customer');
        return {
          id: newId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${newId('test')}`,
          return_url: body.return_url,
        };
      default:
        throw new StripeError(404, `Unrecognized request URL (${method}: ${path})`, 'unrecognized');
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = parseFormBody(req.method === 'GET' ? url.search.slice(1) : raw);
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, body });
      res.setHeader('content-type', 'application/json');
      try {
        if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`)
          throw new StripeError(401, 'Invalid API Key provided', 'api_key_invalid');
        res.end(JSON.stringify(route(method, url.pathname, body)));
      } catch (err) {
        const e = err instanceof StripeError ? err : new StripeError(500, String(err), 'api_error');
        res.statusCode = e.status;
        res.end(
          JSON.stringify({
            error: {
              type: e.status === 401 ? 'authentication_error' : 'invalid_request_error',
              code: e.code,
              message: e.message,
            },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    store,
    requests,
    /** The browser paid with a card that went through (or set an amount a tamperer would). */
    succeedPayment(paymentId: string, amount?: number) {
      const intent = get(store.paymentIntents, paymentId, 'payment_intent');
      Object.assign(intent, { status: 'succeeded', amount_received: amount ?? intent.amount });
      if (amount !== undefined) intent.amount = amount;
      const invoice = [...store.invoices.values()].find(
        (i) => i.confirmation_secret.client_secret === intent.client_secret,
      );
      if (invoice) {
        Object.assign(invoice, {
          status: 'paid',
          amount_paid: intent.amount,
          status_transitions: { paid_at: now() },
        });
        Object.assign(store.subscriptions.get(invoice.parent.subscription_details.subscription) ?? {}, {
          status: 'active',
        });
      }
      return { intent, invoice };
    },
    paymentIdFor(clientSecret: string) {
      return clientSecret.split('_secret_')[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
