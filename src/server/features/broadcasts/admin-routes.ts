import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  audienceCountSchema,
  audienceSchema,
  broadcastDraftSchema,
  broadcastPreviewSchema,
  broadcastSchema,
  broadcastSendSchema,
  broadcastTestAnswerSchema,
  failedRecipientSchema,
} from '../../../shared/broadcasts';
import { broadcasts } from '../../db/schema';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { rowBefore } from '../admin-auth/service';
import {
  countAudience,
  createBroadcast,
  deleteBroadcast,
  findBroadcast,
  listBroadcasts,
  previewBroadcast,
  scheduleBroadcast,
  sendTest,
  unschedule,
  updateBroadcast,
} from './service';

/**
 * Club mail in the dashboard (docs/club-mail.md), for the roles with the mail permission (owner,
 * manager): write, count the audience, preview, test, send now or at a Miami time, follow.
 */
export async function broadcastAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const permission = 'mail' as const;
  const before = rowBefore(broadcasts);

  app.get(
    '/api/admin/broadcasts',
    {
      config: { permission },
      schema: { response: { 200: z.array(broadcastSchema), ...errorResponses(401) } },
    },
    async () => listBroadcasts(app),
  );
  app.get(
    '/api/admin/broadcasts/:id',
    {
      config: { permission },
      schema: {
        params: idParamsSchema,
        response: {
          200: broadcastSchema.extend({ failures: z.array(failedRecipientSchema) }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => findBroadcast(app, request.params.id),
  );
  app.post(
    '/api/admin/broadcast-audience',
    {
      config: { permission },
      schema: {
        body: z.object({ audience: audienceSchema }),
        response: { 200: audienceCountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ count: await countAudience(app, request.body.audience) }),
  );
  app.post(
    '/api/admin/broadcast-preview',
    {
      config: { permission },
      schema: {
        body: broadcastDraftSchema,
        response: { 200: broadcastPreviewSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => previewBroadcast(app, request.body),
  );
  app.post(
    '/api/admin/broadcasts',
    {
      config: { permission },
      schema: { body: broadcastDraftSchema, response: { 201: broadcastSchema, ...errorResponses(400, 401) } },
    },
    async (request, reply) => {
      const made = await createBroadcast(app, request.body, request.adminSession?.actor ?? '');
      return reply.code(201).send(made);
    },
  );
  app.put(
    '/api/admin/broadcasts/:id',
    {
      config: { permission, snapshot: before },
      schema: {
        params: idParamsSchema,
        body: broadcastDraftSchema,
        response: { 200: broadcastSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateBroadcast(app, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/broadcasts/:id',
    {
      config: { permission, snapshot: before },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(401, 404, 409) } },
    },
    async (request, reply) => {
      await deleteBroadcast(app, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/admin/broadcasts/:id/test',
    {
      // A test changes no message: it is one e-mail to the staff member who asks.
      config: { permission, snapshot: false },
      schema: {
        params: idParamsSchema,
        response: { 200: broadcastTestAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => sendTest(app, request.params.id, request.adminSession?.staffId ?? null),
  );
  app.post(
    '/api/admin/broadcasts/:id/send',
    {
      config: { permission, snapshot: before },
      schema: {
        params: idParamsSchema,
        body: broadcastSendSchema,
        response: { 200: broadcastSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => scheduleBroadcast(app, request.params.id, request.body.at),
  );
  app.post(
    '/api/admin/broadcasts/:id/cancel',
    {
      config: { permission, snapshot: before },
      schema: {
        params: idParamsSchema,
        response: { 200: broadcastSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => unschedule(app, request.params.id),
  );
}
