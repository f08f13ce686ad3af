import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest } from '../helpers/server-process';

// Two app processes behind a proxy on one PostgreSQL, and requests that race to hold seats
// without paying: one address asking for seats on three nights at once, one e-mail from twenty
// addresses at once, a hundred buyers for a forty-seat night, and thirty RSVPs from one address.
// Whichever process answers, the budgets hold: the counts are taken under locks in the database.

vi.setConfig({ testTimeout: 240_000 });
const url = process.env.TEST_DATABASE_URL;
const servers = serversKilledAfterEachTest();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!url)('seat budgets on two processes (skipped without TEST_DATABASE_URL)', () => {
  it('hold for every racing request from one address, one e-mail, or a crowd', async () => {
    const database = `mesc_seat_budget_race_${process.pid}`;
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    const db = withDatabase(url as string, database);
    const sql = async (text: string) => (await adminQuery(db, text)).rows;
    try {
      const bases = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-seat-budget-race-'));
          dirs.push(dataDir);
          await servers.open({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: db,
            ADMIN_PASSWORD,
            PUBLIC_POST_LIMIT: '100000',
            // The load balancer in front: it says who the client is.
            TRUST_PROXY: '127.0.0.1',
          });
          return `http://127.0.0.1:${port}`;
        }),
      );
      const pick = (i: number) => bases[i % 2];
      const headers = await adminHeaders(bases[0]);
      const night = async (title: string, price: number, maxAttendees: number) => {
        const created = await postJson(
          `${bases[0]}/api/admin/events`,
          {
            title,
            description: 'Racing for seats',
            category: 'UFC',
            date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            price,
            maxAttendees,
          },
          headers,
        );
        return ((await created.json()) as { id: number }).id;
      };
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const post = async (i: number, where: string, body: object, address: string) => {
        const answer = await postJson(`${pick(i)}${where}`, body, from(address));
        return { status: answer.status, body: (await answer.json()) as { message?: string } };
      };
      const expectRefusals = (answers: { status: number; body: { message?: string } }[]) => {
        for (const a of answers.filter((a) => a.status >= 300)) {
          expect([409, 429]).toContain(a.status);
          expect(typeof a.body.message).toBe('string');
        }
      };
      const heldBy = async (column: string, value: string, eventId?: number) => {
        const [row] = await sql(
          `select coalesce(sum(quantity), 0)::int as n from ticket_orders where status = 'held' and ${column} = '${value}'${eventId ? ` and event_id = ${eventId}` : ''}`,
        );
        return row.n as number;
      };

      const nights = [await night('Night A', 2500, 100), await night('Night B', 2500, 100)];
      nights.push(await night('Night C', 2500, 100));

      // One address, forty holds at once over three nights, each with its own e-mail.
      const busy = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(
            i,
            `/api/events/${nights[i % 3]}/tickets`,
            { name: 'Bot', email: `bot${i}@example.com`, quantity: 1 + (i % 4) },
            '203.0.113.7',
          ),
        ),
      );
      expectRefusals(busy);
      const keys = await sql(`select distinct client_key as key from ticket_orders where email like 'bot%'`);
      expect(keys).toHaveLength(1);
      const { key } = keys[0];
      for (const id of nights) expect(await heldBy('client_key', key, id)).toBeLessThanOrEqual(4);
      expect(await heldBy('client_key', key)).toBeLessThanOrEqual(8);
      expect(await heldBy('client_key', key)).toBeGreaterThan(0);

      // One e-mail from twenty addresses at once, for one night.
      const sameEmail = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            i,
            `/api/events/${nights[0]}/tickets`,
            { name: 'Sam', email: 'same@example.com', quantity: 2 },
            `198.51.100.${i + 1}`,
          ),
        ),
      );
      expectRefusals(sameEmail);
      expect(await heldBy('lower(email)', 'same@example.com', nights[0])).toBeLessThanOrEqual(4);

      // A hundred buyers of two seats for a forty-seat night: at most half of it held unpaid.
      const small = await night('Small night', 2500, 40);
      const crowd = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post(
            i,
            `/api/events/${small}/tickets`,
            { name: `Fan ${i}`, email: `fan${i}@example.com`, quantity: 2 },
            `192.0.2.${(i % 250) + 1}`,
          ),
        ),
      );
      expectRefusals(crowd);
      expect(crowd.filter((a) => a.status === 201)).toHaveLength(10);
      const [account] = await sql(
        `select current_attendees as counted, (select coalesce(sum(quantity), 0)::int from ticket_orders where event_id = ${small} and status = 'held') as held from events where id = ${small}`,
      );
      expect(account).toEqual({ counted: 20, held: 20 });

      // Thirty RSVPs from one address at once: one order's worth of seats.
      const free = await night('Free night', 0, 100);
      const rsvps = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(
            i,
            `/api/events/${free}/rsvp`,
            { name: `Guest ${i}`, email: `g${i}@example.com` },
            '203.0.113.9',
          ),
        ),
      );
      expectRefusals(rsvps);
      expect(rsvps.filter((a) => a.status === 201)).toHaveLength(4);
      const [seats] = await sql(`select current_attendees as n from events where id = ${free}`);
      expect(seats.n).toBe(4);
    } finally {
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    }
  });
});
