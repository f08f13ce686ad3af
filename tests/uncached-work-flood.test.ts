import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { build } from './helpers/build';
import { until } from './helpers/until';

// A stranger asking for a new search every time cannot stall the site: such work takes a turn
// of a small bound, a few wait in line, the rest are told to come back (503 with Retry-After),
// and what needs no new work (the health check, a page already rendered) is answered meanwhile.
// The work is held by locking the events table, so nothing here depends on the machine's speed.

const app = await build({
  seed: true,
  // One at a time and a line of two make the bound easy to count; nobody in line times out here.
  env: { UNCACHED_WORK_LIMIT: '1', UNCACHED_WORK_QUEUE: '2', UNCACHED_WORK_WAIT_MS: '60000' },
});

const STRANGER = '203.0.113.66';
const VISITOR = '198.51.100.7';

/** Locks the events table until the returned function is called: every search of events waits. */
async function holdEvents(): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = app.db.transaction(async (tx) => {
    await tx.execute(sql`lock table events in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

const get = (url: string, remoteAddress = STRANGER) => app.inject({ url, remoteAddress });

describe('a flood of searches nobody asked for before', () => {
  it('queues a few, tells the rest to come back, and answers /healthz and cached pages meanwhile', async () => {
    const cachedPage = await get('/events');
    expect(cachedPage.statusCode).toBe(200);
    expect((await get('/api/events')).statusCode).toBe(200);
    const before = app.uncachedWork.counts;

    const release = await holdEvents();
    const flood: Promise<LightMyRequestResponse>[] = [];
    for (let i = 0; i < 6; i++) flood.push(get(`/events?q=flood-${i}`));
    // One search runs (and waits on the table), two wait in line, three are refused at once.
    await until(() => app.uncachedWork.counts.refused - before.refused === 3, 20_000, 'three refusals');
    expect(app.uncachedWork.counts).toMatchObject({ running: 1, waiting: 2 });

    // Meanwhile, what needs no new work is answered, the flood still held.
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    const page = await get('/events');
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBe(cachedPage.headers.etag);
    expect((await get('/api/events')).statusCode).toBe(200);
    expect(app.uncachedWork.counts).toMatchObject({ running: 1, waiting: 2 });

    // A new search through the API is refused the same way, in the API's shape.
    const search = await get('/api/events?q=another');
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('60');
    expect(search.json()).toEqual({
      message: 'The site is very busy right now: please try again in 60 seconds.',
      code: 'service_unavailable',
    });

    // A visitor's first search takes the place of the stranger's latest in line.
    const visitor = get('/events?q=visitor', VISITOR);
    await until(() => app.uncachedWork.counts.refused - before.refused === 5, 20_000, 'the place taken');

    await release();
    const answers = await Promise.all(flood);
    const visitorAnswer = await visitor;
    expect(visitorAnswer.statusCode).toBe(200);
    expect(visitorAnswer.body).toContain('value="visitor"');
    const statuses = answers.map((answer) => answer.statusCode);
    // Never a 500: each was either answered or told to come back.
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 503)).toHaveLength(4);

    // A browser told to come back gets a short page saying so, kept by nobody.
    const refused = answers.find((answer) => answer.statusCode === 503) as LightMyRequestResponse;
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<h1>We are busy right now</h1>');
    expect(refused.body).toContain('please try again in 60 seconds');
    expect(app.uncachedWork.counts).toMatchObject({ running: 0, waiting: 0 });
  });

  it('renders a new address once for fifty visitors asking for it at the same time', async () => {
    const before = app.uncachedWork.counts;
    const asked = vi.spyOn(app.caches.pages, 'getOrRender');
    const release = await holdEvents();
    const visitors = Array.from({ length: 50 }, (_, i) => get('/events?q=together', `198.51.100.${i + 10}`));
    await until(() => asked.mock.calls.length === 50, 20_000, 'fifty requests for the page');
    await release();
    const answers = await Promise.all(visitors);
    asked.mockRestore();
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(app.uncachedWork.counts.admitted - before.admitted).toBe(1);
    expect(app.uncachedWork.counts.refused).toBe(before.refused);
  });
});
