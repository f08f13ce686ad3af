import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventsToIcs } from '../../../shared/event-ics';
import { type Event, isPastEvent } from '../../../shared/events';
import { eventListQuerySchema, rsvpSchema } from '../../../shared/events-schema';
import { sendCachedBody } from '../../cache/cached-body';
import { precompressed, sendCached } from '../../cache/response-cache';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../public-posts';
import { idParamsSchema } from '../../route-params';
import { rsvpToEvent } from './rsvp';
import { sendRsvpConfirmation } from './rsvp-mail';
import { cachedEvents } from './service';

export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/events',
    { ...precompressed, schema: { querystring: eventListQuerySchema } },
    async (request, reply) => {
      return sendCached(request, reply, await cachedEvents(app, request.query.category));
    },
  );

  app.post(
    '/api/events/:id/rsvp',
    {
      ...publicPostLimits(app),
      schema: {
        params: idParamsSchema,
        body: rsvpSchema,
        response: {
          201: z.object({ message: z.string(), event: z.custom<Event>() }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const event = await rsvpToEvent(app.db, request.params.id, request.body, (tx, booked) =>
        sendRsvpConfirmation(app, booked, request.body, tx),
      );
      app.caches.events.clear();
      return reply.code(201).send({ message: 'RSVP confirmed', event });
    },
  );

  // A feed calendar apps subscribe to (webcal://): upcoming events, refreshed as they change. Kept
  // as text with its ETag and compressed copies, like the lists; apps may keep it 15 minutes.
  app.get('/events.ics', precompressed, async (request, reply) => {
    const answer = await app.caches.events.get(
      'ics',
      async () => {
        const { data } = await cachedEvents(app);
        return eventsToIcs(
          data.filter((event) => !isPastEvent(event)),
          { siteUrl: app.config.publicUrl, calendarName: 'MESC Events' },
        );
      },
      (ics) => ics,
    );
    reply.header('content-disposition', 'inline; filename="mesc-events.ics"');
    return sendCachedBody(request, reply, answer.body, 'text/calendar; charset=utf-8', 'public, max-age=900');
  });
}
