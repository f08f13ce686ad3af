import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, postJson } from '../helpers/live-server';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, serversKilledAfterEachTest, stopServer } from '../helpers/server-process';
import { startSmtpPeer } from '../helpers/smtp-peer';
import { until } from '../helpers/until';

// Mail delivery as it runs on a live site: a process killed in the middle of handing a message to
// the mail server, and two processes sharing one PostgreSQL. Every message arrives, and once.

vi.setConfig({ testTimeout: 180_000 });
const servers = serversKilledAfterEachTest();
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-mail-'));
  tempDirs.push(dir);
  return dir;
};

const contact = (base: string, n: number) =>
  postJson(`${base}/api/contact`, {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `Message number ${n}`,
  });

const subjects = (received: { raw: string }[]) =>
  received.map((mail) => /Subject: New message from (Visitor \d+)/.exec(mail.raw)?.[1]).sort();

describe('mail delivery on a live site', () => {
  it('delivers a message once after the process was killed while handing it to the mail server', async () => {
    // The first mail server takes the message's data, then stalls before accepting it.
    let dataArrived = false;
    const stalling = await startSmtpPeer({ acceptAfterMs: 60_000, onData: () => (dataArrived = true) });
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: tempDir(),
      ADMIN_PASSWORD,
      SMTP_URL: stalling.url,
      PUBLIC_POST_LIMIT: '1000',
    };
    const base = `http://127.0.0.1:${port}`;
    const first = await servers.open(env);
    expect((await contact(base, 1)).status).toBe(201);
    await until(() => dataArrived, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    await stalling.close();
    expect(stalling.received).toEqual([]);

    // The mail server is fine again, on the same address; the site starts again.
    const peer = await startSmtpPeer({ port: stalling.port });
    try {
      await servers.open(env);
      await until(() => peer.received.length > 0, 60_000);
      const headers = await adminHeaders(base);
      await until(async () => {
        const status = await (await fetch(`${base}/api/admin/mail-status`, { headers })).json();
        return status.pending === 0;
      }, 60_000);
      expect(subjects(peer.received)).toEqual(['Visitor 1']);
    } finally {
      await peer.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('delivers every message once when two processes share one PostgreSQL', async () => {
    const database = `mesc_mail_two_${process.pid}`;
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    const peer = await startSmtpPeer();
    try {
      const bases = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          const server = await servers.open({
            PORT: String(port),
            DATA_DIR: tempDir(),
            DATABASE_URL: withDatabase(url as string, database),
            ADMIN_PASSWORD,
            SMTP_URL: peer.url,
            PUBLIC_POST_LIMIT: '1000',
          });
          return { base: `http://127.0.0.1:${port}`, server };
        }),
      );
      const count = 40;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, n) => contact(bases[n % 2].base, n)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      await until(() => peer.received.length >= count, 60_000);
      // A moment more: a message sent twice would show up now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(subjects(peer.received)).toEqual(Array.from({ length: count }, (_, n) => `Visitor ${n}`).sort());
      for (const { server } of bases) expect(await stopServer(server)).toBe(0);
    } finally {
      await peer.close();
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    }
  });
});
