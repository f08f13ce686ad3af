import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminWaitlistEntrySchema,
  adminWaitlistOfferSchema,
  adminWaitlistSchema,
} from '../../../shared/waitlist-schema';
import { waitlistEntries } from '../../db/schema';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { rowBefore } from '../admin-auth/service';
import { adminOffer, adminRemove, adminWaitlist } from './staff';

/** The staff's side of the waitlist: an event's list in order, a seat offered to someone, a removal. */
export async function waitlistAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/events/:id/waitlist',
    {
      config: { permission: 'events' },
      schema: {
        params: idParamsSchema,
        response: { 200: adminWaitlistSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return adminWaitlist(app, request.params.id);
    },
  );

  app.post(
    '/api/admin/waitlist/:id/offer',
    {
      config: { permission: 'events', snapshot: rowBefore(waitlistEntries) },
      schema: {
        params: idParamsSchema,
        body: adminWaitlistOfferSchema.optional(),
        response: { 200: adminWaitlistEntrySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => adminOffer(app, request.params.id, request.body?.addSeat === true),
  );

  app.post(
    '/api/admin/waitlist/:id/remove',
    {
      config: { permission: 'events', snapshot: rowBefore(waitlistEntries) },
      schema: {
        params: idParamsSchema,
        response: { 200: adminWaitlistEntrySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => adminRemove(app, request.params.id),
  );
}
