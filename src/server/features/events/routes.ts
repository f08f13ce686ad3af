import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventListQuerySchema, rsvpAnswerSchema, rsvpSchema } from '../../../shared/events-schema';
import { sendCachedBody } from '../../cache/cached-body';
import { precompressed, sendCached } from '../../cache/response-cache';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../public-posts';
import { idParamsSchema } from '../../route-params';
import { cachedEvents, cachedEventsCalendar, rsvpMember, rsvpToEvent } from './service';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A cached body is sent as it is, past the serializer: the service checks it against
  // eventListSchema when it fills the cache.
  app.get(
    '/api/events',
    { ...precompressed, schema: { querystring: eventListQuerySchema } },
    async (request, reply) => sendCached(request, reply, await cachedEvents(app, request.query.category)),
  );

  app.post(
    '/api/events/:id/rsvp',
    {
      ...publicPostLimits(app),
      schema: {
        params: idParamsSchema,
        body: rsvpSchema,
        response: { 201: rsvpAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const member = await rsvpMember(app, request);
      const event = await rsvpToEvent(app, request.params.id, { visitor: request.body, member });
      return reply.code(201).send({ message: 'RSVP confirmed', event });
    },
  );

  // A feed calendar apps subscribe to (webcal://): upcoming events, refreshed as they change. Kept
  // as text with its ETag and compressed copies, like the lists; apps may keep it 15 minutes.
  app.get('/events.ics', precompressed, async (request, reply) => {
    const answer = await cachedEventsCalendar(app);
    reply.header('content-disposition', 'inline; filename="mesc-events.ics"');
    return sendCachedBody(request, reply, answer.body, 'text/calendar; charset=utf-8', 'public, max-age=900');
  });
}
