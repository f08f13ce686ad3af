import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PAYER_CHECK_INBOX } from '../../src/shared/member-rules';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest } from '../helpers/server-process';

// One visitor, two tabs, two app processes behind a load balancer: both checkouts are paid and
// confirmed at the same moment, each through another process. The club keeps one member.

vi.setConfig({ testTimeout: 180_000 });
const url = process.env.TEST_DATABASE_URL;
const servers = serversKilledAfterEachTest();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!url)(
  'two checkouts for one e-mail on two processes (skipped without TEST_DATABASE_URL)',
  () => {
    it('make one member, and the other payment is refunded, its payer told what every payer of a known address hears', async () => {
      const database = `mesc_member_race_${process.pid}`;
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      await adminQuery(url as string, `create database ${database}`);
      try {
        const bases = await Promise.all(
          [0, 1].map(async () => {
            const port = await freePort();
            const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-race-'));
            dirs.push(dataDir);
            await servers.open({
              PORT: String(port),
              DATA_DIR: dataDir,
              DATABASE_URL: withDatabase(url as string, database),
              ADMIN_PASSWORD,
            });
            return `http://127.0.0.1:${port}`;
          }),
        );
        for (let round = 0; round < 3; round += 1) {
          const email = `race${round}@example.com`;
          const paid = await Promise.all(
            bases.map(async (base) => {
              const started = await postJson(`${base}/api/create-membership-payment`, {
                tierId: 'premium',
                tierName: 'PREMIUM FAN',
                amount: 2000,
                name: 'Ana Díaz',
                email,
              });
              expect(started.status).toBe(200);
              const { clientSecret } = (await started.json()) as { clientSecret: string };
              const pay = await postJson(`${base}/api/test-payments/pay`, {
                clientSecret,
                cardNumber: '4242 4242 4242 4242',
                expiry: '12 / 34',
                cvc: '123',
              });
              expect(pay.status).toBe(200);
              return ((await pay.json()) as { paymentIntentId: string }).paymentIntentId;
            }),
          );
          // Each payment is confirmed by both processes at once (a reload in each tab).
          const confirmations = await Promise.all(
            paid.flatMap((paymentIntentId) =>
              bases.map(async (base) => {
                const answer = await postJson(`${base}/api/confirm-membership-payment`, { paymentIntentId });
                return {
                  paymentIntentId,
                  status: answer.status,
                  body: (await answer.json()) as { message?: string; sentToInbox?: boolean },
                };
              }),
            ),
          );
          // Every answer is a 200; the second payment's says what every payer of a known address
          // hears (the address's e-mail says it is refunded).
          expect(new Set(confirmations.map((c) => c.status))).toEqual(new Set([200]));
          const winners = new Set(
            confirmations.filter((c) => c.body.sentToInbox === false).map((c) => c.paymentIntentId),
          );
          expect(winners.size, JSON.stringify(confirmations)).toBe(1);
          for (const refused of confirmations.filter((c) => c.body.sentToInbox)) {
            expect(refused.body.message).toBe(PAYER_CHECK_INBOX);
          }
        }
        const headers = await adminHeaders(bases[0]);
        const members = (await (await fetch(`${bases[1]}/api/admin/paid-members`, { headers })).json()) as {
          email: string;
          status: string;
        }[];
        expect(members.map((m) => [m.email, m.status]).sort()).toEqual([
          ['race0@example.com', 'active'],
          ['race1@example.com', 'active'],
          ['race2@example.com', 'active'],
        ]);
      } finally {
        await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      }
    });
  },
);
