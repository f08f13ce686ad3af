import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventInDays } from '../src/server/db/factories';
import { events, jobs, mailOutbox, testPayments, ticketOrders, tickets } from '../src/server/db/schema';
import { RELEASE_HOLD } from '../src/server/features/tickets/service';
import { SEAT_BUDGET_TEXTS } from '../src/shared/seat-budgets';
import { buildWithAdmin } from './helpers/admin';
import { asMember, freeMember, freshAddress, paidMember } from './helpers/members';
import { payWithTestCard } from './helpers/membership';
import { buyer, pricedEvent } from './helpers/tickets';

// Buying tickets with the built-in test provider: holds, payment, confirmation from every side,
// expiry, late payments, member prices, the guest pass, refunds and cancellations.

const { app, admin } = await buildWithAdmin();

const newEvent = (overrides: Parameters<typeof pricedEvent>[1] = {}) => pricedEvent(app, overrides);

async function start(eventId: number, body: object, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/tickets`,
    payload: body,
    remoteAddress: freshAddress(),
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });
}

const confirm = (paymentIntentId: string, orderToken?: string) =>
  app.inject({ method: 'POST', url: '/api/tickets/confirm', payload: { paymentIntentId, orderToken } });

const seatsTaken = async (id: number) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0].currentAttendees;

const ticketsOfEvent = (id: number) => app.db.select().from(tickets).where(eq(tickets.eventId, id));

/** Runs the hold's job now, as the queue would when the hold runs out. */
async function expireHold(orderId: number) {
  await app.db
    .update(ticketOrders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.id, orderId));
  await app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.kind, RELEASE_HOLD));
  await app.jobs.drain();
}

describe('buying tickets', () => {
  it('holds the seats, takes the amount the server decided, and issues the tickets once the card is paid', async () => {
    const event = await newEvent({ maxAttendees: 10 });
    const started = await start(event.id, { ...buyer(2), holderNames: ['Rosa', ''] });
    expect(started.statusCode, started.body).toBe(201);
    const body = started.json();
    expect(body.order).toMatchObject({ status: 'held', quantity: 2, amount: 5000, unitPrice: 2500 });
    expect(await seatsTaken(event.id)).toBe(2);
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, body.paymentIntentId));
    expect(payment.amount).toBe(5000);

    expect((await payWithTestCard(app, body.clientSecret, '4242424242424242')).statusCode).toBe(200);
    const confirmed = await confirm(body.paymentIntentId, body.orderToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.status).toBe('paid');
    expect(confirmed.json().tickets).toHaveLength(2);
    expect(confirmed.json().tickets[0]).toMatchObject({ holderName: 'Rosa', price: 2500, status: 'valid' });
    expect(confirmed.json().tickets[1].holderName).toBeNull();
    expect(confirmed.json().tickets[0].code).toMatch(/^[0-9a-f]{32}$/);

    expect(confirmed.json().order.email).toBe(body.order.email);
    // Again, and without the order token: the same order, no second set of tickets, nothing
    // personal shown (the payment id travels in return addresses).
    const again = await confirm(body.paymentIntentId);
    expect(again.json().tickets).toEqual([]);
    expect(again.json().order.status).toBe('paid');
    expect(again.json().order.email).toBeNull();
    expect(again.body).not.toContain(body.order.email);
    expect(await ticketsOfEvent(event.id)).toHaveLength(2);
    expect(await seatsTaken(event.id)).toBe(2);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.order.email));
    expect(mails.filter((m) => m.subject === 'Your tickets: Fight Night')).toHaveLength(1);
  });

  it('ignores a price the browser sends: the amount is the event price times the tickets', async () => {
    const event = await newEvent();
    const started = await start(event.id, { ...buyer(3), amount: 1, price: 1, unitPrice: 1 });
    expect(started.statusCode).toBe(201);
    expect(started.json().order.amount).toBe(7500);
  });

  it('refuses a free event (RSVP instead), more than four tickets, and more tickets than seats left', async () => {
    const free = await newEvent({ price: 0 });
    expect((await start(free.id, buyer(1))).json().message).toMatch(/RSVP instead/);
    const event = await newEvent({ maxAttendees: 3, currentAttendees: 1 });
    const five = await start(event.id, buyer(5));
    expect(five.statusCode).toBe(400);
    const three = await start(event.id, buyer(3));
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe('Only 2 seats are left. Choose fewer tickets.');
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('releases an unpaid hold when it runs out, and the payment can no longer be made', async () => {
    const event = await newEvent({ maxAttendees: 2 });
    const body = (await start(event.id, buyer(2))).json();
    expect(await seatsTaken(event.id)).toBe(2);
    await expireHold(body.order.id);
    expect(await seatsTaken(event.id)).toBe(0);
    const paid = await payWithTestCard(app, body.clientSecret, '4242424242424242');
    expect(paid.statusCode).toBe(402);
    const answer = (await confirm(body.paymentIntentId, body.orderToken)).json();
    expect(answer.order.status).toBe('released');
    expect(answer.message).toMatch(/released/);
    expect(await ticketsOfEvent(event.id)).toHaveLength(0);
  });

  it('gives the seats back at once when the buyer changes their mind, and only from their own browser', async () => {
    const event = await newEvent({ maxAttendees: 3 });
    const body = (await start(event.id, buyer(3))).json();
    const release = (orderToken?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/tickets/release',
        payload: { paymentIntentId: body.paymentIntentId, orderToken },
      });
    expect((await release()).statusCode).toBe(403);
    expect((await release('x'.repeat(32))).statusCode).toBe(403);
    expect(await seatsTaken(event.id)).toBe(3);
    const released = await release(body.orderToken);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      order: { status: 'released' },
      message: 'Your seats have been released, and nothing was charged.',
    });
    expect(await seatsTaken(event.id)).toBe(0);
    expect((await payWithTestCard(app, body.clientSecret, '4242424242424242')).statusCode).toBe(402);
    // Again: nothing more to give back.
    expect((await release(body.orderToken)).json().order.status).toBe('released');
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('issues the tickets when the hold runs out just after the card was paid', async () => {
    const event = await newEvent({ maxAttendees: 2 });
    const body = (await start(event.id, buyer(1))).json();
    await payWithTestCard(app, body.clientSecret, '4242424242424242');
    await expireHold(body.order.id);
    expect(await ticketsOfEvent(event.id)).toHaveLength(1);
    expect(await seatsTaken(event.id)).toBe(1);
  });

  it('refunds a payment that arrives after its seats went to someone else, and says so', async () => {
    const event = await newEvent({ maxAttendees: 1 });
    const late = (await start(event.id, buyer(1))).json();
    // Its hold is released (as if the job ran while the provider was slow to report the payment)...
    await app.db
      .update(ticketOrders)
      .set({ status: 'released', releaseReason: 'expired' })
      .where(eq(ticketOrders.id, late.order.id));
    await app.db.update(events).set({ currentAttendees: 0 }).where(eq(events.id, event.id));
    // ...and another buyer takes the last seat.
    const other = (await start(event.id, buyer(1))).json();
    await payWithTestCard(app, other.clientSecret, '4242424242424242');
    await confirm(other.paymentIntentId);
    // Now the first payment succeeds after all.
    await app.db
      .update(testPayments)
      .set({ status: 'succeeded' })
      .where(eq(testPayments.id, late.paymentIntentId));
    const answer = (await confirm(late.paymentIntentId, late.orderToken)).json();
    expect(answer.message).toMatch(/refunded in full/);
    await app.jobs.drain();
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, late.paymentIntentId));
    expect(payment.status).toBe('refunded');
    expect(await ticketsOfEvent(event.id)).toHaveLength(1);
    await confirm(late.paymentIntentId);
    const refundMails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, late.order.email));
    expect(refundMails.filter((m) => m.subject === 'Refunded: Fight Night')).toHaveLength(1);
  });

  it('lets 200 racing buyers hold at most half of 50 seats at a time, and sells exactly the 50', async () => {
    const event = await newEvent({ maxAttendees: 50 });
    for (const expected of [25, 25, 0]) {
      const answers = await Promise.all(Array.from({ length: 200 }, () => start(event.id, buyer(1))));
      const held = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
      expect(held).toHaveLength(expected);
      // Half the night held, the rest wait for the share; once all is sold, the night is full.
      const refusal = expected > 0 ? SEAT_BUDGET_TEXTS.eventShare : 'Event Full';
      const refusals = answers
        .filter((a) => a.statusCode !== 201)
        .map((a) => `${a.statusCode} ${a.json().message}`);
      expect(new Set(refusals)).toEqual(new Set([`409 ${refusal}`]));
      await Promise.all(held.map((h) => payWithTestCard(app, h.clientSecret, '4242424242424242')));
      // Each confirmed twice at once, as a browser and a retry would.
      await Promise.all(held.flatMap((h) => [confirm(h.paymentIntentId), confirm(h.paymentIntentId)]));
    }
    expect(await ticketsOfEvent(event.id)).toHaveLength(50);
    expect(await seatsTaken(event.id)).toBe(50);
  });
});

describe('member prices and the guest pass', () => {
  it('charges signed-in paid members the member price, and everyone else the price', async () => {
    const event = await newEvent({ price: 7500, memberPrice: 5000 });
    const { cookie } = await paidMember(app, `fan-${freshAddress()}@example.com`, 'premium');
    const quote = (
      await asMember(app, cookie, 'GET', `/api/events/${event.id}/tickets/quote?quantity=2`)
    ).json();
    expect(quote).toMatchObject({ unitPrice: 5000, memberPrice: true, amount: 10000, price: 7500 });
    const asFan = await start(event.id, buyer(2), cookie);
    expect(asFan.json().order).toMatchObject({ amount: 10000, memberPrice: true });
    const freeCookie = await freeMember(app, `free-${freshAddress()}@example.com`);
    expect((await start(event.id, buyer(1), freeCookie)).json().order.amount).toBe(7500);
    expect((await start(event.id, buyer(1))).json().order.amount).toBe(7500);
  });

  it("gives Inner Circle one free guest ticket a month, and refuses a second or anyone else's", async () => {
    const event = await newEvent({ price: 4000 });
    const { cookie } = await paidMember(app, `ic-${freshAddress()}@example.com`, 'inner_circle');
    const first = await start(event.id, { ...buyer(2), guestPass: true }, cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order).toMatchObject({ amount: 4000, guestTickets: 1 });
    const second = await start(event.id, { ...buyer(2), guestPass: true }, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You've already used this month's guest pass.");
    const { cookie: fan } = await paidMember(app, `fan-${freshAddress()}@example.com`, 'premium');
    expect((await start(event.id, { ...buyer(2), guestPass: true }, fan)).statusCode).toBe(403);
    expect((await start(event.id, { ...buyer(1), guestPass: true }, cookie)).statusCode).toBe(400);
    // Released unpaid, the pass is free again.
    await expireHold(first.json().order.id);
    expect((await start(event.id, { ...buyer(2), guestPass: true }, cookie)).statusCode).toBe(201);
  });
});

describe('refunds and cancellations', () => {
  async function paidTickets(eventId: number, n = 2) {
    const body = (await start(eventId, buyer(n))).json();
    await payWithTestCard(app, body.clientSecret, '4242424242424242');
    return { ...body, tickets: (await confirm(body.paymentIntentId, body.orderToken)).json().tickets };
  }

  it('lets staff refund one ticket: part of the payment goes back and the seat is free', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const order = await paidTickets(event.id);
    const [row] = await app.db.select().from(tickets).where(eq(tickets.code, order.tickets[0].code));
    const refund = () =>
      admin({
        method: 'POST',
        url: `/api/admin/tickets/${row.id}/refund`,
        payload: { reason: 'Asked for by the guest' },
      });
    const [a, b] = await Promise.all([refund(), refund()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, order.paymentIntentId));
    expect(payment.amountRefunded).toBe(2500);
    expect(await seatsTaken(event.id)).toBe(1);
    const page = (await app.inject({ url: `/api/tickets/${order.tickets[0].code}` })).json();
    expect(page.status).toBe('refunded');
  });

  it('asks staff why a ticket is refunded, keeps the reason with it, and shows it in the attendee list and its CSV', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const order = await paidTickets(event.id, 1);
    const [row] = await app.db.select().from(tickets).where(eq(tickets.code, order.tickets[0].code));
    const url = `/api/admin/tickets/${row.id}/refund`;
    const without = await admin({ method: 'POST', url });
    expect(without.statusCode).toBe(400);
    const blank = await admin({ method: 'POST', url, payload: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Say why the ticket is refunded or cancelled');
    expect((await app.db.select().from(tickets).where(eq(tickets.id, row.id)))[0].status).toBe('valid');

    const done = await admin({ method: 'POST', url, payload: { reason: 'Double booked by mistake' } });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await admin({ method: 'GET', url: `/api/admin/events/${event.id}/attendees` })).json();
    expect(list.attendees[0]).toMatchObject({ status: 'refunded', endReason: 'Double booked by mistake' });
    const csv = await admin({ method: 'GET', url: `/api/admin/events/${event.id}/attendees.csv` });
    expect(csv.body).toContain('Why it ended');
    expect(csv.body).toContain('Double booked by mistake');

    // A holder's own cancel says so.
    const flexible = await newEvent({ refundCutoffHours: 24 });
    const mine = await paidTickets(flexible.id, 1);
    await app.inject({ method: 'POST', url: `/api/tickets/${mine.tickets[0].code}/cancel` });
    const [cancelled] = await app.db.select().from(tickets).where(eq(tickets.code, mine.tickets[0].code));
    expect(cancelled.endReason).toBe('The holder cancelled it.');
  });

  it('refuses to refund a ticket paid with a provider the club no longer uses, and says where to refund it', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const order = await paidTickets(event.id, 1);
    const [row] = await app.db.select().from(tickets).where(eq(tickets.code, order.tickets[0].code));
    // The club has moved to another provider since this order was paid.
    await app.db
      .update(ticketOrders)
      .set({ provider: 'stripe' })
      .where(eq(ticketOrders.id, row.orderId as number));
    const refused = await admin({
      method: 'POST',
      url: `/api/admin/tickets/${row.id}/refund`,
      payload: { reason: 'Asked for by the guest' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'refund_elsewhere',
      message: 'This payment was taken with the stripe provider; refund it there.',
    });
    const [after] = await app.db.select().from(tickets).where(eq(tickets.id, row.id));
    expect(after.status).toBe('valid');
    expect(await seatsTaken(event.id)).toBe(1);
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, order.paymentIntentId));
    expect(payment.amountRefunded).toBe(0);
  });

  it('lets the holder cancel for a refund only before the cut-off the event allows', async () => {
    const none = await newEvent();
    const kept = await paidTickets(none.id, 1);
    const refused = await app.inject({ method: 'POST', url: `/api/tickets/${kept.tickets[0].code}/cancel` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not refundable/);

    const flexible = await newEvent({ refundCutoffHours: 24 });
    const order = await paidTickets(flexible.id, 1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/tickets/${order.tickets[0].code}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('refunded');

    const soon = await newEvent({ refundCutoffHours: 48, date: eventInDays(1) });
    const late = await paidTickets(soon.id, 1);
    expect(
      (await app.inject({ method: 'POST', url: `/api/tickets/${late.tickets[0].code}/cancel` })).statusCode,
    ).toBe(409);
  });

  it('gives every free RSVP a ticket code, and lets the visitor cancel it from its page', async () => {
    const event = await newEvent({ price: 0, maxAttendees: 3 });
    const email = `rsvp-${freshAddress()}@example.com`;
    await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      payload: { name: 'Ann', email },
    });
    const [ticket] = await ticketsOfEvent(event.id);
    expect(ticket).toMatchObject({ email, price: 0, status: 'valid' });
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.text).toContain(`/tickets/${ticket.code}`);
    const cancelled = await app.inject({ method: 'POST', url: `/api/tickets/${ticket.code}/cancel` });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await seatsTaken(event.id)).toBe(0);
    // The seat is free for them again.
    const again = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      payload: { name: 'Ann', email },
    });
    expect(again.statusCode).toBe(201);
  });
});
