import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, rsvps, testPayments, ticketOrders } from '../src/server/db/schema';
import { clientKeyOfAddress } from '../src/server/http/client-key';
import { SEAT_BUDGET_TEXTS } from '../src/shared/seat-budgets';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress, paidMember } from './helpers/members';
import { buyer, pricedEvent } from './helpers/tickets';
import { claim, confirm, join, mailedEntryCode, person, seatAccount, smallEvent } from './helpers/waitlist';

// Seats taken without paying are budgeted (docs/tickets.md#budgets): holds per client address,
// per e-mail and per night's share; visitors' RSVPs per client address a day. A refusal says why
// and changes nothing.

const { app } = await buildWithAdmin();

const hold = (eventId: number, body: object, remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/tickets`,
    payload: body,
    remoteAddress,
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });

const rsvp = (eventId: number, who: object, remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: who,
    remoteAddress,
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });

const ordersOf = (eventId: number) =>
  app.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, eventId)).orderBy(ticketOrders.id);
const seatsTaken = async (id: number) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0].currentAttendees;

describe('seats held while paying', () => {
  it('replaces a visitor’s own earlier hold when they start again, and cancels its payment', async () => {
    const event = await pricedEvent(app, { maxAttendees: 20 });
    const address = freshAddress();
    const rosa = buyer(4);
    const first = await hold(event.id, rosa, address);
    expect(first.statusCode, first.body).toBe(201);
    const again = await hold(event.id, { ...rosa, quantity: 3 }, address);
    expect(again.statusCode, again.body).toBe(201);
    const [earlier, later] = await ordersOf(event.id);
    expect(earlier).toMatchObject({ status: 'released', releaseReason: 'replaced' });
    expect(later).toMatchObject({ status: 'held', quantity: 3 });
    expect(await seatsTaken(event.id)).toBe(3);
    const [payment] = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, first.json().paymentIntentId));
    expect(payment.status).toBe('canceled');
  });

  it('refuses a second night’s worth from the same e-mail elsewhere, or the same address for others, with 429', async () => {
    const event = await pricedEvent(app, { maxAttendees: 40 });
    const address = freshAddress();
    const rosa = buyer(3);
    expect((await hold(event.id, rosa, address)).statusCode).toBe(201);
    const before = await ordersOf(event.id);
    // The same e-mail from another address: not a retry of hers, so it is refused.
    const sameEmail = await hold(event.id, { ...rosa, quantity: 2 }, freshAddress());
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json()).toEqual({ message: SEAT_BUDGET_TEXTS.heldPerEvent, code: 'seat_budget_used' });
    // Another e-mail from the same address: one order's worth a night is all it may hold.
    const sameAddress = await hold(event.id, buyer(2), address);
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json().message).toBe(SEAT_BUDGET_TEXTS.heldPerEvent);
    expect(await ordersOf(event.id)).toEqual(before);
    expect(await seatsTaken(event.id)).toBe(3);
    // One more seat fits the address's night.
    expect((await hold(event.id, buyer(1), address)).statusCode).toBe(201);
  });

  it('lets one address hold two orders’ worth over all nights at once, and no more', async () => {
    const address = freshAddress();
    const nights = await Promise.all([1, 2, 3].map(() => pricedEvent(app, { maxAttendees: 40 })));
    expect((await hold(nights[0].id, buyer(4), address)).statusCode).toBe(201);
    expect((await hold(nights[1].id, buyer(4), address)).statusCode).toBe(201);
    const third = await hold(nights[2].id, buyer(1), address);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(SEAT_BUDGET_TEXTS.heldPerClient);
    expect(await ordersOf(nights[2].id)).toEqual([]);
  });

  it('counts an IPv6 home by its /64 network, whatever address it picks in it', () => {
    expect(clientKeyOfAddress('2001:db8:1:2::1')).toBe(clientKeyOfAddress('2001:db8:1:2:ffff:1:2:3'));
    expect(clientKeyOfAddress('2001:db8:1:2::1')).not.toBe(clientKeyOfAddress('2001:db8:1:3::1'));
    expect(clientKeyOfAddress('::ffff:10.1.2.3')).toBe(clientKeyOfAddress('10.1.2.3'));
  });

  it('keeps half a night for those who pay: unpaid holds beyond it are refused with 409', async () => {
    const event = await pricedEvent(app, { maxAttendees: 10 });
    expect((await hold(event.id, buyer(3), freshAddress())).statusCode).toBe(201);
    const over = await hold(event.id, buyer(3), freshAddress());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: SEAT_BUDGET_TEXTS.eventShare, code: 'event_share_used' });
    expect((await hold(event.id, buyer(2), freshAddress())).statusCode).toBe(201);
    expect(await seatsTaken(event.id)).toBe(5);
  });

  it('does not count an order that costs nothing as a hold', async () => {
    const event = await pricedEvent(app, { maxAttendees: 20, memberPrice: 0 });
    const address = freshAddress();
    const { cookie } = await paidMember(app, `fan-${freshAddress()}@example.com`, 'premium');
    for (let i = 0; i < 3; i++) {
      const free = await hold(event.id, buyer(4), address, cookie);
      expect(free.statusCode, free.body).toBe(201);
      expect(free.json().order.status).toBe('paid');
    }
    expect((await hold(event.id, buyer(4), address)).statusCode).toBe(201);
  });

  it('counts a paid waitlist claim’s seat once: the claim is not refused for the night’s share', async () => {
    // Four seats sold, four people waiting; four seats more make four offers, the share of eight.
    const event = await smallEvent(app, { maxAttendees: 4, price: 2500 });
    await app.db.update(events).set({ currentAttendees: 4 }).where(eq(events.id, event.id));
    const people = [0, 1, 2, 3].map((i) => person(`W${i}`));
    for (const who of people) expect((await join(app, event.id, who)).statusCode).toBe(201);
    await app.db.update(events).set({ maxAttendees: 8 }).where(eq(events.id, event.id));
    const codes = [];
    for (const who of people) {
      const code = await mailedEntryCode(app, who.email);
      expect((await confirm(app, code)).json().status).toBe('offered');
      codes.push(code);
    }
    expect(await seatAccount(app, event.id)).toMatchObject({ offered: 4, unpaid: 4 });
    const claimed = await claim(app, codes[0]);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().purchase.order.status).toBe('held');
    expect(await seatAccount(app, event.id)).toMatchObject({ offered: 3, unpaid: 4 });
    expect(await seatsTaken(event.id)).toBe(8);
  });
});

describe('visitors’ RSVPs', () => {
  it('takes one order’s worth a night from one address a day, then refuses with 429 and keeps no seat', async () => {
    const event = await smallEvent(app, { maxAttendees: 50 });
    const address = freshAddress();
    for (let i = 0; i < 4; i++) expect((await rsvp(event.id, person(`G${i}`), address)).statusCode).toBe(201);
    const fifth = await rsvp(event.id, person('Fifth'), address);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: SEAT_BUDGET_TEXTS.rsvpsPerEvent, code: 'seat_budget_used' });
    expect(await seatsTaken(event.id)).toBe(4);
    expect(await app.db.select().from(rsvps).where(eq(rsvps.eventId, event.id))).toHaveLength(4);
    expect((await rsvp(event.id, person('Neighbour'), freshAddress())).statusCode).toBe(201);
  });

  it('takes three nights’ worth a day from one address over the site, while a signed-in member is not counted', async () => {
    const address = freshAddress();
    const nights = await Promise.all([1, 2, 3, 4].map(() => smallEvent(app, { maxAttendees: 50 })));
    for (const night of nights.slice(0, 3)) {
      for (let i = 0; i < 4; i++) expect((await rsvp(night.id, person(), address)).statusCode).toBe(201);
    }
    const over = await rsvp(nights[3].id, person(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(SEAT_BUDGET_TEXTS.rsvpsPerClient);
    const email = `member-${freshAddress()}@example.com`;
    const { cookie } = await paidMember(app, email, 'premium');
    const member = await rsvp(nights[3].id, { name: 'Pat Premium', email }, address, cookie);
    expect(member.statusCode, member.body).toBe(201);
    const [row] = await app.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, nights[3].id), eq(rsvps.email, email)));
    expect(row.clientKey).toBeNull();
  });

  it('says so on the event page when the plain form is over the address’s budget', async () => {
    const event = await smallEvent(app, { maxAttendees: 50 });
    const address = freshAddress();
    for (let i = 0; i < 4; i++) expect((await rsvp(event.id, person(), address)).statusCode).toBe(201);
    const form = await app.inject({
      method: 'POST',
      url: `/events/${event.id}/rsvp`,
      payload: new URLSearchParams(person()).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      remoteAddress: address,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toMatch(/\?rsvp=busy#rsvp$/);
    expect(await seatsTaken(event.id)).toBe(4);
  });
});
