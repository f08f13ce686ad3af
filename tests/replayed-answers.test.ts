import http from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPLAY_MS } from '../src/server/http/replayed-answers';
import { buildWithAdmin } from './helpers/admin';
import { build } from './helpers/build';
import { freeMember } from './helpers/members';

// A public answer sent a moment ago is sent again as it was, by the HTTP server before the
// framework sees the request (src/server/http/replayed-answers.ts): what a visitor receives must be
// the same either way, and no change may wait for it. So these tests speak HTTP to a listening app.

const lines: Record<string, unknown>[] = [];
const { app, admin } = await buildWithAdmin({ seed: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** One request on a connection of its own, read as the bytes that came (nothing decoded). */
function request(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; to?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: '127.0.0.1',
        port: options.to ?? port,
        path: url,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** What a browser can see of an answer: its status, its headers but the date, and its bytes. */
const seen = (answer: Answer) => {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, bytes: answer.bytes.toString('base64') };
};

const codingHeaders = (acceptEncoding?: string) =>
  acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

/** The address asked for twice in a row; how many of the two the server replayed. */
async function twice(url: string, acceptEncoding?: string) {
  const headers = codingHeaders(acceptEncoding);
  const made = await request(url, { headers });
  const before = app.replays.replayed;
  const again = await request(url, { headers });
  return { made, again, replayed: app.replays.replayed - before };
}

/** How many of `asks` the server replayed. */
async function replayedOf(asks: () => Promise<unknown>) {
  const before = app.replays.replayed;
  await asks();
  return app.replays.replayed - before;
}

describe('a public answer asked for again within a moment', () => {
  it('reaches the visitor exactly as it did the first time, in every coding', async () => {
    for (const url of PUBLIC_ADDRESSES) {
      for (const coding of CODINGS) {
        const { made, again, replayed } = await twice(url, coding);
        expect(made.status, url).toBe(200);
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
    expect((await request('/store')).bytes.toString()).toContain('Replay Glow Scarf');
    expect((await request('/api/store/products')).bytes.toString()).toContain('Replay Glow Scarf');
  });

  it('answers a browser that already has it with a 304, and a HEAD without a body', async () => {
    const { made } = await twice('/events');
    let conditional: Answer | undefined;
    let head: Answer | undefined;
    const replayed = await replayedOf(async () => {
      conditional = await request('/events', { headers: { 'if-none-match': made.headers.etag } });
      head = await request('/events', { method: 'HEAD' });
    });
    expect(replayed).toBe(0);
    expect(conditional?.status).toBe(304);
    expect(head?.status).toBe(200);
    expect(head?.bytes.length).toBe(0);
  });

  it('is made again once it is a second old', async () => {
    await twice('/api/sponsors');
    await new Promise((resolve) => setTimeout(resolve, REPLAY_MS));
    let again: Answer | undefined;
    expect(await replayedOf(async () => (again = await request('/api/sponsors')))).toBe(0);
    expect(again?.status).toBe(200);
  });

  it("never gives a member's own page to anyone else", async () => {
    const cookie = await freeMember(app, 'replay-member@example.com', 'Replay Member');
    const own = await request('/account', { headers: { cookie } });
    expect(own.bytes.toString()).toContain('Welcome back, Replay Member.');
    await request('/account', { headers: { cookie } });
    const stranger = await request('/account');
    expect(stranger.bytes.toString()).not.toContain('Replay Member');
    expect(stranger.bytes.toString()).toContain('Send me a sign-in link');
  });

  it('leaves to the full walk a request that came through a proxy or brings a body', async () => {
    await twice('/api/events');
    const asks = [
      () => request('/api/events', { headers: { 'x-forwarded-proto': 'https' } }),
      () => request('/api/events', { headers: { forwarded: 'proto=https' } }),
      () =>
        request('/api/events', {
          headers: { 'content-type': 'application/json', 'content-length': '7' },
          body: '{"a":1}',
        }),
      () => request('/api/events', { headers: { 'transfer-encoding': 'chunked' }, body: '{"a":1}' }),
    ];
    for (const [i, ask] of asks.entries()) {
      let answer: Answer | undefined;
      expect(await replayedOf(async () => (answer = await ask())), `ask ${i}`).toBe(0);
      expect(answer?.status).toBe(200);
    }
  });
});

describe('a replayed answer, for those who run the club', () => {
  it('is written in the request log as the walk writes it, under the next request id', async () => {
    const logger = { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
    const logged = await build({ seed: true, logger });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const to = (logged.server.address() as { port: number }).port;
    const before = lines.length;
    await request('/events?from=club', { to });
    const replayedBefore = logged.replays.replayed;
    await request('/events?from=club', { to });
    expect(logged.replays.replayed).toBe(replayedBefore + 1);
    const answered = lines.slice(before).filter((line) => line.msg === 'answered');
    expect(answered.map((line) => [line.method, line.url, line.status])).toEqual([
      ['GET', '/events?from=club', 200],
      ['GET', '/events?from=club', 200],
    ]);
    const ids = answered.map((line) => Number.parseInt(String(line.reqId).replace('req-', ''), 36));
    expect(ids[1]).toBeGreaterThan(ids[0]);
    // The same line, field for field, as pino writes for the walk.
    expect(Object.keys(answered[1])).toEqual(Object.keys(answered[0]));
    expect({ ...answered[1], time: 0, reqId: '', ms: 0 }).toEqual({
      ...answered[0],
      time: 0,
      reqId: '',
      ms: 0,
    });
    expect(answered[1].time).toBeGreaterThanOrEqual(answered[0].time as number);
    expect(answered[1].ms).toBeGreaterThanOrEqual(0);
  });

  it('sends HSTS on an https site whether the answer was made or replayed', async () => {
    const secure = await build({ seed: true, env: { PUBLIC_URL: 'https://club.example.com' } });
    await secure.listen({ port: 0, host: '127.0.0.1' });
    const to = (secure.server.address() as { port: number }).port;
    const made = await request('/store', { to });
    const again = await request('/store', { to });
    expect(made.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(seen(again)).toEqual(seen(made));
    expect(secure.replays.replayed).toBeGreaterThan(0);
  });
});
