import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { findValidSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin session of the request, inside the admin API only. */
    adminSession: { id: number; expiresAt: Date } | null;
  }
}

/**
 * The admin API: every admin route is registered through this one plugin, whose hook demands a
 * valid session before anything else happens, so no route can forget it. The hook runs at
 * onRequest, before the body is read and validated: a caller without a session learns nothing
 * about a route's payload (it gets 401, never a 400 naming the fields).
 */
export function adminApi(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('adminSession', null);
    app.addHook('onRequest', async (request) => {
      request.adminSession = await requireSession(app, request);
    });
    for (const plugin of routes) await app.register(plugin);
  };
}

async function requireSession(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Please log in to use the admin dashboard.');
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw unauthorized('The admin token is missing or malformed. Please log in again.');
  }
  const session = await findValidSession(app.db, token);
  if (!session) throw unauthorized('Your admin session has ended. Please log in again.');
  return { id: session.id, expiresAt: session.expiresAt };
}

function unauthorized(message: string) {
  return new HttpError(401, 'admin_sign_in_required', message);
}
