import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../../shared/admin-lists';
import { attendeeListSchema, ticketEndSchema, ticketViewSchema } from '../../../shared/tickets-schema';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { sendCsv } from '../../lists/csv';
import { attendeeList, attendeesCsv, knownEvent } from './attendees';
import { endTicket, findTicket } from './service';

/** The staff's side of tickets: an event's attendee list and its CSV, and refunds. */
export async function ticketAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/events/:id/attendees',
    {
      config: { permission: 'tickets' },
      schema: {
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: attendeeListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => attendeeList(app, request.params.id, request.query),
  );

  app.get(
    '/api/admin/events/:id/attendees.csv',
    {
      config: { permission: 'tickets' },
      schema: { params: idParamsSchema, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) => {
      // An unknown event is a 404 before the file starts.
      await knownEvent(app, request.params.id);
      const { fileName, text } = attendeesCsv(app, request.params.id);
      return sendCsv(reply, fileName, text);
    },
  );

  // A paid ticket is refunded through the provider; a free one (an RSVP, a guest) is cancelled.
  // Staff say why; the reason is kept with the ticket and shown in the attendee list.
  app.post(
    '/api/admin/tickets/:id/refund',
    {
      config: {
        permission: 'refunds',
        // The ticket as it was before the money went back, for the activity log.
        snapshot: async (_app, request) =>
          (await findTicket(app, { id: (request.params as { id: number }).id }))?.ticket ?? null,
      },
      schema: {
        params: idParamsSchema,
        body: ticketEndSchema,
        response: { 200: ticketViewSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => endTicket(app, { id: request.params.id }, { staff: request.body.reason }),
  );
}
