import { count, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { contactMessages, events, newsletterSubscribers, tickets } from '../src/server/db/schema';
import { routeTable } from './helpers/admin';
import { build } from './helpers/build';

// PostgreSQL serves each process from a pool of connections. When every one is taken for longer
// than DATABASE_WAIT_MS (a rush of buyers on a slow night), a request that needs one is told the
// site is busy, 503 with Retry-After, and nothing it sent is half done: never a 500. The embedded
// database has no pool, so this is PostgreSQL's alone.

// The api-postgres project gives the template of its databases; the embedded one gives none.
const onPostgres = Boolean(inject('postgresTemplate'));

describe.skipIf(!onPostgres)('a visitor while every database connection is taken (PostgreSQL)', () => {
  it('is told the site is busy, writes nothing, and is served once a connection is free', async () => {
    const app = await build({ pool: { poolSize: 1, connectWaitMs: 200 } });
    await app.ready();
    const [night] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Busy Night', price: 0, maxAttendees: 50 }))
      .returning();
    const writes = [
      {
        url: '/api/contact',
        payload: { name: 'Ana Busy', email: 'ana-busy@example.com', message: 'Hello?' },
      },
      { url: '/api/newsletter/subscribe', payload: { email: 'ana-busy@example.com' } },
      { url: `/api/events/${night.id}/rsvp`, payload: { name: 'Ana Busy', email: 'ana-busy@example.com' } },
    ];

    // The pool's one connection, held as a long transaction would hold it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    for (const write of writes) {
      const answer = await app.inject({ method: 'POST', ...write });
      expect(answer.statusCode, `${write.url}: ${answer.body}`).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({
        message: 'The site is very busy right now: please try again in 1 second.',
        code: 'service_unavailable',
      });
    }
    // No public route answers 500 meanwhile, whatever it needs: cached answers still come, the
    // rest are busy or refused for what was sent.
    const publicGets = routeTable(app).filter(
      ({ path, methods }) =>
        methods.includes('GET') &&
        !path.includes(':') &&
        !path.includes('*') &&
        !path.startsWith('/api/admin'),
    );
    expect(publicGets.length).toBeGreaterThan(10);
    for (const { path } of publicGets) {
      const answer = await app.inject({ url: path });
      expect(answer.statusCode, `GET ${path}: ${answer.body.slice(0, 200)}`).not.toBe(500);
    }

    release();
    await holding;
    const stored = async () => ({
      messages: (await app.db.select({ n: count() }).from(contactMessages))[0].n,
      subscribers: (await app.db.select({ n: count() }).from(newsletterSubscribers))[0].n,
      seats: (await app.db.select({ n: count() }).from(tickets))[0].n,
    });
    expect(await stored()).toEqual({ messages: 0, subscribers: 0, seats: 0 });
    for (const write of writes) {
      const answer = await app.inject({ method: 'POST', ...write });
      expect(answer.statusCode, `${write.url}: ${answer.body}`).toBeLessThan(300);
    }
    expect(await stored()).toEqual({ messages: 1, subscribers: 1, seats: 1 });
  });
});
