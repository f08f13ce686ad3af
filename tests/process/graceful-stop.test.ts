import fs from 'node:fs';
import http from 'node:http';
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

/** One GET on `agent`'s connections: status, Connection header and body. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('a SIGTERM to a process behind a proxy, with SHUTDOWN_DRAIN_MS set', () => {
  it('first says it is draining, answers what still comes and closes each connection after it, then exits', async () => {
    const drainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-drain-'));
    const drainPort = await freePort();
    const draining = spawnServer({ DATA_DIR: drainDir, PORT: String(drainPort), SHUTDOWN_DRAIN_MS: '3000' });
    try {
      await waitUntilOpen(draining);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // Asked twice: the second is a replay, which must close its connection too once draining.
      for (let i = 0; i < 2; i++) {
        const before = await get(drainPort, '/api/events', agent);
        expect(before.status).toBe(200);
        expect(before.connection).toBe('keep-alive');
      }
      expect((await get(drainPort, '/healthz', agent)).status).toBe(200);

      const stopped = Date.now();
      draining.child.kill('SIGTERM');
      // The health check the proxy makes says so at once (within the signal's delivery).
      let health = await get(drainPort, '/healthz', agent);
      while (health.status === 200 && Date.now() - stopped < 2000) {
        await new Promise((r) => setTimeout(r, 50));
        health = await get(drainPort, '/healthz', agent);
      }
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual({
        status: 'draining',
        message: 'This process is stopping: ask another.',
      });
      expect(health.connection).toBe('close');
      // A request that still comes is answered, and its connection closes after it.
      const late = await get(drainPort, '/api/events', agent);
      expect(late.status).toBe(200);
      expect(late.connection).toBe('close');
      expect(await draining.exited).toBe(0);
      // It kept answering for the drain, then stopped.
      expect(Date.now() - stopped).toBeGreaterThanOrEqual(2500);
      agent.destroy();
    } finally {
      if (draining.child.exitCode === null) draining.child.kill('SIGKILL');
      fs.rmSync(drainDir, { recursive: true, force: true });
    }
  });
});
