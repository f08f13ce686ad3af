import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, spawnServer, waitUntilOpen } from '../helpers/server-process';

// Each test starts real server processes, several seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-stop-'));
const port = await freePort();
const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port) });
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('a SIGTERM from the load balancer', () => {
  it('lets a request in flight finish, refuses new connections, then exits cleanly', async () => {
    await waitUntilOpen(server);
    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const body = JSON.stringify({ hello: 'world' });
    socket.write(
      `POST /api/not-a-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));

    const refused = await new Promise<boolean>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.once('error', () => resolve(true));
      late.once('connect', () => {
        late.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);

    socket.end(body.slice(5));
    await new Promise((r) => socket.once('close', r));
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('Not found: POST /api/not-a-route');
    expect(await server.exited).toBe(0);
  });
});
