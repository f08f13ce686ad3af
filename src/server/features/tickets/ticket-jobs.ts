import type { FastifyInstance } from 'fastify';
import { refund, takenHere } from '../payments/service';
import * as repository from './repository';
import { REFUND_LATE_PAYMENT, RELEASE_HOLD, releaseExpiredHold } from './service';

// The queue's part in tickets: a hold's end (queued with the hold, due when it runs out), and the
// refund of a payment that came too late for its seats (queued with the decision, so a refund the
// provider refused is tried again, under the same idempotency key).

export function registerTicketJobs(app: FastifyInstance): void {
  app.jobs.register(RELEASE_HOLD, {
    async run(payload) {
      await releaseExpiredHold(app, Number(payload.orderId));
    },
  });
  app.jobs.register(REFUND_LATE_PAYMENT, {
    async run(payload) {
      const order = await repository.findOrder(app.db, Number(payload.orderId));
      // A payment taken with another provider is refunded there, by hand.
      if (!order || !takenHere(app, order)) return;
      await refund(app, order, `mesc-ticket-order-refund-${order.id}-${order.createdAt.getTime()}`);
    },
  });
}
