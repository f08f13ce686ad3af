import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, buildWithAdmin, routeTable, SESSION_STARTS } from '../helpers/admin';
import { rowCounts } from '../helpers/row-counts';
import { anyBody, anyId, anyQuery } from './hostile-input';

// Every route the router knows, fed random and malformed ids, query strings and bodies, as a
// visitor and as a signed-in admin: never a 5xx, every API refusal is { message }, and a refused
// request leaves every table as it was. A route added tomorrow is in the table, so it is covered.

// The news feeds answer from a fixture, so /api/sports-news has no outside service to wait for.
const feed = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/news/sports.rss.xml'));
const { app, token } = await buildWithAdmin({
  seed: true,
  env: { NEWS_FEEDS: 'SPORTS|http://feeds.test/sports.xml' },
  news: { fetch: async () => new Response(feed, { headers: { 'content-type': 'application/rss+xml' } }) },
});
// The upload-link secret is created on first use; create it now so it is not counted as stored.
await app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(token) });

const routes = routeTable(app).flatMap(({ path, methods }) =>
  methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path })),
);

/** Failed logins are counted in a table on purpose: that is the throttle. */
const keptOnPurpose = (path: string) => (path === '/api/admin/login' ? ['admin_login_attempts'] : []);

/** A staff write the admin API refuses is one line of its activity log (docs/staff.md#activity); nothing else is. */
const loggedAsStaffWrite = (path: string, method: string, signedIn: boolean) =>
  signedIn &&
  method !== 'GET' &&
  ((path.startsWith('/api/admin/') && !SESSION_STARTS.includes(path)) || path === '/api/objects/upload');

describe('every endpoint, whatever it is sent', () => {
  it('is found in the router table, public and admin alike', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/contact' },
        { method: 'PUT', path: '/api/admin/events/:id' },
        { method: 'PUT', path: '/api/objects/upload/:id' },
        { method: 'GET', path: '/*' },
      ]),
    );
    // And every table is counted, seeded ones with their rows.
    const counts = await rowCounts(app);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(17);
    expect(counts.events).toBeGreaterThan(0);
    expect(counts).toHaveProperty('mail_outbox');
  });

  it('never answers 5xx, answers API errors as { message }, and stores nothing it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        anyId,
        anyQuery,
        anyBody,
        fc.boolean(),
        fc.ipV4(),
        async (route, id, query, body, asAdmin, remoteAddress) => {
          const path = route.path.replace(/:(id|code)/g, id).replace('*', id);
          const url = `${path}${query}`;
          // Logging out would end the session the other runs use.
          const signedIn = asAdmin && route.path !== '/api/admin/logout';
          // Work queued by an earlier run (an e-mail to deliver) is finished first, so that only
          // this request can change what is counted.
          await app.jobs.drain();
          const before = await rowCounts(app, { withActivityLog: true });
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...(signedIn ? bearer(token) : {}), ...body.headers },
            payload: route.method === 'GET' ? undefined : body.payload,
            remoteAddress,
          });
          const what = `${route.method} ${url} ${String(body.payload).slice(0, 200)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode < 400) return;
          if (path.startsWith('/api/'))
            expect(response.json(), what).toEqual({ message: expect.any(String), code: expect.any(String) });
          const after = await rowCounts(app, { withActivityLog: true });
          for (const table of keptOnPurpose(route.path)) after[table] = before[table];
          // At most that line: an address the router cannot read (a broken escape) never reaches the route.
          const logged = loggedAsStaffWrite(route.path, route.method, signedIn) ? 1 : 0;
          expect(after.staff_actions - before.staff_actions, `${what}: the activity log`).toBeLessThanOrEqual(
            logged,
          );
          after.staff_actions = before.staff_actions;
          expect(after, what).toEqual(before);
        },
      ),
      { numRuns: 600 },
    );
  });
});
