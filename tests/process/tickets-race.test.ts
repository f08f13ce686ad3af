import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TicketPurchaseStart } from '../../src/shared/tickets-schema';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest } from '../helpers/server-process';

// 200 buyers, 50 seats, two app processes behind a load balancer on one PostgreSQL: every buyer
// asks a process at random, every hold is paid, and each payment is confirmed by both processes
// at once. Half the night at most is held unpaid at a time, so the buyers come back in waves.
// The club sells at most 50 tickets, every charge has its ticket, and the seats count exactly
// the tickets.

vi.setConfig({ testTimeout: 240_000 });
const url = process.env.TEST_DATABASE_URL;
const servers = serversKilledAfterEachTest();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!url)('200 buyers for 50 seats on two processes (skipped without TEST_DATABASE_URL)', () => {
  it('sell at most 50 tickets, and every successful charge has its ticket', async () => {
    const database = `mesc_ticket_race_${process.pid}`;
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    try {
      const bases = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-ticket-race-'));
          dirs.push(dataDir);
          await servers.open({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: withDatabase(url as string, database),
            ADMIN_PASSWORD,
            PUBLIC_POST_LIMIT: '100000',
            // The load balancer says who each buyer is.
            TRUST_PROXY: '127.0.0.1',
          });
          return `http://127.0.0.1:${port}`;
        }),
      );
      const headers = await adminHeaders(bases[0]);
      const created = await postJson(
        `${bases[0]}/api/admin/events`,
        {
          title: 'Sold-out fight night',
          description: 'Ringside',
          category: 'UFC',
          date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          price: 2500,
          maxAttendees: 50,
        },
        headers,
      );
      const event = (await created.json()) as { id: number };
      const pick = (i: number) => bases[i % 2];

      const codes = new Set<string>();
      // Three waves: half the night held (and paid), the other half, then nothing left.
      for (const expected of [25, 25, 0]) {
        const answers = await Promise.all(
          Array.from({ length: 200 }, async (_, i) => {
            const response = await postJson(
              `${pick(i)}/api/events/${event.id}/tickets`,
              { name: `Buyer ${i}`, email: `buyer${i}-${expected}-${codes.size}@example.com`, quantity: 1 },
              { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
            );
            return {
              status: response.status,
              body: (await response.json()) as TicketPurchaseStart & { message?: string },
            };
          }),
        );
        const held = answers.filter((a) => a.status === 201).map((a) => a.body);
        expect(held.length).toBe(expected);
        for (const refused of answers.filter((a) => a.status !== 201)) {
          expect(refused.status).toBe(409);
          expect(refused.body.message).toBe(
            expected > 0
              ? 'Many people are paying for this night right now. Please try again in a few minutes.'
              : 'Event Full',
          );
        }

        const charged = await Promise.all(
          held.map(async (order, i) => {
            const pay = await postJson(`${pick(i + 1)}/api/test-payments/pay`, {
              clientSecret: order.clientSecret,
              cardNumber: '4242 4242 4242 4242',
              expiry: '12 / 34',
              cvc: '123',
            });
            return pay.status === 200 ? order : null;
          }),
        );
        const paid = charged.filter((order) => order !== null);
        expect(paid.length).toBe(expected);
        const confirmations = await Promise.all(
          paid.flatMap((order) =>
            bases.map(async (base) => {
              const answer = await postJson(`${base}/api/tickets/confirm`, {
                paymentIntentId: order.paymentIntentId,
                orderToken: order.orderToken,
              });
              return (await answer.json()) as { order: { status: string }; tickets: { code: string }[] };
            }),
          ),
        );
        expect(confirmations.every((c) => c.order.status === 'paid')).toBe(true);
        for (const c of confirmations) for (const t of c.tickets) codes.add(t.code);
      }
      expect(codes.size).toBe(50);

      const list = (await (
        await fetch(`${bases[1]}/api/admin/events/${event.id}/attendees`, { headers })
      ).json()) as { totals: { ticketsSold: number; revenue: number; held: number } };
      expect(list.totals).toMatchObject({ ticketsSold: 50, revenue: 50 * 2500, held: 0 });
      const events = (await (await fetch(`${bases[0]}/api/events`)).json()) as {
        id: number;
        currentAttendees: number;
      }[];
      expect(events.find((e) => e.id === event.id)?.currentAttendees).toBe(50);
    } finally {
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    }
  });
});
