import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventInputSchema, eventRsvpSchema, eventSchema } from '../../../shared/events-schema';
import { messageAnswer } from '../../../shared/message-answer';
import { sendCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../route-params';
import { createEvent, deleteEvent, listRsvps, rsvpsCsv, updateEvent } from './service';

/** Events in the admin API, plus each event's RSVPs for staff. */
export async function eventAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/events',
    { schema: { body: eventInputSchema, response: { 201: eventSchema, ...errorResponses(400, 401) } } },
    async (request, reply) => reply.code(201).send(await createEvent(app, request.body)),
  );

  app.put(
    '/api/admin/events/:id',
    {
      schema: {
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateEvent(app, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/events/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await deleteEvent(app, request.params.id);
      return { message: 'The event has been deleted successfully' };
    },
  );

  app.get(
    '/api/admin/events/:id/rsvps',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(eventRsvpSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listRsvps(app, request.params.id),
  );

  app.get(
    '/api/admin/events/:id/rsvps.csv',
    { schema: { params: idParamsSchema, response: errorResponses(400, 401, 404) } },
    async (request, reply) => {
      const { fileName, csv } = await rsvpsCsv(app, request.params.id);
      return sendCsv(reply, fileName, csv);
    },
  );
}
