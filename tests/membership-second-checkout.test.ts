import { afterAll, describe, expect, it } from 'vitest';
import { testPayments } from '../src/server/db/schema';
import { buildWithAdmin } from './helpers/admin';
import { startFakeStripe } from './helpers/fake-stripe';
import {
  confirmPayment,
  mailTo,
  manageTokenIn,
  paymentIdOf,
  payWithTestCard,
  premiumFan,
  startPayment,
  stripeEnv,
} from './helpers/membership';
import {
  paymentRows,
  SECOND_PAYMENT_ANSWER,
  shuffled,
  startCheckouts,
  stripeArrivals,
  stripeSender,
} from './helpers/second-checkout';

// One live membership per e-mail: checkouts started together and all paid make one member; every
// other payment is canceled and refunded at the provider, once, and its visitor is told so.

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const testMode = await buildWithAdmin();
const withStripe = await buildWithAdmin({ env: stripeEnv(stripe.url) });

async function membersWith(admin: typeof testMode.admin, email: string) {
  const response = await admin({ method: 'GET', url: '/api/admin/paid-members' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { email: string; status: string }[]).filter(
    (m) => m.email.toLowerCase() === email,
  );
}

/** Welcome e-mails, whatever letter case the member's checkout used. */
const welcomes = async (app: typeof testMode.app, email: string) =>
  [...(await mailTo(app, email)), ...(await mailTo(app, email.toUpperCase()))].filter((m) =>
    m.subject.startsWith('Welcome'),
  ).length;

describe('two checkouts for one e-mail with the test provider', () => {
  const { app, admin } = testMode;

  for (const count of [2, 5]) {
    it(`makes one member when ${count} paid checkouts are confirmed at once, twice each, and refunds the others`, async () => {
      const email = `tabs${count}@example.com`;
      const secrets = await startCheckouts(app, email, count);
      const paid = await Promise.all(secrets.map((s) => payWithTestCard(app, s, '4242 4242 4242 4242')));
      expect(paid.map((p) => p.statusCode)).toEqual(Array(count).fill(200));
      const ids = secrets.map(paymentIdOf);
      const order = shuffled([...ids, ...ids], count);
      const answers = await Promise.all(order.map((id) => confirmPayment(app, id)));

      const members = await membersWith(admin, email);
      expect(members).toHaveLength(1);
      expect(members[0].status).toBe('active');
      const rows = await paymentRows(app, ids);
      const winner = [...rows.values()].find((r) => r.status === 'succeeded');
      expect([...rows.values()].map((r) => r.status).sort()).toEqual(
        ['succeeded', ...Array(count - 1).fill('refunded')].sort(),
      );
      order.forEach((id, i) => {
        if (id === winner?.providerPaymentId) expect(answers[i].statusCode).toBe(200);
        else expect([answers[i].statusCode, answers[i].json()]).toEqual([200, SECOND_PAYMENT_ANSWER]);
      });
      const atProvider = (await app.db.select().from(testPayments)).filter((p) => ids.includes(p.id));
      expect(atProvider.filter((p) => p.status === 'refunded')).toHaveLength(count - 1);
      expect(atProvider.find((p) => p.status === 'succeeded')?.id).toBe(winner?.providerPaymentId);
      expect(await welcomes(app, email)).toBe(1);
    });
  }

  it('never makes a member of a refunded checkout, even after the member has left', async () => {
    const secrets = await startCheckouts(app, 'later@example.com', 2);
    for (const s of secrets) await payWithTestCard(app, s, '4242 4242 4242 4242');
    const [first, second] = secrets.map(paymentIdOf);
    expect((await confirmPayment(app, first)).statusCode).toBe(200);
    expect((await confirmPayment(app, second)).json()).toEqual(SECOND_PAYMENT_ANSWER);
    const [welcome] = await mailTo(app, 'later@example.com');
    const token = manageTokenIn(welcome.text);
    await app.inject({ method: 'POST', url: '/api/membership/cancel', payload: { token } });
    expect((await confirmPayment(app, second)).json()).toEqual(SECOND_PAYMENT_ANSWER);
    expect((await membersWith(admin, 'later@example.com')).map((m) => m.status)).toEqual(['canceled']);
  });

  it('answers a third checkout for a member’s address as any other, telling a stranger nothing', async () => {
    const again = await startPayment(app, { ...premiumFan, email: 'Tabs2@Example.com' });
    const fresh = await startPayment(app, { ...premiumFan, email: `nobody-${Date.now()}@example.com` });
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
  });
});

describe('two checkouts for one e-mail with Stripe', () => {
  const { app, admin } = withStripe;

  async function paidCheckouts(email: string, count: number) {
    const ids = (await startCheckouts(app, email, count)).map(stripe.paymentIdFor);
    for (const id of ids) stripe.succeedPayment(id);
    return ids;
  }

  for (const [count, seed] of [
    [2, 1],
    [2, 7],
    [5, 3],
  ]) {
    it(`makes one member of ${count} paid checkouts whatever order confirmations and webhooks arrive in (order ${seed})`, async () => {
      const email = `stripe-tabs-${count}-${seed}@example.com`;
      const ids = await paidCheckouts(email, count);
      const send = stripeSender(app, stripe);
      const order = shuffled(stripeArrivals(ids), seed);
      const answers = await Promise.all(order.map(send));

      expect(await membersWith(admin, email)).toHaveLength(1);
      const rows = await paymentRows(app, ids);
      const winner = [...rows.values()].find((r) => r.status === 'succeeded');
      expect(winner).toBeDefined();
      for (const [id, row] of rows) {
        const subscription = stripe.store.subscriptions.get(row.subscriptionId as string);
        if (row === winner) {
          expect(stripe.refundsOf(id)).toHaveLength(0);
          expect(subscription?.status).toBe('active');
        } else {
          expect(row.status).toBe('refunded');
          // Every checkout of a new e-mail was charged the first month at half price: all of it back.
          expect(stripe.refundsOf(id)).toEqual([
            expect.objectContaining({ amount: 1000, reason: 'duplicate' }),
          ]);
          expect(subscription?.status).toBe('canceled');
        }
      }
      order.forEach((arrival, i) => {
        const answer = answers[i];
        if (arrival.kind !== 'confirm') expect(answer.statusCode, answer.body).toBe(200);
        else if (arrival.paymentId === winner?.providerPaymentId) expect(answer.statusCode).toBe(200);
        else expect([answer.statusCode, answer.json()]).toEqual([200, SECOND_PAYMENT_ANSWER]);
      });
      const refundRequests = stripe.requests.filter(
        (r) => r.path === '/v1/refunds' && ids.includes(r.body.payment_intent),
      );
      for (const request of refundRequests) {
        expect(request.idempotencyKey).toBe(`mesc-second-membership-${request.body.payment_intent}`);
      }
      expect(await welcomes(app, email)).toBe(1);
    });
  }

  it('finishes a refund Stripe failed once when the webhook is delivered again', async () => {
    const [first, second] = await paidCheckouts('outage@example.com', 2);
    expect((await confirmPayment(app, first)).statusCode).toBe(200);
    stripe.store.refundsDown = true;
    const send = stripeSender(app, stripe);
    const delivery = { kind: 'payment_intent.succeeded', paymentId: second } as const;
    const failed = await send(delivery);
    stripe.store.refundsDown = false;
    // A 5xx makes Stripe deliver the event again; the visitor still hears the verdict meanwhile.
    expect(failed.statusCode).toBe(500);
    expect((await paymentRows(app, [second])).get(second)?.status).toBe('refunding');
    expect((await confirmPayment(app, second)).json()).toEqual(SECOND_PAYMENT_ANSWER);
    expect((await send(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await paymentRows(app, [second])).get(second)?.status).toBe('refunded');
    expect(stripe.refundsOf(second)).toHaveLength(1);
    expect(await membersWith(admin, 'outage@example.com')).toHaveLength(1);
  });
});
