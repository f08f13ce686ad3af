import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort, serversKilledAfterEachTest, waitUntilOpen } from '../helpers/server-process';

// Each test starts real server processes, several seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// The embedded database has no lock of its own and no fsync (STACK-NOTES): these tests show the
// app guards it — one process per data directory, recovery from a start-up that was killed.

const start = serversKilledAfterEachTest().spawn;
const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-proc-'));

describe('the embedded database', () => {
  it('is refused to a second process with one clear sentence, and the first keeps serving', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(first);
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /MESC could not start: Another MESC process \(pid \d+\) is already using/,
    );
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);
  });

  it('stops cleanly on SIGTERM, releasing the lock so the next start opens the same data', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(first);
    const events = await (await fetch(`http://127.0.0.1:${port}/api/events`)).json();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'mesc.lock'))).toBe(false);

    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(again);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/events`)).json()).toEqual(events);
  });

  it('recovers from a killed process: stale lock, empty postmaster.pid, half-made first initialisation', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(first);
    first.child.kill('SIGKILL');
    await first.exited;
    // What a kill at the worst moment leaves behind.
    expect(fs.readFileSync(path.join(dataDir, 'mesc.lock'), 'utf8')).toBe(String(first.child.pid));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '');
    fs.mkdirSync(path.join(dataDir, 'pglite.init-99999'));

    const again = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(again);
    const events = await (await fetch(`http://127.0.0.1:${port}/api/events`)).json();
    expect(events.length).toBeGreaterThanOrEqual(10);
  });

  it('finishes a first initialisation that was killed midway on the next start', async () => {
    const dataDir = newDataDir();
    // A start killed during initialisation leaves only its temporary directory.
    fs.mkdirSync(path.join(dataDir, 'pglite.init-12345'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite.init-12345', 'PG_VERSION'), '17');
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilOpen(server);
    expect(fs.existsSync(path.join(dataDir, 'pglite.init-12345'))).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });
});
