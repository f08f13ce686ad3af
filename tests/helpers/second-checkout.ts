import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { PAYER_CHECK_INBOX } from '../../src/server/features/membership/owner-activation';
import type { FakeStripe } from './fake-stripe';
import { confirmPayment, premiumFan, startPayment } from './membership';
import { deliver, stripeEvent } from './stripe-webhook';

// Several checkouts for one e-mail, started and paid at once (two tabs, a double click on two
// devices), and everything that then tells the club about their payments.

/**
 * What the browser of a second payment hears: the same words as for any address with history
 * (the e-mail to the address says it is refunded).
 */
export const SECOND_PAYMENT_ANSWER = expect.objectContaining({
  member: null,
  sentToInbox: true,
  message: PAYER_CHECK_INBOX,
});

/** Starts `count` checkouts for one e-mail at once, in varying letter case; answers their client secrets. */
export async function startCheckouts(app: FastifyInstance, email: string, count: number): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startPayment(app, { ...premiumFan, email: i % 2 ? email.toUpperCase() : email }),
    ),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  return answers.map((a) => a.json().clientSecret as string);
}

/** A deterministic shuffle, so a failing order can be run again. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type Arrival = { kind: 'confirm' | 'payment_intent.succeeded' | 'invoice.paid'; paymentId: string };

/**
 * Everything that reports one paid Stripe checkout: the browser's confirmation and the two
 * webhook events, each twice (a reload, a redelivery of the same event).
 */
export function stripeArrivals(paymentIds: string[]): Arrival[] {
  return paymentIds.flatMap((paymentId) =>
    (['confirm', 'payment_intent.succeeded', 'invoice.paid'] as const).flatMap((kind) => [
      { kind, paymentId },
      { kind, paymentId },
    ]),
  );
}

/** Sends one arrival; webhook events keep one id per payment and kind, as a redelivery does. */
export function stripeSender(app: FastifyInstance, stripe: FakeStripe) {
  const events = new Map<string, object>();
  return (arrival: Arrival): Promise<LightMyRequestResponse> => {
    if (arrival.kind === 'confirm') return confirmPayment(app, arrival.paymentId);
    const key = `${arrival.kind} ${arrival.paymentId}`;
    let event = events.get(key);
    if (!event) {
      const intent = stripe.store.paymentIntents.get(arrival.paymentId) as object;
      const invoice = [...stripe.store.invoices.values()].find(
        (i) => i.payments.data[0].payment.payment_intent === arrival.paymentId,
      );
      event = stripeEvent(arrival.kind, arrival.kind === 'invoice.paid' ? (invoice as object) : intent);
      events.set(key, event);
    }
    return deliver(app, event);
  };
}

/** The club's payment rows for these provider payment ids, by id. */
export async function paymentRows(app: FastifyInstance, paymentIds: string[]) {
  const rows = (await app.db.select().from(payments)).filter((p) => paymentIds.includes(p.providerPaymentId));
  return new Map(rows.map((r) => [r.providerPaymentId, r]));
}
