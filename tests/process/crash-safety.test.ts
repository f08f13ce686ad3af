import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from '../../src/server/db/client';
import { contactMessages, events, newsletterSubscribers, rsvps } from '../../src/server/db/schema';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, createEvent, postJson, publicEvents } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import {
  freePort,
  type ServerProcess,
  serversKilledAfterEachTest,
  stopServer,
} from '../helpers/server-process';

// Two server starts, a burst of writes and a SIGKILL per engine: well over the default timeout.
vi.setConfig({ testTimeout: 180_000 });

// A write the server acknowledged survives the server being killed, exactly once, and the seat
// count of an event never passes its maximum, on both database engines.

const servers = serversKilledAfterEachTest();

const SMALL_EVENT_SEATS = 12;
const WORKERS = 12;
// Enough acknowledged writes that the small event is full well before the kill.
const KILL_AFTER_ACKNOWLEDGED = 240;

interface Acknowledged {
  contacts: string[];
  subscribers: string[];
  rsvps: { eventId: number; email: string }[];
}

/**
 * Concurrent contact messages, sign-ups and RSVPs (to a small event and a large one), each with a
 * unique marker; the server is SIGKILLed once enough have been acknowledged, with others in flight.
 */
async function writeUntilKilled(
  base: string,
  server: ServerProcess,
  eventIds: { small: number; large: number },
) {
  const acknowledged: Acknowledged = { contacts: [], subscribers: [], rsvps: [] };
  const unexpected: string[] = [];
  let next = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  const run = `${process.pid}-${Date.now()}`;
  const total = () =>
    acknowledged.contacts.length + acknowledged.subscribers.length + acknowledged.rsvps.length;

  async function one(n: number): Promise<void> {
    const marker = `crash-${run}-${n}`;
    const email = `${marker}@example.com`;
    const kind = n % 4;
    if (kind === 0) {
      const response = await postJson(`${base}/api/contact`, {
        name: 'Crash Tester',
        email,
        message: marker,
      });
      if (response.status === 201) acknowledged.contacts.push(marker);
      else unexpected.push(`contact ${response.status}`);
    } else if (kind === 1) {
      const response = await postJson(`${base}/api/newsletter/subscribe`, { email });
      if (response.status === 200) acknowledged.subscribers.push(email);
      else unexpected.push(`subscribe ${response.status}`);
    } else {
      const eventId = kind === 2 ? eventIds.small : eventIds.large;
      // Each visitor from an address of their own (one address's RSVPs a day are budgeted).
      const visitor = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      const response = await postJson(
        `${base}/api/events/${eventId}/rsvp`,
        { name: 'Crash Tester', email },
        visitor,
      );
      if (response.status === 201) acknowledged.rsvps.push({ eventId, email });
      // "Event Full" is the right answer once the small event has filled up.
      else if (!(response.status === 409 && eventId === eventIds.small)) {
        unexpected.push(`rsvp ${response.status}`);
      }
    }
  }

  async function worker(): Promise<void> {
    while (server.child.exitCode === null && inFlightAtKill < 0) {
      const n = next++;
      inFlight++;
      try {
        await one(n);
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      } finally {
        inFlight--;
      }
      if (total() >= KILL_AFTER_ACKNOWLEDGED && inFlightAtKill < 0) {
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  }

  await Promise.all(Array.from({ length: WORKERS }, worker));
  await server.exited;
  return { acknowledged, unexpected, inFlightAtKill };
}

/** Every row the load could have written, read straight from the database after the restart. */
async function readBack(database: DatabaseHandle, eventIds: { small: number; large: number }) {
  const db = database.db;
  const contacts = await db
    .select({ message: contactMessages.message })
    .from(contactMessages)
    .where(like(contactMessages.message, 'crash-%'));
  const subscribers = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(like(newsletterSubscribers.email, 'crash-%'));
  const seats = await db.select().from(rsvps);
  const [small] = await db.select().from(events).where(eq(events.id, eventIds.small));
  const [large] = await db.select().from(events).where(eq(events.id, eventIds.large));
  return {
    contacts: contacts.map((row) => row.message),
    subscribers: subscribers.map((row) => row.email),
    rsvps: seats.map((row) => ({ eventId: row.eventId, email: row.email })),
    small,
    large,
  };
}

const countOf = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** Acknowledged means present exactly once; nothing at all is present twice. */
function expectExactlyOnce(acknowledged: string[], stored: string[], what: string) {
  const counts = countOf(stored);
  const missing = acknowledged.filter((key) => counts.get(key) !== 1);
  expect(missing, `${what} acknowledged but not stored exactly once`).toEqual([]);
  const doubled = [...counts].filter(([, n]) => n > 1).map(([key]) => key);
  expect(doubled, `${what} stored twice`).toEqual([]);
}

interface Engine {
  env: Record<string, string>;
  /** The database as it is after the server stopped, for reading back. */
  open: () => Promise<DatabaseHandle>;
}

async function killMidLoadAndCheck(engine: Engine) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...engine.env,
    PORT: String(port),
    ADMIN_PASSWORD,
    SEED_DEMO: 'never',
    // Every request comes from 127.0.0.1: the per-address limit must not be what answers.
    PUBLIC_POST_LIMIT: '1000000',
    // A proxy in front says who each visitor is (their RSVPs are budgeted by address).
    TRUST_PROXY: '127.0.0.1',
  };
  const first = await servers.open(env);
  const admin = await adminHeaders(base);
  const small = await createEvent(base, admin, 'Crash test small', SMALL_EVENT_SEATS);
  const large = await createEvent(base, admin, 'Crash test large', 100_000);
  const eventIds = { small: small.id, large: large.id };

  const { acknowledged, unexpected, inFlightAtKill } = await writeUntilKilled(base, first, eventIds);
  expect(unexpected, 'answers other than success or "Event Full" before the kill').toEqual([]);
  // The kill has to land mid-load for this test to mean anything.
  expect(inFlightAtKill).toBeGreaterThan(0);
  const smallAcknowledged = acknowledged.rsvps.filter((r) => r.eventId === small.id);
  expect(smallAcknowledged).toHaveLength(SMALL_EVENT_SEATS);

  // The restarted server recovers the data and serves the same seat counts it stored.
  const again = await servers.open(env);
  const served = await publicEvents(base);
  expect(await stopServer(again)).toBe(0);

  const database = await engine.open();
  try {
    const stored = await readBack(database, eventIds);
    expectExactlyOnce(acknowledged.contacts, stored.contacts, 'contact message');
    expectExactlyOnce(acknowledged.subscribers, stored.subscribers, 'newsletter sign-up');
    for (const event of [stored.small, stored.large]) {
      const seats = stored.rsvps.filter((r) => r.eventId === event.id).map((r) => r.email);
      const mine = acknowledged.rsvps.filter((r) => r.eventId === event.id).map((r) => r.email);
      expectExactlyOnce(mine, seats, `RSVP to ${event.title}`);
      // Seats taken are the RSVPs kept, and never more than the event holds.
      expect(event.currentAttendees).toBe(seats.length);
      expect(seats.length).toBeLessThanOrEqual(event.maxAttendees as number);
      const publicEvent = served.find((e) => e.id === event.id);
      expect(publicEvent?.currentAttendees).toBe(event.currentAttendees);
      expect(publicEvent?.maxAttendees).toBe(event.maxAttendees);
    }
    expect(stored.small.currentAttendees).toBe(SMALL_EVENT_SEATS);
  } finally {
    await database.close();
  }
}

describe('a server killed mid-load', () => {
  it('keeps every acknowledged write exactly once on the embedded database, with no event over capacity', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-crash-'));
    await killMidLoadAndCheck({
      env: { DATA_DIR: dataDir },
      // The restarted server was stopped cleanly, so the lock is free for this test to take.
      open: () => openEmbeddedDatabase(dataDir),
    });
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!postgresUrl)(
    'keeps every acknowledged write exactly once on PostgreSQL, with no event over capacity (needs TEST_DATABASE_URL)',
    async () => {
      const url = postgresUrl as string;
      const name = `mesc_crash_${process.pid}`;
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      await adminQuery(url, `create database ${name}`);
      try {
        const databaseUrl = withDatabase(url, name);
        await killMidLoadAndCheck({
          env: { DATABASE_URL: databaseUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-crash-')) },
          open: () => openPostgresDatabase(databaseUrl, { poolSize: 2 }),
        });
      } finally {
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      }
    },
  );
});
