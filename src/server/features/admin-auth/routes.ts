import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '../../../shared/admin-auth';
import { errorResponses, HttpError } from '../../errors';
import { clearLoginAttempts, startLoginAttempt } from './login-throttle';
import { checkAdminPassword } from './password-check';
import { createSession, revokeSession } from './sessions';

const sessionAnswer = z.object({ token: z.string(), expiresAt: z.string() });

/** POST /api/admin/login: the one admin route outside the admin API (it is how a session starts). */
export async function adminLoginRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/login',
    {
      schema: { body: loginSchema, response: { 200: sessionAnswer, ...errorResponses(400, 401, 429, 503) } },
    },
    async (request, reply) => {
      const verdict = await startLoginAttempt(app.db, request.ip);
      if (!verdict.allowed) {
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        );
      }
      const valid = await checkAdminPassword(app, request.body.password);
      if (valid === null) {
        throw new HttpError(503, 'No admin password is set yet. Run `npm run admin:password` on the server.');
      }
      if (!valid) throw new HttpError(401, 'Invalid password');
      await clearLoginAttempts(app.db, request.ip);
      const session = await createSession(app.db, app.config.adminSessionHours);
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );
}

/** Inside the admin API: end the session, and say whether one is still open. */
export async function adminSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: z.object({ message: z.string() }), ...errorResponses(401) } } },
    async (request) => {
      if (request.adminSession) await revokeSession(app.db, request.adminSession.id);
      return { message: 'You have been logged out successfully' };
    },
  );
  app.get(
    '/api/admin/session',
    { schema: { response: { 200: z.object({ expiresAt: z.string() }), ...errorResponses(401) } } },
    async (request) => ({ expiresAt: (request.adminSession?.expiresAt ?? new Date()).toISOString() }),
  );
}
