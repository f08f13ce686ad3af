import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventListQuerySchema } from '../../../shared/events';
import { listEvents } from './service';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/events', { schema: { querystring: eventListQuerySchema } }, async (request) => {
    const { category } = request.query;
    // "All Events" is the filter's name for no filter.
    const filter = category && category.toLowerCase() !== 'all events' ? { category } : {};
    return listEvents(app.db, filter);
  });
}
