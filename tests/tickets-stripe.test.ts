import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, jobs, mailOutbox, ticketOrders, tickets } from '../src/server/db/schema';
import { RELEASE_HOLD } from '../src/server/features/tickets/service';
import { TICKET_TEXTS } from '../src/shared/tickets';
import { buildWithAdmin } from './helpers/admin';
import { startFakeStripe } from './helpers/fake-stripe';
import { freshAddress } from './helpers/members';
import { stripeEnv } from './helpers/membership';
import { deliver, stripeEvent, stripeSignature } from './helpers/stripe-webhook';
import { buyer, pricedEvent } from './helpers/tickets';
import { joinAndConfirm } from './helpers/waitlist';

// Buying tickets with Stripe: the real `stripe` SDK against a local fake of Stripe's API, and
// Stripe's webhooks signed as Stripe signs them. The browser's confirmation and the webhooks may
// arrive in any order and any number of times; the order becomes its tickets once.

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const { app, admin } = await buildWithAdmin({ env: stripeEnv(stripe.url) });

const newEvent = (overrides: Parameters<typeof pricedEvent>[1] = {}) => pricedEvent(app, overrides);

async function start(eventId: number, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/tickets`,
    payload: body,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const confirm = (paymentIntentId: string, orderToken?: string) =>
  app.inject({ method: 'POST', url: '/api/tickets/confirm', payload: { paymentIntentId, orderToken } });

const seatsTaken = async (id: number) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0].currentAttendees;

const ticketsOfEvent = (id: number) => app.db.select().from(tickets).where(eq(tickets.eventId, id));

const orderRow = async (id: number) =>
  (await app.db.select().from(ticketOrders).where(eq(ticketOrders.id, id)))[0];

const mailsTo = async (email: string, subject: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.subject === subject,
  );

/** Runs this order's hold job now, as the queue would when the hold runs out. */
async function expireHold(orderId: number) {
  await app.db
    .update(ticketOrders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.id, orderId));
  await app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, RELEASE_HOLD), sql`${jobs.payload}->>'orderId' = ${String(orderId)}`));
  await app.jobs.drain();
}

/** An order of `n` tickets paid at Stripe and reported by its webhook. */
async function paidOrder(eventId: number, n: number) {
  const body = await start(eventId, buyer(n));
  stripe.succeedPayment(body.paymentIntentId);
  const delivered = await deliver(app, stripe.paymentEvent('payment_intent.succeeded', body.paymentIntentId));
  expect(delivered.json()).toEqual({ received: true, outcome: 'processed' });
  return body;
}

describe('buying tickets with Stripe', () => {
  it('makes one Stripe payment per order, for the amount the server decided', async () => {
    const event = await newEvent({ maxAttendees: 10 });
    const body = await start(event.id, { ...buyer(2), amount: 1, unitPrice: 1 });
    expect(body.order).toMatchObject({ status: 'held', amount: 5000 });
    const intent = stripe.store.paymentIntents.get(body.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 5000,
      currency: 'usd',
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true },
      receipt_email: body.order.email,
      description: '2 tickets: Fight Night',
      metadata: { club: 'mesc', kind: 'tickets', reference: `ticket-order-${body.order.id}` },
      client_secret: body.clientSecret,
    });
    const create = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toMatch(new RegExp(`^mesc-ticket-order-${body.order.id}-\\d+$`));
    expect(await orderRow(body.order.id)).toMatchObject({
      provider: 'stripe',
      providerPaymentId: body.paymentIntentId,
    });
    expect(await seatsTaken(event.id)).toBe(2);
  });

  const arrangements: [string, (paymentId: string, send: () => Promise<unknown>) => Promise<unknown>][] = [
    [
      'the browser first, then the webhook twice',
      async (id, send) => {
        await confirm(id);
        await send();
        await send();
      },
    ],
    [
      'the webhook first, then the browser, then the webhook again',
      async (id, send) => {
        await send();
        await confirm(id);
        await send();
      },
    ],
    ['all of them at once', (id, send) => Promise.all([send(), confirm(id), send(), confirm(id)])],
  ];

  for (const [name, arrive] of arrangements) {
    it(`issues the tickets of a paid order once when they arrive ${name}`, async () => {
      const event = await newEvent({ maxAttendees: 10 });
      const body = await start(event.id, buyer(2));
      // Back from the payment screen before Stripe has decided: nothing yet.
      const early = (await confirm(body.paymentIntentId, body.orderToken)).json();
      expect(early.order.status).toBe('held');
      expect(early.message).toBe('Your payment is being processed. Your tickets will arrive by e-mail.');
      expect(early.tickets).toEqual([]);

      stripe.succeedPayment(body.paymentIntentId);
      // One event, delivered as often as Stripe retries it.
      const event1 = stripe.paymentEvent('payment_intent.succeeded', body.paymentIntentId);
      await arrive(body.paymentIntentId, async () => {
        const answer = await deliver(app, event1);
        expect(answer.statusCode, answer.body).toBe(200);
      });

      const after = (await confirm(body.paymentIntentId, body.orderToken)).json();
      expect(after.order.status).toBe('paid');
      expect(after.tickets).toHaveLength(2);
      expect(await ticketsOfEvent(event.id)).toHaveLength(2);
      expect(await seatsTaken(event.id)).toBe(2);
      expect(await mailsTo(body.order.email, 'Your tickets: Fight Night')).toHaveLength(1);
    });
  }

  it('makes no tickets for a payment whose amount at Stripe is not the order’s', async () => {
    const event = await newEvent({ maxAttendees: 10 });
    const body = await start(event.id, buyer(2));
    stripe.succeedPayment(body.paymentIntentId, 100);
    await deliver(app, stripe.paymentEvent('payment_intent.succeeded', body.paymentIntentId));
    expect((await confirm(body.paymentIntentId, body.orderToken)).json().order.status).toBe('held');
    expect(await ticketsOfEvent(event.id)).toHaveLength(0);
  });

  it('changes nothing for a webhook that Stripe did not sign', async () => {
    const event = await newEvent({ maxAttendees: 10 });
    const body = await start(event.id, buyer(1));
    stripe.succeedPayment(body.paymentIntentId);
    const succeeded = stripe.paymentEvent('payment_intent.succeeded', body.paymentIntentId);
    const raw = JSON.stringify(succeeded);
    const forged = await deliver(app, succeeded, { signature: stripeSignature(raw, 'whsec_someone_else') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^Webhook refused: /);
    expect((await deliver(app, succeeded, { signature: null })).statusCode).toBe(400);
    expect(await orderRow(body.order.id)).toMatchObject({ status: 'held' });
    expect(await ticketsOfEvent(event.id)).toHaveLength(0);
    expect(await mailsTo(body.order.email, 'Your tickets: Fight Night')).toHaveLength(0);
    // The same event, signed by Stripe, is taken.
    expect((await deliver(app, succeeded)).json().outcome).toBe('processed');
    expect(await ticketsOfEvent(event.id)).toHaveLength(1);
  });
});

describe('holds with Stripe', () => {
  it('cancels the payment at Stripe when the hold runs out, and frees the seats', async () => {
    const event = await newEvent({ maxAttendees: 2 });
    const body = await start(event.id, buyer(2));
    await expireHold(body.order.id);
    expect(stripe.store.paymentIntents.get(body.paymentIntentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(await seatsTaken(event.id)).toBe(0);
    expect(() => stripe.succeedPayment(body.paymentIntentId)).toThrow(/canceled/);
    const answer = (await confirm(body.paymentIntentId, body.orderToken)).json();
    expect(answer.order.status).toBe('released');
    expect(answer.message).toBe(TICKET_TEXTS.holdExpired);
    // Stripe's own word about the cancel, when it arrives, frees nothing twice.
    await deliver(app, stripe.paymentEvent('payment_intent.canceled', body.paymentIntentId));
    expect(await seatsTaken(event.id)).toBe(0);
    expect(await ticketsOfEvent(event.id)).toHaveLength(0);
  });

  it('issues the tickets when the hold runs out just after the card was paid', async () => {
    const event = await newEvent({ maxAttendees: 2 });
    const body = await start(event.id, buyer(1));
    stripe.succeedPayment(body.paymentIntentId);
    // Stripe refuses to cancel a payment that succeeded; the hold's job asks how it stands instead.
    await expireHold(body.order.id);
    const cancel = stripe.requests.findLast(
      (r) => r.path === `/v1/payment_intents/${body.paymentIntentId}/cancel`,
    );
    expect(cancel).toBeDefined();
    expect(await orderRow(body.order.id)).toMatchObject({ status: 'paid' });
    expect(await ticketsOfEvent(event.id)).toHaveLength(1);
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('keeps the seats while the payment is still processing when the hold runs out', async () => {
    const event = await newEvent({ maxAttendees: 2 });
    const body = await start(event.id, buyer(2));
    stripe.store.processPayment(body.paymentIntentId);
    await expireHold(body.order.id);
    // Stripe refused the cancel: a processing payment may still succeed.
    expect(stripe.requests.some((r) => r.path === `/v1/payment_intents/${body.paymentIntentId}/cancel`)).toBe(
      true,
    );
    expect(await orderRow(body.order.id)).toMatchObject({ status: 'held' });
    expect(await seatsTaken(event.id)).toBe(2);
    stripe.succeedPayment(body.paymentIntentId);
    await deliver(app, stripe.paymentEvent('payment_intent.succeeded', body.paymentIntentId));
    expect(await ticketsOfEvent(event.id)).toHaveLength(2);
    expect(await seatsTaken(event.id)).toBe(2);
  });

  it('releases the hold when Stripe says the payment was canceled', async () => {
    const event = await newEvent({ maxAttendees: 3 });
    const body = await start(event.id, buyer(3));
    expect(await seatsTaken(event.id)).toBe(3);
    // Canceled in Stripe's dashboard, say.
    stripe.store.cancelPaymentIntent(body.paymentIntentId, { cancellation_reason: 'requested_by_customer' });
    const canceled = stripe.paymentEvent('payment_intent.canceled', body.paymentIntentId);
    expect((await deliver(app, canceled)).json()).toEqual({ received: true, outcome: 'processed' });
    expect(await deliver(app, canceled)).toHaveProperty('statusCode', 200);
    expect(await orderRow(body.order.id)).toMatchObject({
      status: 'released',
      releaseReason: 'payment_canceled',
    });
    expect(await seatsTaken(event.id)).toBe(0);
    // A payment on the same Stripe account that the club did not make is not the club's business.
    const other = stripeEvent('payment_intent.canceled', {
      id: 'pi_someone_elses',
      object: 'payment_intent',
      status: 'canceled',
      metadata: {},
    });
    expect((await deliver(app, other)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refunds in full, with an e-mail, a payment that succeeds after its seats went to someone else', async () => {
    const event = await newEvent({ maxAttendees: 1 });
    const late = await start(event.id, buyer(1));
    // Its hold was released (as if the hold's job had run while Stripe was slow to report the
    // payment)...
    await app.db
      .update(ticketOrders)
      .set({ status: 'released', releaseReason: 'expired' })
      .where(eq(ticketOrders.id, late.order.id));
    await app.db.update(events).set({ currentAttendees: 0 }).where(eq(events.id, event.id));
    // ...and another buyer took the last seat.
    await paidOrder(event.id, 1);
    // Now the first payment succeeds after all.
    stripe.succeedPayment(late.paymentIntentId);
    const succeeded = stripe.paymentEvent('payment_intent.succeeded', late.paymentIntentId);
    expect((await deliver(app, succeeded)).statusCode).toBe(200);
    await app.jobs.drain();
    await deliver(app, succeeded);
    await app.jobs.drain();

    expect(stripe.refundsOf(late.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 2500, reason: 'duplicate' }),
    ]);
    const refund = stripe.requests.findLast(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === late.paymentIntentId,
    );
    expect(refund?.idempotencyKey).toMatch(new RegExp(`^mesc-ticket-order-refund-${late.order.id}-\\d+$`));
    const answer = (await confirm(late.paymentIntentId, late.orderToken)).json();
    expect(answer.message).toBe(TICKET_TEXTS.lateRefunded);
    expect(answer.tickets).toEqual([]);
    expect(await ticketsOfEvent(event.id)).toHaveLength(1);
    expect(await seatsTaken(event.id)).toBe(1);
    expect(await mailsTo(late.order.email, 'Refunded: Fight Night')).toHaveLength(1);
  });
});

describe('refunds with Stripe', () => {
  it('refunds one ticket of two as part of the payment at Stripe, once however often staff press', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const order = await paidOrder(event.id, 2);
    const rows = (await ticketsOfEvent(event.id)).sort((a, b) => a.id - b.id);
    expect(rows).toHaveLength(2);
    const refund = (id: number) =>
      admin({
        method: 'POST',
        url: `/api/admin/tickets/${id}/refund`,
        payload: { reason: 'Asked for by the guest' },
      });

    const [a, b] = await Promise.all([refund(rows[0].id), refund(rows[0].id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await refund(rows[0].id)).statusCode).toBe(409);
    expect(stripe.refundsOf(order.paymentIntentId)).toEqual([
      expect.objectContaining({
        amount: 2500,
        reason: 'requested_by_customer',
        metadata: { club: 'mesc', refund_key: `mesc-ticket-refund-${rows[0].code}` },
      }),
    ]);
    expect(await seatsTaken(event.id)).toBe(1);
    const page = (await app.inject({ url: `/api/tickets/${rows[0].code}` })).json();
    expect(page.status).toBe('refunded');
    expect(await mailsTo(order.order.email, 'Refunded: Fight Night')).toHaveLength(1);

    // The other ticket: the rest of the payment, and nothing beyond it.
    expect((await refund(rows[1].id)).statusCode).toBe(200);
    expect(stripe.refundsOf(order.paymentIntentId).map((r) => r.amount)).toEqual([2500, 2500]);
    expect(stripe.store.refundedOf(order.paymentIntentId)).toBe(5000);
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('refunds a ticket once when staff press again after Stripe forgot the first request', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const order = await paidOrder(event.id, 2);
    const [first] = (await ticketsOfEvent(event.id)).sort((a, b) => a.id - b.id);
    // The refund went through at Stripe, but the club never heard back (a crash, a timeout)...
    stripe.store.createRefund({
      payment_intent: order.paymentIntentId,
      amount: '2500',
      reason: 'requested_by_customer',
      metadata: { club: 'mesc', refund_key: `mesc-ticket-refund-${first.code}` },
    });
    // ...and staff press again days later, when Stripe no longer knows the idempotency key.
    const again = await admin({
      method: 'POST',
      url: `/api/admin/tickets/${first.id}/refund`,
      payload: { reason: 'Asked for by the guest' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(stripe.refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(await seatsTaken(event.id)).toBe(1);
  });
});

describe('a waitlist claim paid with Stripe', () => {
  it('becomes one ticket whether the webhook or the browser arrives first, twice, and the offered seat is counted once', async () => {
    const event = await newEvent({ maxAttendees: 1 });
    await paidOrder(event.id, 1);
    const joined = await joinAndConfirm(app, event.id, {
      name: 'Wanda Wait',
      email: `wanda-${freshAddress()}@example.com`,
    });
    const [ticket] = await ticketsOfEvent(event.id);
    const refunded = await admin({
      method: 'POST',
      url: `/api/admin/tickets/${ticket.id}/refund`,
      payload: { reason: 'Asked for by the guest' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The refund freed the seat, and it is on offer to Wanda: still one seat counted.
    expect(await seatsTaken(event.id)).toBe(1);

    const claimed = await app.inject({ method: 'POST', url: `/api/waitlist/${joined.code}/claim` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { purchase } = claimed.json();
    expect(stripe.store.paymentIntents.get(purchase.paymentIntentId)).toMatchObject({ amount: 2500 });
    expect(await seatsTaken(event.id)).toBe(1);

    stripe.succeedPayment(purchase.paymentIntentId);
    const webhook = stripe.paymentEvent('payment_intent.succeeded', purchase.paymentIntentId);
    await deliver(app, webhook);
    await confirm(purchase.paymentIntentId, purchase.orderToken);
    await deliver(app, webhook);
    const answer = await confirm(purchase.paymentIntentId, purchase.orderToken);
    expect(answer.json().order.status).toBe('paid');
    const valid = (await ticketsOfEvent(event.id)).filter((t) => t.status === 'valid');
    expect(valid).toHaveLength(1);
    expect(valid[0].email).toContain('wanda-');
    expect(await seatsTaken(event.id)).toBe(1);
  });
});
