import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  events,
  jobs,
  mailOutbox,
  rsvps,
  ticketOrders,
  tickets,
  waitlistEntries,
} from '../src/server/db/schema';
import { RELEASE_HOLD } from '../src/server/features/tickets/service';
import { clientKeyOfAddress } from '../src/server/http/client-key';
import { SEAT_BUDGETS, unpaidSeatCap } from '../src/shared/seat-budgets';
import { WAITLIST_TEXTS } from '../src/shared/waitlist';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress } from './helpers/members';
import { payWithTestCard } from './helpers/membership';
import { confirm, fill, seatAccount, smallEvent } from './helpers/waitlist';

// Random nights (seats, price) and random sequences of what visitors do from a few client
// addresses with a few e-mails: hold seats to pay, pay or let holds run out, RSVP, join the
// waitlist, confirm from the e-mail, claim offers, cancel tickets. After every step: the seats
// held and on offer stay within each night's unpaid share, no address or e-mail holds past its
// budget, every refusal is a 4xx with { message } (a budget's refusal changes nothing), and no
// seat is ever offered to an unconfirmed entry.

const { app } = await buildWithAdmin();

const request = fc.record({ event: fc.nat(), client: fc.nat(), email: fc.nat() });
const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      quantity: fc.integer({ min: 1, max: 4 }),
      who: request,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rsvp' as const), who: request }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('join' as const), who: request }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('claim' as const), pick: fc.nat(), client: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);
/** A night: its seats (none: no maximum), its price, and how many seats others took before. */
const night = fc.record({
  seats: fc.option(fc.integer({ min: 1, max: 16 }), { freq: 6 }),
  priced: fc.integer({ min: 0, max: 2 }).map((n) => n > 0),
  taken: fc.nat({ max: 4 }),
});

const at = <T>(list: readonly T[], pick: number) => (list.length ? list[pick % list.length] : undefined);
/** The items that fit, if any (most picks then act on something), else all of them. */
const preferring = <T>(list: readonly T[], fits: (item: T) => boolean) =>
  list.some(fits) ? list.filter(fits) : list;

/** What a refusal must leave as it was: every row and count of the run's nights. */
async function snapshot(eventIds: number[]) {
  const count = async (table: typeof ticketOrders | typeof rsvps | typeof tickets | typeof waitlistEntries) =>
    (await app.db.select().from(table).where(inArray(table.eventId, eventIds))).map((row) =>
      JSON.stringify(row),
    );
  return {
    events: (await app.db.select().from(events).where(inArray(events.id, eventIds))).map(
      (e) => e.currentAttendees,
    ),
    orders: await count(ticketOrders),
    rsvps: await count(rsvps),
    tickets: await count(tickets),
    entries: await count(waitlistEntries),
    mail: (await app.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n,
  };
}

/** Seats held unpaid by each client key and each e-mail, per night and over all. */
async function heldBy(eventIds: number[]) {
  const held = await app.db
    .select()
    .from(ticketOrders)
    .where(and(inArray(ticketOrders.eventId, eventIds), eq(ticketOrders.status, 'held')));
  const sums = new Map<string, number>();
  const add = (key: string, n: number) => sums.set(key, (sums.get(key) ?? 0) + n);
  for (const order of held) {
    add(`email ${order.email.toLowerCase()} ${order.eventId}`, order.quantity);
    if (order.clientKey) {
      add(`client ${order.clientKey} ${order.eventId}`, order.quantity);
      add(`client ${order.clientKey}`, order.quantity);
    }
  }
  return sums;
}

describe('seats taken without payment, whatever visitors do in whatever order', () => {
  it('stay within each night’s share and each address’s and e-mail’s budget, and go only to confirmed entries', async () => {
    await app.ready();
    await fc.assert(
      fc.asyncProperty(
        fc.array(night, { minLength: 2, maxLength: 2 }),
        fc.array(step, { minLength: 10, maxLength: 30, size: 'max' }),
        async (nights, steps) => {
          const made = [];
          for (const n of nights) {
            const event = await smallEvent(app, { maxAttendees: n.seats, price: 0 });
            await fill(app, event.id, Math.min(n.taken, n.seats ?? 0));
            if (n.priced) await app.db.update(events).set({ price: 2500 }).where(eq(events.id, event.id));
            made.push({ ...event, price: n.priced ? 2500 : 0 });
          }
          const eventIds = made.map((e) => e.id);
          // Three addresses, the third an IPv6 home seen at two addresses of its /64.
          const home = `2001:db8:${freshAddress().split('.').slice(1).join(':')}`;
          const addresses = [freshAddress(), freshAddress(), `${home}::1`, `${home}::2`];
          const clientKeys = [...new Set(addresses.map(clientKeyOfAddress))];
          const emails = [0, 1, 2].map((i) => `p${i}-${freshAddress()}@example.com`);
          const purchases: { orderId: number; clientSecret: string; paymentIntentId: string }[] = [];

          for (const s of steps) {
            const before = await snapshot(eventIds);
            let answer: Awaited<ReturnType<typeof app.inject>> | undefined;
            let budgeted = false;
            const who =
              'who' in s
                ? {
                    eventId: at(eventIds, s.who.event) as number,
                    remoteAddress: at(addresses, s.who.client) as string,
                    email: at(emails, s.who.email) as string,
                  }
                : undefined;
            switch (s.kind) {
              case 'hold':
              case 'rsvp':
              case 'join': {
                const { eventId, remoteAddress, email } = who as NonNullable<typeof who>;
                const path = { hold: 'tickets', rsvp: 'rsvp', join: 'waitlist' }[s.kind];
                const quantity = s.kind === 'hold' ? s.quantity : undefined;
                answer = await app.inject({
                  method: 'POST',
                  url: `/api/events/${eventId}/${path}`,
                  payload: { name: 'Pat Visitor', email, quantity },
                  remoteAddress,
                });
                budgeted = true;
                if (s.kind === 'hold' && answer.statusCode === 201) {
                  const { order, clientSecret, paymentIntentId } = answer.json();
                  purchases.push({ orderId: order.id, clientSecret, paymentIntentId });
                }
                if (s.kind === 'join' && answer.statusCode === 201) {
                  expect(answer.json()).toEqual({ message: WAITLIST_TEXTS.checkInbox, entry: null });
                }
                break;
              }
              case 'confirm': {
                const entries = await app.db
                  .select()
                  .from(waitlistEntries)
                  .where(inArray(waitlistEntries.eventId, eventIds));
                const target = at(
                  preferring(entries, (e) => e.confirmedAt == null),
                  s.pick,
                );
                if (target) answer = await confirm(app, target.code);
                break;
              }
              case 'claim': {
                const entries = await app.db
                  .select()
                  .from(waitlistEntries)
                  .where(inArray(waitlistEntries.eventId, eventIds));
                const target = at(
                  preferring(entries, (e) => e.status === 'offered'),
                  s.pick,
                );
                if (!target) break;
                answer = await app.inject({
                  method: 'POST',
                  url: `/api/waitlist/${target.code}/claim`,
                  remoteAddress: at(addresses, s.client),
                });
                const purchase = answer.statusCode === 200 ? answer.json().purchase : null;
                if (purchase) {
                  const { order, clientSecret, paymentIntentId } = purchase;
                  purchases.push({ orderId: order.id, clientSecret, paymentIntentId });
                }
                break;
              }
              case 'pay': {
                const target = at(purchases, s.pick);
                if (!target) break;
                await payWithTestCard(app, target.clientSecret, '4242424242424242');
                answer = await app.inject({
                  method: 'POST',
                  url: '/api/tickets/confirm',
                  payload: { paymentIntentId: target.paymentIntentId },
                });
                break;
              }
              case 'expire': {
                const target = at(purchases, s.pick);
                if (!target) break;
                const past = new Date(Date.now() - 1000);
                await app.db
                  .update(ticketOrders)
                  .set({ holdExpiresAt: past })
                  .where(eq(ticketOrders.id, target.orderId));
                await app.db
                  .update(jobs)
                  .set({ runAt: past })
                  .where(
                    and(
                      eq(jobs.kind, RELEASE_HOLD),
                      sql`${jobs.payload}->>'orderId' = ${String(target.orderId)}`,
                    ),
                  );
                await app.jobs.drain();
                break;
              }
              case 'cancel': {
                const valid = await app.db
                  .select()
                  .from(tickets)
                  .where(and(inArray(tickets.eventId, eventIds), eq(tickets.status, 'valid')));
                const target = at(valid, s.pick);
                if (target)
                  answer = await app.inject({ method: 'POST', url: `/api/tickets/${target.code}/cancel` });
                break;
              }
            }
            const context = JSON.stringify({ s, nights, status: answer?.statusCode, body: answer?.body });

            // Every refusal is a 4xx that says why; a refusal of a budgeted request changes nothing.
            if (answer && answer.statusCode >= 400) {
              expect(answer.statusCode, context).toBeLessThan(500);
              expect(typeof answer.json().message, context).toBe('string');
              if (budgeted || answer.statusCode === 429) {
                expect(await snapshot(eventIds), context).toEqual(before);
              }
            }

            for (const event of made) {
              const account = await seatAccount(app, event.id);
              expect(account.counted, context).toBe(account.accounted);
              if (account.max != null) expect(account.counted, context).toBeLessThanOrEqual(account.max);
              const cap = unpaidSeatCap(event.maxAttendees);
              if (cap != null) expect(account.unpaid, context).toBeLessThanOrEqual(cap);
            }
            const held = await heldBy(eventIds);
            for (const [key, seats] of held) {
              const limit =
                key.split(' ').length === 2 ? SEAT_BUDGETS.heldPerClient : SEAT_BUDGETS.heldPerEvent;
              expect(seats, `${key} ${context}`).toBeLessThanOrEqual(limit);
            }
            for (const clientKey of clientKeys) {
              const made = await app.db.select().from(rsvps).where(eq(rsvps.clientKey, clientKey));
              expect(made.length, context).toBeLessThanOrEqual(SEAT_BUDGETS.rsvpsPerClientDay);
              for (const eventId of eventIds) {
                const forNight = made.filter((r) => r.eventId === eventId).length;
                expect(forNight, context).toBeLessThanOrEqual(SEAT_BUDGETS.rsvpsPerEventDay);
              }
            }
            const unconfirmedOffers = await app.db
              .select()
              .from(waitlistEntries)
              .where(
                and(
                  inArray(waitlistEntries.eventId, eventIds),
                  inArray(waitlistEntries.status, ['offered', 'claimed']),
                  sql`${waitlistEntries.confirmedAt} is null`,
                ),
              );
            expect(unconfirmedOffers, context).toEqual([]);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
