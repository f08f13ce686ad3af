import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort, spawnServer } from '../helpers/server-process';

// Each test starts real server processes, several seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-err-'));

/** The last line the process printed: a start-up failure is one sentence, not a stack trace. */
async function failure(env: Record<string, string>) {
  const server = spawnServer({ DATA_DIR: dataDir(), ...env });
  const code = await server.exited;
  const lines = server.output().trim().split('\n');
  return { code, last: lines[lines.length - 1], all: server.output() };
}

describe('a start-up that cannot work stops with one clear sentence', () => {
  it('says when DATABASE_URL is not a PostgreSQL address', async () => {
    const { code, last } = await failure({
      DATABASE_URL: 'mysql://root@localhost/db',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(last).toBe(
      'MESC could not start: Configuration error: DATABASE_URL must start with postgres:// or postgresql://.',
    );
  });

  it('says when the PostgreSQL server does not answer', async () => {
    const { code, last, all } = await failure({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(last).toMatch(
      /^MESC could not start: Cannot connect to the PostgreSQL database at 127\.0\.0\.1:1/,
    );
    expect(all).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('says when the port is taken', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const { code, last } = await failure({ PORT: String(port) });
      expect(code).toBe(1);
      expect(last).toBe(
        `MESC could not start: Port ${port} is already in use: stop the other program or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });
});
