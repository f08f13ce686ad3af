import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginSchema, sessionAnswerSchema } from '../../../shared/admin-auth';
import { messageAnswer } from '../../../shared/message-answer';
import { errorResponses } from '../../errors';
import { LoginThrottled, logIn, logOut } from './service';
import { secondStepOf } from './sessions';

/** POST /api/admin/login: the one admin route outside the admin API (it is how a session starts). */
export async function adminLoginRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      try {
        return await logIn(app, request.ip, request.body.password);
      } catch (err) {
        if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );
}

/** Inside the admin API: end the session, and say whether one is still open. */
export async function adminSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/logout',
    {
      config: { permission: 'session' },
      schema: { response: { 200: messageAnswer, ...errorResponses(401) } },
    },
    async (request) => {
      await logOut(app, request.adminSession);
      return { message: 'You have been logged out successfully' };
    },
  );
  app.get(
    '/api/admin/session',
    {
      config: { permission: 'session' },
      schema: { response: { 200: sessionAnswerSchema, ...errorResponses(401) } },
    },
    async (request) => {
      // Set by the admin API's hook before any of its routes runs.
      const session = request.adminSession as NonNullable<typeof request.adminSession>;
      const { expiresAt, role, actor } = session;
      return {
        expiresAt: expiresAt.toISOString(),
        role,
        actor,
        secondStep: await secondStepOf(app.db, session),
      };
    },
  );
}
