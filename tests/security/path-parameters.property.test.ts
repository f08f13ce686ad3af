import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, buildWithAdmin, routeTable } from '../helpers/admin';
import { rowCounts } from '../helpers/row-counts';
import { anyText, controlCharacter, encodeURIComponentSafely, loneSurrogate } from './hostile-input';

// Every path parameter of every route (an id, a ticket code, an upload id, a page path), sent
// text that holds a control character (NUL included), a lone surrogate or bytes that are no
// UTF-8: a 4xx with a message, never a 5xx, and nothing stored. The database refuses NUL in text,
// so a parameter that reached it unchecked would answer 500.

const { app, token } = await buildWithAdmin({ seed: true });
await app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(token) });

const routes = routeTable(app)
  .filter(({ path }) => /:\w+|\*/.test(path))
  .flatMap(({ path, methods }) =>
    methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path })),
  );

/** Text with at least one character the text rules refuse, %-encoded as a browser would send it. */
const hostileSegment = fc
  .tuple(
    anyText({ maxLength: 12 }),
    fc.oneof(controlCharacter, loneSurrogate, fc.constant('\u0000')),
    anyText({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => encodeURIComponentSafely(before + bad + after));

describe('a path parameter holding a control character', () => {
  it('is found on the routes that take one: ticket codes, upload ids and row ids', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/tickets/:code', '/api/tickets/:code/cancel', '/api/admin/events/:id']),
    );
  });

  it('is refused with a 4xx and a message on every route, public and admin, and stores nothing', async () => {
    await app.ready();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileSegment,
        fc.boolean(),
        async (route, segment, asAdmin) => {
          const url = route.path.replace(/:\w+/g, segment).replace('*', segment);
          const signedIn = asAdmin && route.path !== '/api/admin/logout';
          await app.jobs.drain();
          const before = await rowCounts(app);
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...(signedIn ? bearer(token) : {}), 'content-type': 'application/json' },
            payload: route.method === 'GET' ? undefined : '{}',
          });
          const what = `${route.method} ${url}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode < 400) return;
          if (url.startsWith('/api/'))
            expect(response.json(), what).toEqual({ message: expect.any(String), code: expect.any(String) });
          expect(await rowCounts(app), what).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});
