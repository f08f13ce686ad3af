import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Event, EventRsvp } from '../../../shared/events';
import { eventInputSchema } from '../../../shared/events-schema';
import { miamiStamp, sendCsv, toCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { idParamsSchema, messageAnswer } from '../../route-params';
import { createEvent, deleteEvent, listRsvps, updateEvent } from './admin-service';

/** Events in the admin API (spec §7), plus each event's RSVPs for staff. */
export async function eventAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const eventAnswer = z.custom<Event>();
  // The public list (and the calendar feed, the media gallery) show the change on the next request.
  const changed = () => app.caches.events.clear();

  app.post(
    '/api/admin/events',
    { schema: { body: eventInputSchema, response: { 201: eventAnswer, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const event = await createEvent(app.db, request.body);
      changed();
      return reply.code(201).send(event);
    },
  );

  app.put(
    '/api/admin/events/:id',
    {
      schema: {
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: eventAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const event = await updateEvent(app.db, request.params.id, request.body);
      changed();
      return event;
    },
  );

  app.delete(
    '/api/admin/events/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await deleteEvent(app.db, request.params.id);
      changed();
      return { message: 'The event has been deleted successfully' };
    },
  );

  app.get(
    '/api/admin/events/:id/rsvps',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.custom<EventRsvp[]>(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await listRsvps(app.db, request.params.id)).rsvps,
  );

  app.get(
    '/api/admin/events/:id/rsvps.csv',
    { schema: { params: idParamsSchema, response: errorResponses(400, 401, 404) } },
    async (request, reply) => {
      const { event, rsvps } = await listRsvps(app.db, request.params.id);
      const csv = toCsv(
        ['Name', 'Email', 'RSVP time (Miami)'],
        rsvps.map((r) => [r.name, r.email, miamiStamp(r.createdAt)]),
      );
      return sendCsv(reply, `rsvps-event-${event.id}.csv`, csv);
    },
  );
}
