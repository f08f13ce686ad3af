import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInAnswerSchema,
  checkInSchema,
  doorLinkInputSchema,
  doorLinkSchema,
  doorSearchAnswerSchema,
  doorSearchQuerySchema,
  doorStateSchema,
  doorTicketSchema,
  newDoorLinkSchema,
} from '../../../shared/tickets-schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema } from '../../http/route-params';

import {
  checkInAtDoor,
  checkInByStaff,
  createDoorLink,
  type DoorLinkRow,
  doorLinkOfHeader,
  doorLinksOfEvent,
  doorState,
  revokeDoorLink,
  searchAtDoor,
  undoCheckInByStaff,
} from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The door link of the request, inside the door API only. */
    doorLink: DoorLinkRow | null;
  }
}

/** Staff's side of the door (inside the admin API): make, list and revoke an event's door links. */
export async function doorLinkAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/events/:id/door-links',
    {
      config: { permission: 'tickets' },
      schema: {
        params: idParamsSchema,
        // Every field has a default: an empty or missing body makes a link for the event's night
        // labelled "Door".
        body: z.preprocess((body) => body ?? {}, doorLinkInputSchema),
        response: { 201: newDoorLinkSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDoorLink(app, request.params.id, request.body)),
  );

  // Staff check a person in from the attendee list (someone without a phone at the desk), and
  // undo one made by mistake.
  const checkInOptions = {
    config: { permission: 'door' as const },
    schema: {
      params: idParamsSchema,
      response: { 200: doorTicketSchema, ...errorResponses(400, 401, 404, 409) },
    },
  };
  app.post('/api/admin/tickets/:id/check-in', checkInOptions, async (request) =>
    checkInByStaff(app, request.params.id),
  );
  app.delete('/api/admin/tickets/:id/check-in', checkInOptions, async (request) =>
    undoCheckInByStaff(app, request.params.id),
  );

  app.get(
    '/api/admin/events/:id/door-links',
    {
      config: { permission: 'tickets' },
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(doorLinkSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => doorLinksOfEvent(app, request.params.id),
  );

  app.post(
    '/api/admin/door-links/:id/revoke',
    {
      config: { permission: 'tickets' },
      schema: {
        params: idParamsSchema,
        response: { 200: doorLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => revokeDoorLink(app, request.params.id),
  );
}

/**
 * A door's requests a minute from one address: 30 times the public POST limit (600 by default),
 * since a door's phones share the venue's one address and each polls every few seconds.
 */
const doorRequestsPerMinute = (app: FastifyInstance) => app.config.publicPostLimit * 30;

/**
 * The door API: every route is registered in this one plugin, whose hooks limit the rate and then
 * demand a live door link (`Authorization: Door <secret>`) before the body is read, so no route
 * can forget either. Answers are personal (names, e-mails): nothing may keep them.
 */
export async function doorApi(fastify: FastifyInstance) {
  fastify.decorateRequest('doorLink', null);
  fastify.addHook(
    'onRequest',
    fastify.rateLimit({ max: doorRequestsPerMinute(fastify), timeWindow: 60_000 }),
  );
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    request.doorLink = await doorLinkOfHeader(fastify, request.headers.authorization);
  });
  await fastify.register(doorRoutes);
}

function linkOf(request: { doorLink: DoorLinkRow | null }): DoorLinkRow {
  if (!request.doorLink) throw new HttpError(401, 'door_link_invalid', 'No door link');
  return request.doorLink;
}

async function doorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/door',
    { schema: { response: { 200: doorStateSchema, ...errorResponses(401, 429) } } },
    async (request) => doorState(app, linkOf(request)),
  );

  app.post(
    '/api/door/check-in',
    {
      bodyLimit: 16_384,
      schema: {
        body: checkInSchema,
        response: { 200: checkInAnswerSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => checkInAtDoor(app, linkOf(request), request.body),
  );

  app.get(
    '/api/door/search',
    {
      schema: {
        querystring: doorSearchQuerySchema,
        response: { 200: doorSearchAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => searchAtDoor(app, linkOf(request), request.query.q),
  );
}
