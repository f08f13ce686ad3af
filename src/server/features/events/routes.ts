import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventListQuerySchema,
  eventSchema,
  rsvpAnswerSchema,
  rsvpSchema,
} from '../../../shared/events-schema';
import { sendCachedBody } from '../../cache/cached-body';
import { precompressed, sendCached } from '../../cache/response-cache';
import { errorResponses } from '../../errors';
import { clientKeyOf } from '../../http/client-key';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { memberWithAccess } from '../members/request';
import { eventCardPng } from './event-card-image';
import {
  cachedEvent,
  cachedEventCategories,
  cachedEvents,
  cachedEventsCalendar,
  rsvpToEvent,
} from './service';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A cached body is sent as it is, past the serializer: the service checks it against
  // eventListSchema when it fills the cache.
  app.get(
    '/api/events',
    { ...precompressed, schema: { querystring: eventListQuerySchema } },
    async (request, reply) => sendCached(request, reply, await cachedEvents(app, request.query)),
  );

  // The categories of the events to come: the events page's chips after "All Events".
  app.get('/api/events/categories', precompressed, async (request, reply) =>
    sendCached(request, reply, await cachedEventCategories(app)),
  );

  // One event, past ones too (its page stays): what the event page shows.
  app.get(
    '/api/events/:id',
    {
      ...precompressed,
      schema: { params: idParamsSchema, response: { 200: eventSchema, ...errorResponses(400, 404) } },
    },
    async (request, reply) => sendCached(request, reply, await cachedEvent(app, request.params.id)),
  );

  app.post(
    '/api/events/:id/rsvp',
    {
      ...publicPostLimits(app),
      schema: {
        params: idParamsSchema,
        body: rsvpSchema,
        response: { 201: rsvpAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const member = await memberWithAccess(app, request);
      const client = clientKeyOf(request);
      const event = await rsvpToEvent(app, request.params.id, { visitor: request.body, member, client });
      return reply.code(201).send({ message: 'RSVP confirmed', event });
    },
  );

  // The picture a shared link of an event without its own shows (Open Graph, Twitter). Its address
  // carries the version of the facts it shows, so it may be kept a long time.
  app.get(
    '/events/:id/card.png',
    { schema: { params: idParamsSchema, querystring: z.object({ v: z.string().max(20).optional() }) } },
    async (request, reply) => {
      const { data: event } = await cachedEvent(app, request.params.id);
      const png = await eventCardPng(event);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
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
