import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REPLAY_MS } from '../src/server/http/replayed-answers';
import { buildWithAdmin } from './helpers/admin';
import { asMember, freeMember } from './helpers/members';

// A public answer sent a moment ago is sent again as it was, without the framework's walk
// (src/server/http/replayed-answers.ts): what a visitor receives must be the same either way, and
// no change may wait for it.

const { app, admin } = await buildWithAdmin({ seed: true });

const PUBLIC_ADDRESSES = [
  '/',
  '/events',
  '/store',
  '/sponsors',
  '/wall-of-fame',
  '/api/events',
  '/api/events?category=NBA',
  '/api/events/categories',
  '/api/store/products',
  '/api/sponsors',
  '/api/wall-of-fame',
  '/events.ics',
  '/robots.txt',
  '/sitemap.xml',
];
const CODINGS = ['gzip, deflate, br, zstd', 'gzip', 'identity', undefined];

/** What a browser can see of an answer: its status, its headers but the date, and its bytes. */
const seen = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, bytes: response.rawPayload.toString('base64') };
};

async function twice(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const made = await app.inject({ url, headers });
  const before = app.replays.replayed;
  const again = await app.inject({ url, headers });
  return { made, again, replayed: app.replays.replayed - before };
}

describe('a public answer asked for again within a moment', () => {
  it('reaches the visitor exactly as it did the first time, in every coding', async () => {
    for (const url of PUBLIC_ADDRESSES) {
      for (const coding of CODINGS) {
        const { made, again, replayed } = await twice(url, coding);
        expect(made.statusCode, url).toBe(200);
        expect(replayed, `${url} (${coding}) was replayed`).toBe(1);
        expect(seen(again), `${url} (${coding})`).toEqual(seen(made));
      }
    }
  });

  it('is the same answer whatever is appended to a public address', async () => {
    const paths = ['/', '/events', '/store', '/api/events', '/api/store/products'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.constantFrom(...CODINGS),
        async (path, junk, coding) => {
          const url = `${path}?${new URLSearchParams({ category: junk }).toString()}`;
          const { made, again } = await twice(url, coding);
          expect(seen(again)).toEqual(seen(made));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows a change at once', async () => {
    await twice('/store');
    await twice('/api/store/products');
    const created = await admin({
      method: 'POST',
      url: '/api/admin/store/products',
      payload: { name: 'Replay Glow Scarf', price: 1500 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await app.inject({ url: '/store' })).body).toContain('Replay Glow Scarf');
    expect((await app.inject({ url: '/api/store/products' })).body).toContain('Replay Glow Scarf');
  });

  it('answers a browser that already has it with a 304, and a HEAD without a body', async () => {
    const { made } = await twice('/events');
    const before = app.replays.replayed;
    const conditional = await app.inject({ url: '/events', headers: { 'if-none-match': made.headers.etag } });
    expect(conditional.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/events' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(app.replays.replayed).toBe(before);
  });

  it('is made again once it is a second old', async () => {
    await twice('/api/sponsors');
    await new Promise((resolve) => setTimeout(resolve, REPLAY_MS));
    const before = app.replays.replayed;
    expect((await app.inject({ url: '/api/sponsors' })).statusCode).toBe(200);
    expect(app.replays.replayed).toBe(before);
  });

  it("never gives a member's own page to anyone else", async () => {
    const cookie = await freeMember(app, 'replay-member@example.com', 'Replay Member');
    const own = await asMember(app, cookie, 'GET', '/account');
    expect(own.body).toContain('Welcome back, Replay Member.');
    await asMember(app, cookie, 'GET', '/account');
    const stranger = await app.inject({ url: '/account' });
    expect(stranger.body).not.toContain('Replay Member');
    expect(stranger.body).toContain('Send me a sign-in link');
  });
});
