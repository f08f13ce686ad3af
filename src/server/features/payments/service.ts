import type { FastifyInstance } from 'fastify';
import type { WebhookOutcome } from '../../../shared/membership';
import type { PaymentEvent } from '../../adapters/payments/payment-provider';
import type { Transaction } from '../../db/client';
import * as repository from './repository';

// Payments (docs/membership-and-payments.md, "Webhooks"): the provider's events reach the club through one webhook, and each
// is applied once, by its event id. What a payment means is the business of the feature that
// started it (a membership, a ticket order); each registers a handler when the app is built.

export type { PaymentEvent } from '../../adapters/payments/payment-provider';
export * from './provider-calls';

/** What a handler made of an event, in the delivery's transaction. */
export interface Applied<R> {
  outcome: 'processed' | 'ignored';
  result?: R;
}

/**
 * A feature's part in the provider's events. `find` says whether the event is about something the
 * feature started (null: not theirs); `apply` makes its effects in the transaction that records
 * the event's id, so a replayed delivery does nothing twice; `settle` runs after the commit, for a
 * replay too (work that must not roll back with the effects, like a refund at the provider, and
 * that a failed first try leaves to the next delivery).
 */
export interface PaymentHandler<T, R = unknown> {
  name: string;
  find(app: FastifyInstance, event: PaymentEvent): Promise<T | null>;
  apply(app: FastifyInstance, tx: Transaction, event: PaymentEvent, target: T): Promise<Applied<R>>;
  settle?(app: FastifyInstance, target: T, applied: Applied<R> | null): Promise<void>;
}

// Keyed by the app's database: a plugin's child instance is not the app the handler was registered on.
// biome-ignore lint/suspicious/noExplicitAny: each handler keeps its own target type
const handlers = new WeakMap<object, PaymentHandler<any, any>[]>();

/** A feature registers what the provider's events mean for what it started; asked in order. */
export function registerPaymentHandler<T, R>(app: FastifyInstance, handler: PaymentHandler<T, R>): void {
  const known = handlers.get(app.db) ?? [];
  if (known.some((h) => h.name === handler.name)) return;
  handlers.set(app.db, [...known, handler]);
}

/**
 * Applies one provider event: the first handler that knows its payment applies it, in one
 * transaction with the record of its id ('duplicate' when that id was already applied). An event
 * no handler knows (another product on the same account) is 'ignored'.
 */
export async function receivePaymentEvent(
  app: FastifyInstance,
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  for (const handler of handlers.get(app.db) ?? []) {
    const target = await handler.find(app, event);
    if (target == null) continue;
    const applied = await app.db.transaction(async (tx) => {
      const fresh = await repository.recordDelivery(tx, {
        provider: app.payments.id,
        eventId: event.eventId,
        type: event.type,
      });
      return fresh ? handler.apply(app, tx, event, target) : null;
    });
    await handler.settle?.(app, target, applied);
    return applied ? applied.outcome : 'duplicate';
  }
  return 'ignored';
}
