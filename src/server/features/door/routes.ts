import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswer } from '../../../shared/message-answer';
import {
  doorNightAssignmentSchema,
  doorNightSchema,
  doorNightsInputSchema,
  doorScreenAnswerSchema,
} from '../../../shared/staff';
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
import { doorLinks, tickets } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { rowBefore } from '../admin-auth/service';
import {
  checkInAtDoor,
  checkInByStaff,
  createDoorLink,
  type DoorLinkRow,
  type DoorStaff,
  doorLinkOfHeader,
  doorLinksOfEvent,
  doorNightAssignments,
  doorNightsFor,
  doorNightsOf,
  doorState,
  openDoorScreen,
  recordAtDoor,
  revokeDoorLink,
  searchAtDoor,
  setDoorNights,
  undoCheckInByStaff,
} from './service';

/** The session at the door (the admin API's hook set it before any of its routes runs). */
function doorStaffOf(request: FastifyRequest): DoorStaff {
  const session = request.adminSession;
  if (!session)
    throw new HttpError(401, 'admin_sign_in_required', 'Please log in to use the admin dashboard.');
  return { role: session.role, staffId: session.staffId, actor: session.actor };
}

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
      // It makes a new link; the night is unchanged.
      config: { permission: 'tickets', snapshot: false },
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
    config: { permission: 'door' as const, snapshot: rowBefore(tickets) },
    schema: {
      params: idParamsSchema,
      response: { 200: doorTicketSchema, ...errorResponses(400, 401, 404, 409) },
    },
  };
  app.post('/api/admin/tickets/:id/check-in', checkInOptions, async (request) =>
    checkInByStaff(app, request.params.id, doorStaffOf(request)),
  );
  app.delete('/api/admin/tickets/:id/check-in', checkInOptions, async (request) =>
    undoCheckInByStaff(app, request.params.id, doorStaffOf(request)),
  );

  // Door staff as themselves: the nights they may open, and their own door screen for one.
  app.get(
    '/api/admin/door/nights',
    {
      config: { permission: 'door' },
      schema: { response: { 200: z.array(doorNightSchema), ...errorResponses(401, 403) } },
    },
    async (request) => doorNightsFor(app, doorStaffOf(request)),
  );
  app.post(
    '/api/admin/door/nights/:id/screen',
    {
      // It makes a door link for the person; the night is unchanged.
      config: { permission: 'door', snapshot: false },
      schema: {
        params: idParamsSchema,
        response: { 200: doorScreenAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => openDoorScreen(app, doorStaffOf(request), request.params.id),
  );

  // The owner gives door staff their nights.
  app.get(
    '/api/admin/door-nights',
    {
      config: { permission: 'staff' },
      schema: { response: { 200: z.array(doorNightAssignmentSchema), ...errorResponses(401, 403) } },
    },
    async () => doorNightAssignments(app),
  );
  app.put(
    '/api/admin/staff/:id/door-nights',
    {
      config: {
        permission: 'staff',
        snapshot: async (_app, request) => doorNightsOf(app, (request.params as { id: number }).id),
      },
      schema: {
        params: idParamsSchema,
        body: doorNightsInputSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await setDoorNights(app, request.params.id, request.body.eventIds);
      return { message: 'Nights at the door saved' };
    },
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
      config: { permission: 'tickets', snapshot: rowBefore(doorLinks) },
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
  // Every write made with a door link goes in the staff activity log, as the admin API's writes
  // do: by this hook, so no door route can forget it.
  fastify.addHook('onSend', async (request, reply, payload) => {
    const link = request.doorLink;
    if (link && request.method !== 'GET' && request.method !== 'HEAD') {
      await recordAtDoor(fastify, {
        link,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        body: request.body,
        status: reply.statusCode,
        payload,
        clientAddress: request.ip,
      });
    }
    return payload;
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
