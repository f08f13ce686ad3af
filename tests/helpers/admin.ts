import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { build } from './build';

export const ADMIN_PASSWORD = 'Miami-neon-test-password';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in as staff would and answers the session token. */
export async function login(app: FastifyInstance, password = ADMIN_PASSWORD, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; expiresAt: string }>().token;
}

/** The app with ADMIN_PASSWORD set and a signed-in admin: `admin(...)` injects with the token. */
export async function buildWithAdmin(options: Omit<Parameters<typeof build>[0] & object, 'logger'> = {}) {
  const app = await build({ ...options, env: { ADMIN_PASSWORD, ...options.env } });
  const token = await login(app);
  const admin = (request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  }) => app.inject({ ...request, payload: request.payload as object | undefined, headers: bearer(token) });
  return { app, token, admin };
}

/**
 * Every route as the router itself lists it (app.printRoutes), with its methods: a route added
 * tomorrow shows up here without anyone updating a list.
 */
export function routeTable(app: FastifyInstance): { path: string; methods: string[] }[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n').filter(Boolean);
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of lines) {
    const match = /^([\s│]*)(?:├── |└── )?(.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1].length / 4);
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

/** The /api/admin/ routes that start a session, and so are outside the admin API. */
export const SESSION_STARTS = [
  '/api/admin/login',
  '/api/admin/sign-in',
  '/api/admin/sign-in/link',
  '/api/admin/sign-in/code',
  '/api/admin/sign-in/second-step',
];

/**
 * Every admin route the router knows, by method and pattern: /api/admin/* but the routes that
 * start a session, and the upload URL call (POST /api/objects/upload). HEAD is left out (it
 * answers as GET).
 */
export function adminRoutesInRouter(app: FastifyInstance): { method: string; path: string }[] {
  return routeTable(app)
    .filter(
      ({ path }) =>
        (path.startsWith('/api/admin/') && !SESSION_STARTS.includes(path)) || path === '/api/objects/upload',
    )
    .flatMap(({ path, methods }) =>
      methods
        .filter((method) => method !== 'HEAD' && (path !== '/api/objects/upload' || method === 'POST'))
        .map((method) => ({ method, path })),
    );
}
