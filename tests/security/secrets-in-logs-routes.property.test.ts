import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireDeclaredParams } from '../../src/server/logging/log-redaction';
import { publicPathParams, secretsByRoute } from '../../src/server/logging/route-secrets';
import { routeTable } from '../helpers/admin';
import { build } from '../helpers/build';
import { capturedLog } from './captured-log';
import { anyText, encodeURIComponentSafely } from './hostile-input';

// Every route of the router whose address carries a secret (a ticket's or waitlist place's code,
// an upload's signature, an unsubscribe token), sent a secret made of any Unicode: the log keeps
// the request's line with `[redacted]` in the secret's place and the secret nowhere. Addresses no
// route answers (a deleted ticket's, a wrong case, a path with dots) keep none either.

const { logger, call, text } = capturedLog();
const app = await build({ logger });
await app.ready();

/** `/events/:id|:event/rsvp` (two routes the router prints as one) -> both patterns. */
const patternsOf = (path: string): string[] => {
  const alternative = /:\w+(\|:\w+)+/.exec(path);
  if (!alternative) return [path];
  return alternative[0].split('|').flatMap((one) => patternsOf(path.replace(alternative[0], one)));
};
const routes = routeTable(app).flatMap(({ path, methods }) =>
  patternsOf(path).map((pattern) => ({ pattern, methods: methods.filter((m) => m !== 'HEAD') })),
);
const secretRoutes = routes
  .filter(({ pattern }) => Object.hasOwn(secretsByRoute, pattern))
  .flatMap(({ pattern, methods }) => methods.map((method) => ({ pattern, method })));

/** The secret's heart, which the log must never hold in any case, and its Unicode surroundings. */
const secret = fc.record({
  core: fc.string({
    unit: fc.constantFrom(...'abcdefghijkmnpqrstuvwxyz23456789'),
    minLength: 16,
    maxLength: 16,
  }),
  before: anyText({ maxLength: 6 }),
  after: anyText({ maxLength: 6 }),
});

const linesSince = (count: number) => text().split('\n').slice(count);
const lineCount = () => (text() === '' ? 0 : text().split('\n').length);

/** Bytes that are no UTF-8 are refused by the router itself, before any line is written. */
const isBadAddress = (body: string) => body.includes('is not a valid url component');

function expectAbsent(lines: string[], core: string, what: string) {
  for (const line of lines) {
    expect(line.toLowerCase().includes(core), `${what}: ${line}`).toBe(false);
  }
}

describe('the secrets an address carries', () => {
  it('are declared for every path parameter of every route, secret or public', () => {
    for (const { pattern } of routes) {
      const secrets = secretsByRoute[pattern] ?? [];
      for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
        expect(secrets.includes(name) || publicPathParams.has(name), `${pattern} :${name}`).toBe(true);
      }
    }
    // And the table names routes that exist: tickets, waitlist places, uploads, unsubscribing.
    expect(
      Object.keys(secretsByRoute).filter((pattern) => !routes.some((r) => r.pattern === pattern)),
    ).toEqual([]);
    expect(secretRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('stop the app from starting when a new route has a path parameter declared neither way', async () => {
    const bare = Fastify();
    requireDeclaredParams(bare);
    bare.get('/api/events/:id', async () => 'a row id is public');
    expect(() => bare.get('/api/passes/:pass', async () => 'forgotten')).toThrow(
      /:pass is a secret \(secretsByRoute\) or not \(publicPathParams\)/,
    );
    await bare.close();
  });

  it('never reach the log, on any route that carries one, whatever the secret holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...secretRoutes),
        secret,
        async ({ pattern, method }, { core, before, after }) => {
          const value = encodeURIComponentSafely(before + core + after);
          const secrets = secretsByRoute[pattern];
          let url = pattern.replace(/:(\w+)/g, (_, name: string) => (secrets.includes(name) ? value : '1'));
          const query = secrets.filter((name) => !pattern.includes(`:${name}`));
          if (query.length) url += `?expires=1&${query.map((name) => `${name}=${value}`).join('&')}`;
          const from = lineCount();
          const response = await call(app, {
            method: method as 'GET',
            url,
            headers: { 'content-type': 'application/json' },
            payload: method === 'GET' ? undefined : '{}',
          });
          const lines = linesSince(from);
          if (!isBadAddress(response.body)) {
            const answered = lines.find((line) => line.includes('"msg":"answered"'));
            expect(answered, url).toMatch(/\[redacted\]|%5Bredacted%5D/);
          }
          expectAbsent(lines, core, url);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never reach the log from an address no route answers, like a deleted ticket or a mistyped one', async () => {
    const unknown = fc.constantFrom(
      (code: string) => `/tickets/${code}/nothing-here`,
      (code: string) => `/TICKETS/${code}`,
      (code: string) => `//tickets/${code}`,
      (code: string) => `/./tickets/${code}`,
      (code: string) => `/events/../tickets/${code}?view=1`,
      (code: string) => `/%74ickets/${code}`,
      (code: string) => `/api%2Ftickets%2F${code}`,
      (code: string) => `/api\\waitlist\\${code}`,
      (code: string) => `/api/tickets/${code}/refund`,
      (code: string) => `/api/waitlist/${code}/claim/`,
      (code: string) => `/Api/Waitlist/${code}`,
      (code: string) => `/api/waitlist/${code}%zz`,
      (code: string) => `/unknown?token=${code}&email=${code}`,
      (code: string) =>
        `/membership?payment=success&name=${code}&email=${code}&payment_intent_client_secret=${code}`,
    );
    await fc.assert(
      fc.asyncProperty(
        unknown,
        fc.constantFrom('GET', 'POST', 'DELETE'),
        secret,
        async (address, method, { core, before, after }) => {
          const url = address(encodeURIComponentSafely(before + core + after));
          const from = lineCount();
          const response = await app.inject({ method: method as 'GET', url });
          const lines = linesSince(from);
          if (!isBadAddress(response.body)) {
            expect(
              lines.some((line) => line.includes('"msg":"answered"')),
              url,
            ).toBe(true);
          }
          expectAbsent(lines, core, url);
        },
      ),
      { numRuns: 300 },
    );
  });
});
