import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../src/server/db/schema';
import { adminRoutesInRouter, bearer, buildWithAdmin, login } from './helpers/admin';

const { app } = await buildWithAdmin({ seed: true });

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every admin route the router knows, with 1 for its id. */
const adminRoutes = () =>
  adminRoutesInRouter(app).map(({ method, path }) => ({ method, url: path.replace(/:id/g, '1') }));

async function expiredToken() {
  const token = await login(app);
  await app.db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(adminSessions.tokenHash, hashOf(token)));
  return token;
}

async function revokedToken() {
  const token = await login(app);
  await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
  return token;
}

describe('every admin route', () => {
  it('is found in the router table, so none can be left out of this test', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(24);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/events',
        'DELETE /api/admin/store/products/1',
        'GET /api/admin/sponsors',
        'POST /api/admin/pitch-deck',
        'GET /api/admin/contact-messages.csv',
        'POST /api/objects/upload',
        'POST /api/admin/product-images',
      ]),
    );
  });

  it('answers 401 to a missing, malformed, expired or revoked token, whatever the body', async () => {
    const headerSets: [string, Record<string, string>][] = [
      ['missing', {}],
      ['not bearer', { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` }],
      ['empty bearer', { authorization: 'Bearer' }],
      ['malformed', { authorization: 'Bearer not-a-real-token' }],
      ['two tokens', { authorization: `Bearer ${'a'.repeat(43)} ${'b'.repeat(43)}` }],
      ['unknown', { authorization: `Bearer ${'x'.repeat(43)}` }],
      ['expired', bearer(await expiredToken())],
      ['revoked', bearer(await revokedToken())],
    ];
    for (const { method, url } of adminRoutes()) {
      for (const [label, headers] of headerSets) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers,
          // A body that would fail validation: the session check must come first.
          payload: method === 'GET' || method === 'DELETE' ? undefined : { nonsense: true },
        });
        expect(response.statusCode, `${method} ${url} with a ${label} token`).toBe(401);
        expect(response.json(), `${method} ${url} with a ${label} token`).toEqual({
          message: expect.any(String),
          code: 'admin_sign_in_required',
        });
      }
    }
  });

  it('leaves the public routes open', async () => {
    for (const url of ['/api/events', '/api/sponsors', '/api/store/products', '/api/wall-of-fame']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
  });
});
