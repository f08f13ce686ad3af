import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { paidMembers } from '../src/server/db/schema';
import { build } from './helpers/build';
import { startFakeStripe } from './helpers/fake-stripe';
import { stripeEnv } from './helpers/membership';
import {
  paymentRows,
  SECOND_PAYMENT_ANSWER,
  startCheckouts,
  stripeArrivals,
  stripeSender,
} from './helpers/second-checkout';

// Whatever order and overlap the browsers' confirmations and Stripe's webhooks have, several paid
// checkouts for one e-mail end as one member and one refund for each of the others.

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const app = await build({ env: stripeEnv(stripe.url) });
let run = 0;

const interleaving = fc.integer({ min: 2, max: 3 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    // Each payment's confirmation and two webhook events, each twice: 6 arrivals per payment.
    order: fc.shuffledSubarray(
      Array.from({ length: count * 6 }, (_, i) => i),
      { minLength: count * 6 },
    ),
    // true: wait for everything sent so far before sending this one; false: send it alongside.
    waits: fc.array(fc.boolean(), { minLength: count * 6, maxLength: count * 6 }),
  }),
);

describe('checkouts for one e-mail under any interleaving', () => {
  it('end as one member, each other payment refunded once, and the same check-your-inbox answer for each of their confirmations', async () => {
    await fc.assert(
      fc.asyncProperty(interleaving, async ({ count, order, waits }) => {
        const email = `interleaved-${++run}@example.com`;
        const ids = (await startCheckouts(app, email, count)).map(stripe.paymentIdFor);
        for (const id of ids) stripe.succeedPayment(id);
        const arrivals = stripeArrivals(ids);
        const send = stripeSender(app, stripe);
        const answers: Promise<LightMyRequestResponse>[] = [];
        for (const [i, index] of order.entries()) {
          if (waits[i]) await Promise.all(answers);
          answers.push(send(arrivals[index]));
        }
        const settled = await Promise.all(answers);

        const members = (await app.db.select().from(paidMembers)).filter(
          (m) => m.email.toLowerCase() === email,
        );
        expect(members).toHaveLength(1);
        const rows = await paymentRows(app, ids);
        for (const id of ids) {
          const won = rows.get(id)?.id === members[0].paymentId;
          expect(rows.get(id)?.status).toBe(won ? 'succeeded' : 'refunded');
          expect(stripe.refundsOf(id)).toHaveLength(won ? 0 : 1);
        }
        for (const [i, index] of order.entries()) {
          const arrival = arrivals[index];
          const answer = settled[i];
          const accepted = arrival.kind !== 'confirm' || rows.get(arrival.paymentId)?.status === 'succeeded';
          if (accepted) expect(answer.statusCode).toBe(200);
          else expect([answer.statusCode, answer.json()]).toEqual([200, SECOND_PAYMENT_ANSWER]);
        }
      }),
      { numRuns: 15 },
    );
    // Fifteen interleavings of up to 18 requests each: a busy machine needs more than the default.
  }, 120_000);
});
