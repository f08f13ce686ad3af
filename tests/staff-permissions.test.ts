import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { events } from '../src/server/db/schema';
import { adminApi } from '../src/server/features/admin-auth/admin-api';
import { createSession } from '../src/server/features/admin-auth/sessions';
import {
  PERMISSION_REFUSED,
  ROLE_PERMISSIONS,
  roleMay,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '../src/shared/staff-roles';
import { adminRoutesInRouter, bearer, buildWithAdmin } from './helpers/admin';

// Each admin route names the staff permission it needs, and a session's role decides at the same
// hook that demands the session, before the body is read (docs/staff.md). These walk the router's
// own table, so a route added tomorrow is held to the same rules without anyone listing it.

const { app, token: ownerToken } = await buildWithAdmin({ seed: true });

const routerAdminRoutes = () => adminRoutesInRouter(app);

const declared = (method: string, path: string) =>
  app.adminRoutes.find((route) => route.method === method && route.url === path)?.permission;

/** A session of this role, as staff accounts will open them. */
const tokenOf = async (role: StaffRole) => (await createSession(app.db, 1, role)).token;

describe('staff permissions', () => {
  it('are declared by every admin route the router knows', () => {
    const routes = routerAdminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(50);
    const without = routes.filter(({ method, path }) => !declared(method, path));
    expect(without).toEqual([]);
    for (const { method, path } of routes) {
      expect(STAFF_PERMISSIONS, `${method} ${path}`).toContain(declared(method, path));
    }
  });

  it('keep an app from starting when one of its admin routes declares none', async () => {
    const bare = Fastify();
    bare.register(
      adminApi([
        async (plugin) => {
          plugin.get('/api/admin/forgotten', async () => ({}));
        },
      ]),
    );
    await expect(bare.ready()).rejects.toThrow(
      'GET /api/admin/forgotten: an admin route must say which staff permission it needs (config.permission)',
    );
    await bare.close();
  });

  it('keep an app from starting when one of its admin writes on something that exists says nothing of it before', async () => {
    for (const [method, url] of [
      ['PUT', '/api/admin/things/:id'],
      ['DELETE', '/api/admin/things/:id'],
      ['POST', '/api/admin/things/:id/archive'],
    ] as const) {
      const bare = Fastify();
      bare.register(
        adminApi([
          async (plugin) => {
            plugin.route({ method, url, config: { permission: 'content' }, handler: async () => ({}) });
          },
        ]),
      );
      await expect(bare.ready()).rejects.toThrow(
        `${method} ${url}: an admin write on something that exists must say how to read it before the change (config.snapshot, or false)`,
      );
      await bare.close();
    }
  });

  it('give each role exactly its routes: 403 before the body is read for the others', async () => {
    for (const role of STAFF_ROLES) {
      const refusedToken = await tokenOf(role);
      for (const { method, path } of routerAdminRoutes()) {
        const permission = declared(method, path);
        if (!permission) throw new Error(`${method} ${path} declares no permission`);
        const url = path.replace(/:id/g, '999999');
        const allowed = roleMay(role, permission);
        // A fresh session for a route the role may use: signing out ends the one it is sent with.
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: bearer(allowed ? await tokenOf(role) : refusedToken),
          // A body that would fail validation: the role is decided first.
          payload: method === 'GET' || method === 'DELETE' ? undefined : { nonsense: true },
        });
        const label = `${role}: ${method} ${path} (${permission})`;
        if (allowed) {
          // Past the permission layer: a route may still refuse for its own reason (a second
          // step only an owner's or manager's own account can have), never for the role.
          expect(response.statusCode, label).not.toBe(401);
          if (response.statusCode === 403)
            expect(response.json().code, label).not.toBe('staff_permission_required');
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({
            message: PERMISSION_REFUSED,
            code: 'staff_permission_required',
          });
        }
      }
    }
  });

  it('leave the owner (the shared password) every permission, and the other roles only theirs', async () => {
    const session = await app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: bearer(ownerToken),
    });
    expect(session.json()).toMatchObject({ role: 'owner' });
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    expect([...ROLE_PERMISSIONS.manager]).not.toContain('staff');
    expect([...ROLE_PERMISSIONS.editor].sort()).toEqual(['content', 'session']);
    expect([...ROLE_PERMISSIONS.door].sort()).toEqual(['door', 'session']);
    expect(roleMay('someone else', 'session')).toBe(false);
  });
});

describe('an editor', () => {
  it('may change a product, but deleting a night or reading the members answers 403 and changes nothing', async () => {
    const editor = bearer(await tokenOf('editor'));
    const [night] = await app.db.select().from(events).limit(1);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${night.id}`,
      headers: editor,
    });
    expect(deleted.statusCode).toBe(403);
    expect(await app.db.select({ id: events.id }).from(events).where(eq(events.id, night.id))).toHaveLength(
      1,
    );

    const list = await app.inject({ method: 'GET', url: '/api/admin/members', headers: editor });
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toMatch(/@/);

    const products = await app.inject({ method: 'GET', url: '/api/admin/store/products', headers: editor });
    expect(products.statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/admin/session', headers: editor });
    expect(session.json()).toMatchObject({ role: 'editor' });
  });
});
