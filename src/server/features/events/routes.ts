import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventListQuerySchema } from '../../../shared/events';
import { sendCached } from '../../cache/response-cache';
import { cachedEvents } from './service';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/events', { schema: { querystring: eventListQuerySchema } }, async (request, reply) => {
    return sendCached(request, reply, await cachedEvents(app, request.query.category));
  });
}
