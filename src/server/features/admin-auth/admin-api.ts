import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SECOND_STEP_NEEDED } from '../../../shared/staff';
import { PERMISSION_REFUSED, roleMay, type StaffPermission } from '../../../shared/staff-roles';
import { HttpError } from '../../errors';
import { needsSnapshot, recordStaffAction, type Snapshot, takeSnapshot } from './activity';
import { type AdminSession, findValidSession, secondStepOf } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin session of the request, inside the admin API only. */
    adminSession: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** What a staff session's role must allow for this admin route (src/shared/staff-roles.ts). */
    permission?: StaffPermission;
    /**
     * What the write's target is before it runs, as the activity log keeps it beside what the
     * route answers after (docs/staff.md#activity): required of every write on something that
     * exists (`needsSnapshot`), usually `rowBefore(table)`; `false` for a write that only makes
     * something new for its target.
     */
    snapshot?: Snapshot | false;
  }
}

/** An admin route as the admin API registered it, with the permission it declared. */
export interface AdminRoute {
  method: string;
  url: string;
  permission: StaffPermission;
}

/**
 * The admin API: every admin route is registered through this one plugin, whose hook demands a
 * valid session before anything else happens, so no route can forget it. The hook runs at
 * onRequest, before the body is read and validated: a caller without a session learns nothing
 * about a route's payload (it gets 401, never a 400 naming the fields). Each route declares the
 * permission it needs (`config.permission`); one without is refused when the app starts, and a
 * session whose role lacks it gets 403 at the same hook (docs/staff.md). Every write, allowed or
 * refused, is recorded in the activity log by this plugin too (activity.ts). `routes` receives
 * each route as it is registered (the permission tests walk it).
 */
export function adminApi(plugins: FastifyPluginAsync[], routes: AdminRoute[] = []): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('adminSession', null);
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      const methods = [route.method].flat();
      if (!permission) {
        throw new Error(
          `${methods.join(',')} ${route.url}: an admin route must say which staff permission it needs (config.permission)`,
        );
      }
      for (const method of methods) {
        if (needsSnapshot(method, route.url) && route.config?.snapshot === undefined) {
          throw new Error(
            `${method} ${route.url}: an admin write on something that exists must say how to read it before the change (config.snapshot, or false)`,
          );
        }
        routes.push({ method, url: route.url, permission });
      }
    });
    app.addHook('onRequest', async (request) => {
      const session = await requireSession(app, request);
      request.adminSession = session;
      const permission = request.routeOptions.config.permission;
      if (!permission || !roleMay(session.role, permission)) {
        throw new HttpError(403, 'staff_permission_required', PERMISSION_REFUSED);
      }
      // An owner or manager the owner requires a second step of sets it up before anything else.
      if (permission !== 'session' && (await secondStepOf(app.db, session)) === 'required') {
        throw new HttpError(403, 'second_step_required', SECOND_STEP_NEEDED);
      }
    });
    // The target as it was, read once the request is valid and allowed, before the route runs.
    app.addHook('preHandler', async (request) => {
      await takeSnapshot(app, request);
    });
    // Every write, and every one refused to its role, goes into the activity log before its answer leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      await recordStaffAction(app, request, reply, payload);
      return payload;
    });
    for (const plugin of plugins) await app.register(plugin);
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
  return session;
}

function unauthorized(message: string) {
  return new HttpError(401, 'admin_sign_in_required', message);
}
