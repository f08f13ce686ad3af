import type { FastifyInstance } from 'fastify';
import { expireOffer, OFFER_EXPIRES } from './offers';

// The queue's part in the waitlist: an offer's deadline (queued with the offer, due when it runs
// out). An offer claimed, declined or removed meanwhile makes the job do nothing.

export function registerWaitlistJobs(app: FastifyInstance): void {
  app.jobs.register(OFFER_EXPIRES, {
    async run(payload) {
      await expireOffer(app, Number(payload.entryId));
    },
  });
}
