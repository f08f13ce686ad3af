import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { writeSetting } from '../../src/server/db/settings';
import { SECOND_STEP_REQUIRED_KEY } from '../../src/server/features/admin-auth/service';
import { openDatabase } from '../../src/server/start';
import { freePort, serversKilledAfterEachTest, stopServer } from '../helpers/server-process';

// Each test starts real server processes, several seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// The first start of a site without ADMIN_PASSWORD makes the admin password and prints it once;
// `npm run admin:password` replaces it. Both are seen from outside, as an operator would.

// Each test starts several processes, each opening the embedded database: minutes on a busy machine.
const SLOW = 240_000;

const servers = serversKilledAfterEachTest();

const startSite = (dataDir: string, port: number) =>
  servers.open({ DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: '', SEED_DEMO: 'never' });

const login = (port: number, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });

/** `npm run admin:password [-- --stdin] [more]`, as its own node process. */
function setPassword(dataDir: string, stdin?: string, more: string[] = []) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/features/admin-auth/set-password-cli.ts',
      ...(stdin ? ['--stdin'] : []),
      ...more,
    ],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '' }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.end(stdin ?? '');
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the admin password of a new site', () => {
  it(
    'is made on the first start, printed once in the log, and lets staff in',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-admin-'));
      const port = await freePort();
      const first = await startSite(dataDir, port);
      const password = /Admin password created: ([A-Za-z0-9_-]{24})/.exec(first.output())?.[1];
      expect(password).toBeDefined();
      expect((await login(port, password as string)).status).toBe(200);
      await stopServer(first);

      const second = await startSite(dataDir, port);
      expect(second.output()).not.toContain('Admin password created');
      expect((await login(port, password as string)).status).toBe(200);
      await stopServer(second);
    },
    SLOW,
  );

  it(
    'is replaced by `npm run admin:password`, which signs everyone out',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-admin-'));
      const port = await freePort();
      const site = await startSite(dataDir, port);
      const old = /Admin password created: (\S+) /.exec(site.output())?.[1] as string;
      const { token } = (await (await login(port, old)).json()) as { token: string };

      // The embedded database admits one process: with the site running, nothing changes.
      const refused = await setPassword(dataDir, 'a brand new passphrase\n');
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/^The admin password was not changed: Another MESC process/);
      await stopServer(site);

      expect((await setPassword(dataDir, 'short\n')).output).toMatch(/at least 12 characters/);
      const changed = await setPassword(dataDir, 'a brand new passphrase\n');
      expect(changed.code).toBe(0);
      expect(changed.output).toContain('The admin password has been changed.');

      await startSite(dataDir, port);
      expect((await login(port, old)).status).toBe(401);
      expect((await login(port, 'a brand new passphrase')).status).toBe(200);
      const session = await fetch(`http://127.0.0.1:${port}/api/admin/session`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.status).toBe(401);
    },
    SLOW,
  );

  it(
    'can be made at random by `npm run admin:password`, printed once',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-admin-'));
      const made = await setPassword(dataDir);
      expect(made.code).toBe(0);
      const password = /New admin password: ([A-Za-z0-9_-]{24})/.exec(made.output)?.[1] as string;
      const port = await freePort();
      const site = await startSite(dataDir, port);
      // A stored password exists: nothing new is made or printed.
      expect(site.output()).not.toContain('Admin password created');
      expect((await login(port, password)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'opens again with `-- --lift-second-step` when two-step sign-in is required and closes it',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-admin-'));
      expect((await setPassword(dataDir, 'the first passphrase\n')).code).toBe(0);
      // The owner required it (from their own account, with its app on).
      const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      await writeSetting(database.db, SECOND_STEP_REQUIRED_KEY, 'true');
      await database.close();

      const kept = await setPassword(dataDir, 'the second passphrase\n');
      expect(kept.output).toContain(
        'Note: two-step sign-in is required, so the shared password does not open',
      );
      const port = await freePort();
      const closed = await startSite(dataDir, port);
      expect((await login(port, 'the second passphrase')).status).toBe(403);
      await stopServer(closed);

      const lifted = await setPassword(dataDir, 'the third passphrase\n', ['--lift-second-step']);
      expect(lifted.code).toBe(0);
      expect(lifted.output).toContain('Two-step sign-in is no longer required');
      await startSite(dataDir, port);
      expect((await login(port, 'the third passphrase')).status).toBe(200);
    },
    SLOW,
  );
});
