import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendeeListSchema, ticketViewSchema } from '../../../shared/tickets-schema';
import { sendCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../route-params';
import { attendeeList, attendeesCsv } from './attendees';
import { endTicket } from './service';

/** The staff's side of tickets: an event's attendee list and its CSV, and refunds. */
export async function ticketAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/events/:id/attendees',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: attendeeListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => attendeeList(app, request.params.id),
  );

  app.get(
    '/api/admin/events/:id/attendees.csv',
    { schema: { params: idParamsSchema, response: errorResponses(400, 401, 404) } },
    async (request, reply) => {
      const { fileName, csv } = await attendeesCsv(app, request.params.id);
      return sendCsv(reply, fileName, csv);
    },
  );

  // A paid ticket is refunded through the provider; a free one (an RSVP, a guest) is cancelled.
  app.post(
    '/api/admin/tickets/:id/refund',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: ticketViewSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => endTicket(app, { id: request.params.id }, 'staff'),
  );
}
