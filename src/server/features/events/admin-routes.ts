import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventListQuerySchema, listQuerySchema, pageSchema } from '../../../shared/admin-lists';
import {
  eventInputSchema,
  eventRsvpSchema,
  eventSchema,
  eventTextItemSchema,
  eventTextSchema,
} from '../../../shared/events-schema';
import { messageAnswer } from '../../../shared/message-answer';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { csvText, miamiStamp, sendCsv } from '../../lists/csv';
import { everyItem } from '../../lists/paging';
import {
  countAdminEvents,
  createEvent,
  deleteEvent,
  eventAsItIs,
  eventExists,
  nightsToWrite,
  pageOfAdminEvents,
  pageOfRsvps,
  updateEvent,
  updateEventText,
} from './service';

/** Events in the admin API (the dashboard's list, paged and searched), plus each event's RSVPs for staff. */
export async function eventAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/events',
    {
      config: { permission: 'events' },
      schema: { body: eventInputSchema, response: { 201: eventSchema, ...errorResponses(400, 401) } },
    },
    async (request, reply) => reply.code(201).send(await createEvent(app, request.body)),
  );

  // What an event was before a change or a deletion is kept in the activity log (its price above all).
  const snapshot = async (_app: FastifyInstance, request: FastifyRequest) =>
    eventAsItIs(app, (request.params as { id: number }).id);

  app.put(
    '/api/admin/events/:id',
    {
      config: { permission: 'events', snapshot },
      schema: {
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateEvent(app, request.params.id, request.body),
  );

  // Editors change a night's words and picture, nothing else (its date, price and seats are the
  // events permission's).
  app.get(
    '/api/admin/event-texts',
    {
      config: { permission: 'content' },
      schema: { response: { 200: z.array(eventTextItemSchema), ...errorResponses(401, 403) } },
    },
    async () => nightsToWrite(app),
  );
  app.patch(
    '/api/admin/events/:id/text',
    {
      config: { permission: 'content', snapshot },
      schema: {
        params: idParamsSchema,
        body: eventTextSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateEventText(app, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/events/:id',
    {
      config: { permission: 'events', snapshot },
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await deleteEvent(app, request.params.id);
      return { message: 'The event has been deleted successfully' };
    },
  );

  app.get(
    '/api/admin/events',
    {
      config: { permission: 'events' },
      schema: {
        querystring: eventListQuerySchema,
        response: { 200: pageSchema(eventSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { when, search, cursor, limit } = request.query;
      const [page, total] = await Promise.all([
        pageOfAdminEvents(app, { when, search }, cursor, limit),
        countAdminEvents(app, when, search),
      ]);
      return { ...page, total };
    },
  );

  // An event's RSVPs as a plain array (the order they came), a page at a time: the next page's
  // cursor is in the x-next-cursor header.
  app.get(
    '/api/admin/events/:id/rsvps',
    {
      config: { permission: 'events' },
      schema: {
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(eventRsvpSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { search, cursor, limit } = request.query;
      await knownEvent(app, request.params.id);
      const page = await pageOfRsvps(app, request.params.id, search, cursor, limit);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/admin/events/:id/rsvps.csv',
    {
      config: { permission: 'events' },
      schema: { params: idParamsSchema, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      // An unknown event is a 404 before the file starts.
      await knownEvent(app, eventId);
      const rows = everyItem((cursor, limit) => pageOfRsvps(app, eventId, undefined, cursor, limit));
      const text = csvText(['Name', 'Email', 'RSVP time (Miami)'], rows, (r) => [
        r.name,
        r.email,
        miamiStamp(r.createdAt),
      ]);
      return sendCsv(reply, `rsvps-event-${eventId}.csv`, text);
    },
  );
}

async function knownEvent(app: FastifyInstance, id: number) {
  if (!(await eventExists(app, id))) throw new HttpError(404, 'not_found', 'Event not found');
}
