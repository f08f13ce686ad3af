import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest } from '../helpers/server-process';
import { until } from '../helpers/until';

// Two app processes on one PostgreSQL, a sold-out night with a long waitlist, and everything at
// once: attendees cancel on both processes, people on the list leave, offers are claimed as they
// appear, offers run out (their jobs run in either process), and staff raise the capacity. At the
// end the seats counted are exactly the tickets, holds and open offers, never above the maximum,
// and no seat is left free while anyone confirmed is still waiting (unless half the night, the
// unpaid share, is on offer already).

vi.setConfig({ testTimeout: 240_000 });
const url = process.env.TEST_DATABASE_URL;
const servers = serversKilledAfterEachTest();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!url)(
  'a waitlist worked by two processes at once (skipped without TEST_DATABASE_URL)',
  () => {
    it('never oversells, never counts an offered seat twice, and offers every freed seat', async () => {
      const database = `mesc_waitlist_race_${process.pid}`;
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      await adminQuery(url as string, `create database ${database}`);
      const db = withDatabase(url as string, database);
      const sql = async (text: string) => (await adminQuery(db, text)).rows;
      try {
        const bases = await Promise.all(
          [0, 1].map(async () => {
            const port = await freePort();
            const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-waitlist-race-'));
            dirs.push(dataDir);
            await servers.open({
              PORT: String(port),
              DATA_DIR: dataDir,
              DATABASE_URL: db,
              ADMIN_PASSWORD,
              PUBLIC_POST_LIMIT: '100000',
              // The load balancer says who each visitor is.
              TRUST_PROXY: '127.0.0.1',
            });
            return `http://127.0.0.1:${port}`;
          }),
        );
        const pick = (i: number) => bases[i % 2];
        const from = (i: number) => ({ 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` });
        const headers = await adminHeaders(bases[0]);
        const details = {
          title: 'Sold-out poker night',
          description: 'Final table',
          category: 'Poker',
          date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          price: 0,
          maxAttendees: 20,
        };
        const event = (await (await postJson(`${bases[0]}/api/admin/events`, details, headers)).json()) as {
          id: number;
        };

        const rsvps = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            postJson(
              `${pick(i)}/api/events/${event.id}/rsvp`,
              { name: `Guest ${i}`, email: `guest${i}@example.com` },
              from(i),
            ),
          ),
        );
        expect(rsvps.map((r) => r.status)).toEqual(Array(20).fill(201));

        const joins = await Promise.all(
          Array.from({ length: 40 }, async (_, i) => {
            const answer = await postJson(
              `${pick(i + 1)}/api/events/${event.id}/waitlist`,
              { name: `Waiting ${i}`, email: `waiting${i}@example.com` },
              from(100 + i),
            );
            return { status: answer.status };
          }),
        );
        expect(joins.every((j) => j.status === 201)).toBe(true);
        // The same people again, in capitals, on the other process: answered alike, one entry each.
        const again = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            postJson(
              `${pick(i)}/api/events/${event.id}/waitlist`,
              { name: `Waiting ${i}`, email: `WAITING${i}@EXAMPLE.COM` },
              from(200 + i),
            ),
          ),
        );
        expect(again.every((r) => r.status === 201)).toBe(true);
        // Each confirms from the e-mail's link, on either process, all at once.
        const entryCodes = (
          await sql(`select code from waitlist_entries where event_id = ${event.id} order by id`)
        ).map((r) => ({ code: r.code as string }));
        expect(entryCodes).toHaveLength(40);
        await Promise.all(
          entryCodes.map((e, i) => postJson(`${pick(i)}/api/waitlist/${e.code}/confirm`, {})),
        );
        const [places] = await sql(
          `select count(*)::int as n from waitlist_entries where event_id = ${event.id} and confirmed_at is not null`,
        );
        expect(places.n).toBe(40);

        const ticketCodes = (
          await sql(`select code from tickets where event_id = ${event.id} and status = 'valid' order by id`)
        ).map((r) => r.code as string);
        const claimOffers = async () => {
          const offered = await sql(
            `select code from waitlist_entries where event_id = ${event.id} and status = 'offered'`,
          );
          await Promise.all(
            offered.flatMap((row, i) =>
              // Both processes are asked at once: one claim wins, the other is told it is taken.
              bases.map((base) => postJson(`${base}/api/waitlist/${row.code}/claim`, {}).then(() => i)),
            ),
          );
        };
        const expireSome = async () => {
          await sql(
            `update waitlist_entries set offer_expires_at = now() - interval '1 second' where id in (select id from waitlist_entries where event_id = ${event.id} and status = 'offered' order by id limit 2)`,
          );
          await sql(
            `update jobs set run_at = now() - interval '1 second' where kind = 'waitlist.offer-expires' and status = 'pending'`,
          );
        };

        await Promise.all([
          ...ticketCodes.slice(0, 15).map((code, i) => postJson(`${pick(i)}/api/tickets/${code}/cancel`, {})),
          ...entryCodes
            .slice(30, 38)
            .map((j, i) => postJson(`${pick(i + 1)}/api/waitlist/${j.code}/leave`, {})),
          claimOffers(),
          expireSome(),
          fetch(`${bases[1]}/api/admin/events/${event.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ ...details, maxAttendees: 25 }),
          }).then((r) => expect(r.status).toBe(200)),
          claimOffers(),
          expireSome(),
          claimOffers(),
        ]);
        // The offers' own jobs finish in either process.
        await until(async () => {
          const [due] = await sql(
            `select count(*)::int as n from jobs where kind = 'waitlist.offer-expires' and run_at <= now()`,
          );
          return due.n === 0;
        }, 30_000);
        await claimOffers();

        const [account] = await sql(`
        select e.current_attendees as counted, e.max_attendees as max,
          (select count(*)::int from tickets t where t.event_id = e.id and t.status = 'valid') as tickets,
          (select coalesce(sum(quantity), 0)::int from ticket_orders o where o.event_id = e.id and o.status = 'held') as held,
          (select count(*)::int from waitlist_entries w where w.event_id = e.id and w.status = 'offered') as offered,
          (select count(*)::int from waitlist_entries w where w.event_id = e.id and w.status = 'waiting') as waiting,
          (select count(*)::int from waitlist_entries w where w.event_id = e.id and w.status = 'claimed') as claimed,
          (select count(*)::int from waitlist_entries w where w.event_id = e.id and w.status = 'offered' and w.confirmed_at is null) as unconfirmed_offers
        from events e where e.id = ${event.id}`);
        expect(account.max).toBe(25);
        expect(account.counted).toBe(account.tickets + account.held + account.offered);
        expect(account.counted).toBeLessThanOrEqual(account.max);
        // 15 cancelled and 5 added: 20 seats freed, every one claimed or on offer while anyone waits.
        expect(account.claimed).toBeGreaterThan(0);
        // Half of 25 seats is the unpaid share: offers past it wait for a claim.
        if (account.waiting > 0 && account.held + account.offered < 12)
          expect(account.counted).toBe(account.max);
        expect(account.held + account.offered).toBeLessThanOrEqual(12);
        expect(account.unconfirmed_offers).toBe(0);
        expect(account.tickets).toBe(5 + account.claimed);
        // Nobody holds two entries, and every claim has its ticket.
        const [dupes] = await sql(
          `select count(*)::int as n from (select lower(email) from waitlist_entries where event_id = ${event.id} and status in ('waiting', 'offered') group by 1 having count(*) > 1) d`,
        );
        expect(dupes.n).toBe(0);
        const [unticketed] = await sql(`
        select count(*)::int as n from waitlist_entries w where w.event_id = ${event.id} and w.status = 'claimed'
          and not exists (select 1 from tickets t where t.event_id = w.event_id and lower(t.email) = lower(w.email) and t.status = 'valid')`);
        expect(unticketed.n).toBe(0);
      } finally {
        await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      }
    });
  },
);
