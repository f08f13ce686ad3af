import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tickets, waitlistEntries } from '../src/server/db/schema';
import { unpaidSeatCap } from '../src/shared/seat-budgets';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress } from './helpers/members';
import {
  claim,
  confirm,
  expireOfferNow,
  fill,
  join,
  leave,
  person,
  seatAccount,
  smallEvent,
} from './helpers/waitlist';

// Any sequence of what visitors, the queue and staff do to a sold-out night (RSVPs, cancellations,
// joins, confirmations, claims, declines, offers running out, a raised capacity, a removal) keeps
// the seat count honest after every step: the seats counted are exactly the valid tickets, the
// held orders and the open offers; never above the maximum; and no seat stays free while someone
// confirmed is waiting, unless the night's share of unpaid seats is on offer already.

const built = await buildWithAdmin();
const { app } = built;

const step = fc.oneof(
  fc.record({ kind: fc.constant('rsvp' as const) }),
  fc.record({ kind: fc.constant('join' as const) }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('claim' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('leave' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('raise' as const), by: fc.integer({ min: 1, max: 2 }) }),
);

const at = <T>(list: T[], pick: number) => (list.length ? list[pick % list.length] : undefined);

describe('a sold-out night’s seats, whatever happens in whatever order', () => {
  it('are counted exactly once and offered to the waitlist while anyone confirmed waits', async () => {
    await app.ready();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { maxLength: 14 }),
        async (seats, steps) => {
          const event = await smallEvent(app, { maxAttendees: seats });
          let max = seats;
          await fill(app, event.id, seats);
          for (const s of steps) {
            const entries = await app.db
              .select()
              .from(waitlistEntries)
              .where(eq(waitlistEntries.eventId, event.id));
            const offered = entries.filter((e) => e.status === 'offered');
            const active = entries.filter((e) => e.status === 'waiting' || e.status === 'offered');
            switch (s.kind) {
              case 'rsvp':
                await app.inject({
                  method: 'POST',
                  url: `/api/events/${event.id}/rsvp`,
                  payload: person('Walkin'),
                  remoteAddress: freshAddress(),
                });
                break;
              case 'join':
                await join(app, event.id, person('Joiner'));
                break;
              case 'confirm': {
                const target = at(entries, s.pick);
                if (target) await confirm(app, target.code);
                break;
              }
              case 'cancel': {
                const valid = await app.db
                  .select()
                  .from(tickets)
                  .where(and(eq(tickets.eventId, event.id), eq(tickets.status, 'valid')));
                const ticket = at(valid, s.pick);
                if (ticket) await app.inject({ method: 'POST', url: `/api/tickets/${ticket.code}/cancel` });
                break;
              }
              case 'claim': {
                const target = at(entries, s.pick);
                if (target) await claim(app, target.code);
                break;
              }
              case 'leave': {
                const target = at(active, s.pick);
                if (target) await leave(app, target.code);
                break;
              }
              case 'expire': {
                const target = at(offered, s.pick);
                if (target) await expireOfferNow(app, target.id);
                break;
              }
              case 'remove': {
                const target = at(active, s.pick);
                if (target)
                  await built.admin({ method: 'POST', url: `/api/admin/waitlist/${target.id}/remove` });
                break;
              }
              case 'raise':
                max += s.by;
                expect(
                  (
                    await built.admin({
                      method: 'PUT',
                      url: `/api/admin/events/${event.id}`,
                      payload: {
                        title: event.title,
                        description: event.description,
                        category: 'Poker',
                        date: event.date.toISOString(),
                        price: 0,
                        maxAttendees: max,
                      },
                    })
                  ).statusCode,
                ).toBe(200);
                break;
            }
            const account = await seatAccount(app, event.id);
            expect(account.counted, JSON.stringify({ s, account })).toBe(account.accounted);
            expect(account.counted).toBeLessThanOrEqual(max);
            if (account.inLine > 0 && account.unpaid < (unpaidSeatCap(max) ?? Number.POSITIVE_INFINITY)) {
              expect(account.counted, JSON.stringify({ s, account })).toBe(max);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
