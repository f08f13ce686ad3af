import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events, ticketOrders, tickets, waitlistEntries } from '../src/server/db/schema';
import type { TierId } from '../src/shared/constants';
import { tierAllows } from '../src/shared/members';
import { ADMIN_PASSWORD, bearer, login } from './helpers/admin';
import { build } from './helpers/build';
import { freeMember, freshAddress, paidMember } from './helpers/members';

// One gate for every seat (docs/events.md): whatever event and whichever way in (the RSVP API,
// the no-script form, a member's one-press RSVP, a purchase, a purchase with the guest pass, a
// waitlist claim, a staff offer with or without an added seat), a seat is never taken without
// what the rules require: a priced event's seats are held by an order to be paid, a members'
// event seats only members whose tier reaches it, the guest pass is only Inner Circle's, nothing
// is taken once the event has started, never past the maximum, never ahead of the people waiting,
// and staff offer seats only to people on the list who confirmed their address.

const app = await build({ env: { ADMIN_PASSWORD } });
await app.ready();
const staff = bearer(await login(app));

// One member of each tier, made the way visitors become members.
const cookies: Record<Exclude<TierId, 'free'> | 'free', string> = {
  free: await freeMember(app, `gate-free-${freshAddress()}@example.com`),
  premium: (await paidMember(app, `gate-premium-${freshAddress()}@example.com`, 'premium')).cookie,
  inner_circle: (await paidMember(app, `gate-inner-${freshAddress()}@example.com`, 'inner_circle')).cookie,
};

const eventArb = fc.record({
  price: fc.constantFrom(0, 2500),
  membershipRequired: fc.constantFrom<TierId>('free', 'premium', 'inner_circle'),
  maxAttendees: fc.constantFrom<number | null>(null, 1, 2, 3),
  taken: fc.integer({ min: 0, max: 3 }),
  waitlistEnabled: fc.boolean(),
  someoneWaiting: fc.boolean(),
  // Hours from now: started a while ago, a moment ago, or still ahead.
  startsInHours: fc.constantFrom(-5, -0.01, 0.5, 48),
  // For a staff offer: whether the chosen person confirmed their address.
  entryConfirmed: fc.boolean(),
});

const callerArb = fc.constantFrom<'visitor' | TierId>('visitor', 'free', 'premium', 'inner_circle');
const WAYS = [
  'rsvp-api',
  'rsvp-form',
  'rsvp-account',
  'purchase',
  'guest-pass',
  'claim',
  'staff-offer',
  'staff-offer-add-seat',
] as const;
type Way = (typeof WAYS)[number];

async function makeEvent(
  facts: {
    price: number;
    membershipRequired: TierId;
    maxAttendees: number | null;
    taken: number;
    waitlistEnabled: boolean;
    someoneWaiting: boolean;
    startsInHours: number;
    entryConfirmed?: boolean;
  },
  roomForAnOffer = false,
) {
  const room =
    facts.maxAttendees == null ? Number.POSITIVE_INFINITY : facts.maxAttendees - (roomForAnOffer ? 1 : 0);
  const taken = Math.min(facts.taken, room);
  const [row] = await app.db
    .insert(events)
    .values(
      buildEvent({
        title: 'Gate Night',
        date: new Date(Date.now() + facts.startsInHours * 3_600_000),
        price: facts.price,
        membershipRequired: facts.membershipRequired,
        maxAttendees: facts.maxAttendees,
        currentAttendees: taken,
        waitlistEnabled: facts.waitlistEnabled,
      }),
    )
    .returning();
  if (facts.someoneWaiting) {
    await app.db.insert(waitlistEntries).values({
      eventId: row.id,
      code: entryCode(),
      name: 'Waiting Guest',
      email: `w-${freshAddress()}@example.com`,
    });
  }
  return row;
}

const entryCode = () => randomBytes(16).toString('hex');

/** Someone on the event's list, waiting, for staff to offer a seat to. */
async function waitingEntry(eventId: number, confirmed: boolean) {
  const [row] = await app.db
    .insert(waitlistEntries)
    .values({
      eventId,
      code: entryCode(),
      name: 'Chosen Guest',
      email: `chosen-${freshAddress()}@example.com`,
      confirmedAt: confirmed ? new Date() : null,
    })
    .returning();
  return row.id;
}

/** An offered seat for the claim path: an entry whose offer holds one seat of the event. */
async function offeredEntry(eventId: number, memberEmail: string | null) {
  const code = entryCode();
  await app.db
    .update(events)
    .set({ currentAttendees: sql`${events.currentAttendees} + 1` })
    .where(eq(events.id, eventId));
  await app.db.insert(waitlistEntries).values({
    eventId,
    code,
    name: 'Offered Guest',
    email: memberEmail ?? `offered-${freshAddress()}@example.com`,
    status: 'offered',
    offeredAt: new Date(),
    offerExpiresAt: new Date(Date.now() + 3_600_000),
  });
  return code;
}

function ask(way: Way, eventId: number, caller: 'visitor' | TierId, entry: string | number | null) {
  const cookie = caller === 'visitor' ? undefined : cookies[caller];
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) };
  const guest = { name: 'Gate Guest', email: `guest-${freshAddress()}@example.com` };
  const remoteAddress = freshAddress();
  switch (way) {
    case 'rsvp-api':
      return app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/rsvp`,
        payload: guest,
        headers,
        remoteAddress,
      });
    case 'rsvp-form':
      return app.inject({
        method: 'POST',
        url: `/events/${eventId}/rsvp`,
        payload: new URLSearchParams(guest).toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });
    case 'rsvp-account':
      return app.inject({
        method: 'POST',
        url: '/api/account/rsvps',
        payload: { eventId },
        headers,
        remoteAddress,
      });
    case 'purchase':
      return app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/tickets`,
        payload: { ...guest, quantity: 1 },
        headers,
        remoteAddress,
      });
    case 'guest-pass':
      return app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/tickets`,
        payload: { ...guest, quantity: 2, guestPass: true },
        headers,
        remoteAddress,
      });
    case 'staff-offer':
    case 'staff-offer-add-seat':
      return app.inject({
        method: 'POST',
        url: `/api/admin/waitlist/${entry}/offer`,
        payload: { addSeat: way === 'staff-offer-add-seat' },
        headers: staff,
      });
    case 'claim':
      return app.inject({ method: 'POST', url: `/api/waitlist/${entry}/claim`, headers, remoteAddress });
  }
}

describe('one gate for every seat', () => {
  // Each way in gets its own random nights and callers, so none goes untried.
  it.each(WAYS)('never seats anyone without what the event requires, coming in by %s', async (way) => {
    await fc.assert(
      fc.asyncProperty(eventArb, callerArb, async (facts, caller) => {
        const staffOffer = way === 'staff-offer' || way === 'staff-offer-add-seat';
        const event = await makeEvent(facts, way === 'claim');
        const entry =
          way === 'claim'
            ? await offeredEntry(event.id, null)
            : staffOffer
              ? await waitingEntry(event.id, facts.entryConfirmed)
              : null;
        const offeredNow = async () =>
          (
            await app.db
              .select({ id: waitlistEntries.id })
              .from(waitlistEntries)
              .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'offered')))
          ).map((row) => row.id);
        const before = (await app.db.select().from(events).where(eq(events.id, event.id)))[0];
        const offeredBefore = await offeredNow();
        const answer = await ask(way, event.id, caller, entry);
        expect(answer.statusCode, answer.body).toBeLessThan(500);

        const after = (await app.db.select().from(events).where(eq(events.id, event.id)))[0];
        const valid = await app.db
          .select()
          .from(tickets)
          .where(and(eq(tickets.eventId, event.id), eq(tickets.status, 'valid')));
        const orders = await app.db
          .select()
          .from(ticketOrders)
          .where(and(eq(ticketOrders.eventId, event.id), inArray(ticketOrders.status, ['held', 'paid'])));
        // The guest pass is one a month: give it back so the next run can ask for it again.
        await app.db.update(ticketOrders).set({ guestMonth: null }).where(eq(ticketOrders.eventId, event.id));
        const seatsGained = after.currentAttendees - before.currentAttendees;
        // Offers made by this request (a claim turns its own offer into a ticket or an order).
        const newOffers = (await offeredNow()).filter((id) => !offeredBefore.includes(id)).length;
        const somethingGranted = valid.length > 0 || orders.length > 0 || newOffers > 0;

        // Never past the maximum, and the seat account always balances.
        if (after.maxAttendees != null)
          expect(after.currentAttendees).toBeLessThanOrEqual(after.maxAttendees);
        // Only an offer staff chose to make with an added seat raises the maximum, by that one seat.
        const wasFull = before.maxAttendees != null && before.currentAttendees >= before.maxAttendees;
        const seatAdded = way === 'staff-offer-add-seat' && wasFull && newOffers > 0;
        expect(after.maxAttendees).toBe(
          before.maxAttendees == null ? null : before.maxAttendees + (seatAdded ? 1 : 0),
        );
        if (!somethingGranted) {
          // A refusal (or a no-script form's answer page) changes nothing.
          expect(seatsGained).toBe(0);
          return;
        }
        // A seat was granted: every rule must have allowed it.
        expect(facts.startsInHours, 'no seat once the event has started').toBeGreaterThan(0);
        if (staffOffer) {
          // Staff offer one seat, to someone who confirmed their address; nothing else is issued.
          expect(facts.entryConfirmed, 'offers go only to confirmed addresses').toBe(true);
          expect(newOffers).toBe(1);
          expect(seatsGained).toBe(1);
          expect(valid.length + orders.length).toBe(0);
          return;
        }
        if (way !== 'claim') expect(newOffers, 'an RSVP or a purchase makes no offer').toBe(0);
        if (facts.price > 0) {
          // Priced: only an order to pay holds seats; no free ticket appears.
          expect(valid.filter((t) => t.orderId == null)).toHaveLength(0);
        }
        // The guest pass (a free guest ticket) is Inner Circle's alone, and only on a priced night.
        for (const order of orders) {
          if (order.guestTickets > 0) {
            expect(caller).toBe('inner_circle');
            expect(way).toBe('guest-pass');
            expect(facts.price).toBeGreaterThan(0);
          }
        }
        if (way === 'guest-pass')
          expect(caller, 'only Inner Circle buys with the guest pass').toBe('inner_circle');
        if (facts.membershipRequired !== 'free') {
          expect(caller, 'a members-only seat needs a signed-in member').not.toBe('visitor');
          expect(tierAllows(caller as TierId, facts.membershipRequired)).toBe(true);
        }
        if (way !== 'claim') {
          // Nobody took a seat ahead of the people waiting.
          expect(facts.someoneWaiting && facts.waitlistEnabled).toBe(false);
          expect(seatsGained).toBe(way === 'guest-pass' ? 2 : 1);
        } else {
          // A claim takes the seat its offer already held: no second seat. Once that seat is no
          // longer an unpaid hold, a free seat may be offered on to the next person waiting, and
          // that offer holds its own seat.
          expect(seatsGained).toBe(newOffers);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('answers an RSVP to a priced event with a 409 naming the way to buy, and takes nothing', async () => {
    const event = await makeEvent({
      price: 2500,
      membershipRequired: 'free',
      maxAttendees: 100,
      taken: 0,
      waitlistEnabled: true,
      someoneWaiting: false,
      startsInHours: 48,
    });
    const answer = await ask('rsvp-api', event.id, 'visitor', null);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('Buy Tickets');
    const [after] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(after.currentAttendees).toBe(0);
    expect(await app.db.select().from(tickets).where(eq(tickets.eventId, event.id))).toHaveLength(0);
  });
});
