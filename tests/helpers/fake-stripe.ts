import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeStore, list, type Obj, StripeError } from './fake-stripe-store';
import { parseFormBody } from './form-body';
import { stripeEvent } from './stripe-webhook';

// A local stand-in for the part of Stripe's HTTP API the club uses, so the real `stripe` SDK runs
// against it (STRIPE_API_BASE): bracket-notation form bodies in, Stripe's JSON and error shapes out,
// the secret key checked on every request. Tests play the browser and the card network through
// `succeedPayment` (and `store.processPayment`), and Stripe's webhooks through `paymentEvent`.

export const FAKE_SECRET_KEY = 'sk_test_fakeclub';

function route(store: FakeStripeStore, method: string, path: string, body: Obj): unknown {
  const [, , kind, id, action] = path.split('/');
  switch (`${method} /${kind}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
    case 'GET /customers':
      return list(
        [...store.customers.values()].filter((c) => !body.email || c.email === body.email),
        path,
      );
    case 'POST /customers':
      return store.createCustomer(body);
    case 'GET /subscriptions':
      return list(
        [...store.subscriptions.values()].filter((s) => s.customer === body.customer),
        path,
      );
    case 'POST /subscriptions':
      return store.createSubscription(body);
    case 'GET /subscriptions/:id':
      return store.subscriptionView(store.get(store.subscriptions, id, 'subscription'), body.expand ?? []);
    case 'POST /subscriptions/:id':
      return store.updateSubscription(id, body);
    case 'GET /coupons/:id':
      return store.get(store.coupons, id, 'coupon');
    case 'POST /coupons':
      return store.createCoupon(body);
    case 'DELETE /subscriptions/:id':
      return store.cancelSubscription(id);
    case 'POST /refunds':
      return store.createRefund(body);
    case 'GET /refunds':
      return list(store.listRefunds(body), path);
    case 'GET /prices': {
      const keys: string[] = body.lookup_keys ?? [];
      return list(
        [...store.prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active),
        path,
      );
    }
    case 'POST /prices':
      return store.createPrice(body);
    case 'POST /payment_intents':
      return store.createPaymentIntent(body);
    case 'GET /payment_intents/:id':
      return store.get(store.paymentIntents, id, 'payment_intent');
    case 'POST /payment_intents/:id/cancel':
      return store.cancelPaymentIntent(id, body);
    case 'POST /billing_portal/:id':
      return store.portalSession(body);
    default:
      throw new StripeError(404, `Unrecognized request URL (${method}: ${path})`, 'unrecognized');
  }
}

export async function startFakeStripe() {
  const store = new FakeStripeStore();
  const requests: { method: string; path: string; body: Obj; idempotencyKey?: string }[] = [];
  // As Stripe does for 24 hours: a POST repeated with the same Idempotency-Key gets the first answer
  // again and changes nothing; the same key with another endpoint or other parameters is refused.
  const answered = new Map<string, { status: number; body: string; request: string }>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = parseFormBody(method === 'GET' ? url.search.slice(1) : raw);
      const header = req.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' && method === 'POST' ? header : undefined;
      requests.push({ method, path: url.pathname, body, idempotencyKey });
      res.setHeader('content-type', 'application/json');
      const request = `${url.pathname} ${JSON.stringify(body)}`;
      const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (earlier && earlier.request !== request) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          }),
        );
        return;
      }
      if (earlier) {
        res.setHeader('idempotent-replayed', 'true');
        res.statusCode = earlier.status;
        res.end(earlier.body);
        return;
      }
      let answer: { status: number; body: string; request: string };
      try {
        if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
          throw new StripeError(401, 'Invalid API Key provided', 'api_key_invalid');
        }
        answer = { status: 200, body: JSON.stringify(route(store, method, url.pathname, body)), request };
      } catch (err) {
        const e = err instanceof StripeError ? err : new StripeError(500, String(err), 'api_error');
        const type =
          e.status === 401
            ? 'authentication_error'
            : e.status === 402
              ? 'card_error'
              : 'invalid_request_error';
        answer = {
          status: e.status,
          body: JSON.stringify({ error: { type, code: e.code, message: e.message, ...e.extra } }),
          request,
        };
      }
      if (idempotencyKey && answer.status < 500) answered.set(idempotencyKey, answer);
      res.statusCode = answer.status;
      // Tells the SDK not to retry a 500 on its own, so a test sees the failure at once.
      if (answer.status >= 500) res.setHeader('stripe-should-retry', 'false');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    store,
    requests,
    succeedPayment: (paymentId: string, amount?: number) => store.succeedPayment(paymentId, amount),
    /**
     * The event Stripe would send about a payment as it stands now (payment_intent.succeeded,
     * payment_intent.canceled), to deliver with `deliver` from ./stripe-webhook: signed, and
     * delivered again as the same event when a test repeats it.
     */
    paymentEvent: (type: string, paymentId: string) =>
      stripeEvent(type, structuredClone(store.get(store.paymentIntents, paymentId, 'payment_intent'))),
    /** The subscription a payment's first invoice belongs to. */
    subscriptionOf: (paymentId: string) => store.subscriptionOfPayment(paymentId),
    /** The refunds Stripe made of one payment (each refund, not each request for one). */
    refundsOf: (paymentId: string) =>
      [...store.refunds.values()].filter((r) => r.payment_intent === paymentId),
    paymentIdFor: (clientSecret: string) => clientSecret.split('_secret_')[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
