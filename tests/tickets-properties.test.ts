import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events, ticketOrders, tickets } from '../src/server/db/schema';
import { build } from './helpers/build';
import { payWithTestCard } from './helpers/membership';
import { rowCounts } from './helpers/row-counts';
import { anyText, controlCharacter } from './security/hostile-input';

// Whatever a buyer sends, the server decides the amount, a refusal changes nothing, and the seats
// taken always equal the tickets and holds that exist.

const app = await build();
// Started first: the queue schedules its recurring jobs when the app is ready, not in a counted request.
await app.ready();
const [event] = await app.db
  .insert(events)
  .values(buildEvent({ title: 'Rooftop Soirée', price: 7500, maxAttendees: 100000 }))
  .returning();

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/tickets`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  });

const field = fc.oneof(
  anyText(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText(), { maxLength: 6 }),
);

/** A name with a control character somewhere: never stored. */
const nameWithControl = fc
  .tuple(anyText({ maxLength: 20 }), controlCharacter, anyText({ maxLength: 20 }))
  .map(([a, c, b]) => `Ana${a}${c}${b}`);

async function seatsMatchTickets() {
  const [row] = await app.db.select().from(events).where(eq(events.id, event.id));
  const orders = await app.db.select().from(ticketOrders).where(eq(ticketOrders.eventId, event.id));
  const held = orders.filter((o) => o.status === 'held').reduce((n, o) => n + o.quantity, 0);
  const valid = (await app.db.select().from(tickets).where(eq(tickets.eventId, event.id))).filter(
    (t) => t.status === 'valid',
  ).length;
  expect(row.currentAttendees).toBe(held + valid);
}

describe('any purchase a visitor sends', () => {
  it('is refused with a message, and nothing stored, when any field is malformed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            name: fc.oneof(field, nameWithControl),
            email: field,
            quantity: field,
            holderNames: field,
            guestPass: field,
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          await app.jobs.drain();
          const before = await rowCounts(app);
          const response = await post(payload);
          expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(typeof response.json().message).toBe('string');
            await app.jobs.drain();
            expect(await rowCounts(app)).toEqual(before);
          }
        },
      ),
      { numRuns: 150 },
    );
    await seatsMatchTickets();
  });

  it('pays the server price for any valid name, in any script, and keeps the name exactly', async () => {
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((s) => s.trim().length > 0 && !/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(s));
    await fc.assert(
      fc.asyncProperty(
        name,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (holder, quantity, amount) => {
          const response = await post({
            name: holder,
            email: 'buyer@example.com',
            quantity,
            holderNames: [holder],
            amount,
          });
          expect(response.statusCode, response.body).toBe(201);
          const { order, clientSecret, paymentIntentId } = response.json();
          expect(order.amount).toBe(7500 * quantity);
          await payWithTestCard(app, clientSecret, '4242424242424242');
          const confirmed = await app.inject({
            method: 'POST',
            url: '/api/tickets/confirm',
            payload: { paymentIntentId },
          });
          expect(confirmed.json().order.status).toBe('paid');
          // The seats in the order they were booked: a heap's order moves once rows are updated.
          const made = await app.db
            .select()
            .from(tickets)
            .where(eq(tickets.orderId, order.id))
            .orderBy(asc(tickets.id));
          expect(made.map((t) => t.holderName)).toEqual([
            holder.trim(),
            ...Array.from({ length: quantity - 1 }, () => null),
          ]);
          expect(made.every((t) => t.name === holder.trim())).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
    await seatsMatchTickets();
  });
});
