import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAIL_BUDGET } from '../../src/server/adapters/mail/mail-budget';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, createEvent, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest } from '../helpers/server-process';

// Two app processes on one PostgreSQL, behind a proxy that says who each client is, and strangers
// mailing one inbox through both at once with newsletter sign-ups and RSVPs, spelling it many
// ways: the inbox gets exactly its budget, and one client exactly its share (docs/mail-budget.md).

vi.setConfig({ testTimeout: 240_000 });
const url = process.env.TEST_DATABASE_URL;
const servers = serversKilledAfterEachTest();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const spellings = (local: string) => [
  `${local}@gmail.com`,
  `${local}+news@GMAIL.com`,
  `${local.replaceAll('.', '')}@gmail.com`,
  `${local}+club@gmail.com`,
  `${local}@googlemail.com`,
];

describe.skipIf(!url)('the mail budget on two processes (skipped without TEST_DATABASE_URL)', () => {
  it('sends an inbox exactly its budget, and one client exactly its share, however the requests fall', async () => {
    const database = `mesc_mail_budget_${process.pid}`;
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    const db = withDatabase(url as string, database);
    const mailsTo = async (addresses: string[]) => {
      const list = addresses.map((a) => `'${a.toLowerCase()}'`).join(', ');
      const { rows } = await adminQuery(
        db,
        `select count(*)::int as n from mail_outbox where lower("to") in (${list})`,
      );
      return (rows[0] as { n: number }).n;
    };
    try {
      const bases = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-mail-budget-'));
          dirs.push(dataDir);
          await servers.open({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: db,
            ADMIN_PASSWORD,
            PUBLIC_POST_LIMIT: '100000',
            TRUST_PROXY: '127.0.0.1',
          });
          return `http://127.0.0.1:${port}`;
        }),
      );
      const headers = await adminHeaders(bases[0]);
      const nights = await Promise.all(
        [0, 1, 2].map((i) => createEvent(bases[0], headers, `Open night ${i}`, 100)),
      );
      const from = (client: string) => ({ 'x-forwarded-for': client });

      const many = spellings('many.strangers');
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          postJson(
            `${bases[i % 2]}/api/newsletter/subscribe`,
            { email: many[i % 5] },
            from(`192.0.2.${i % 8}`),
          ),
        ),
        ...nights.flatMap((night, n) =>
          many.map((email, i) =>
            postJson(
              `${bases[(n + i) % 2]}/api/events/${night.id}/rsvp`,
              { name: 'Anyone', email },
              from(`192.0.2.${(n * 5 + i) % 8}`),
            ),
          ),
        ),
      ]);
      // Every request answers as usual: the budget says nothing to those who ask.
      expect(answers.filter((a) => a.status >= 300).map((a) => a.status)).toEqual([]);
      expect(await mailsTo(many)).toBe(MAIL_BUDGET.perHour);

      const one = spellings('one.stranger');
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postJson(`${bases[i % 2]}/api/newsletter/subscribe`, { email: one[i % 5] }, from('198.51.100.7')),
        ),
      );
      expect(await mailsTo(one)).toBe(MAIL_BUDGET.perClientHour);
    } finally {
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    }
  });
});
