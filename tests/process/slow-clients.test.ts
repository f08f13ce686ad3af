import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitUntilOpen } from '../helpers/server-process';

// A thousand clients that send their request a byte a second must neither hold their connections
// for minutes nor slow the site for everyone else. Deadlines of seconds (not the production
// default) keep the test short, yet long enough that on a busy machine all thousand clients are
// still open while /healthz is measured: opening them and 200 requests took over 2 s there.
vi.setConfig({ testTimeout: 90_000 });

const DEADLINE_MS = 10_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-slow-'));
const port = await freePort();
let server: ServerProcess;

beforeAll(async () => {
  server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'never',
    // The slow clients all come from one address: the per-address limit on posts is not what is tested.
    PUBLIC_POST_LIMIT: '100000',
    BODY_TIMEOUT_MS: String(DEADLINE_MS),
    HEADERS_TIMEOUT_MS: String(DEADLINE_MS),
  });
  await waitUntilOpen(server);
}, 60_000);
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface SlowClient {
  openedAt: number;
  closedAt?: number;
  answer: string;
  socket: net.Socket;
}

/** Connects and sends `start`, then one more byte of `rest` a second. */
function slowClient(start: string, rest: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const client: SlowClient = { openedAt: 0, answer: '', socket };
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      client.openedAt = Date.now();
      socket.write(start);
      ticker = setInterval(() => socket.writable && socket.write(rest[sent++ % rest.length]), 1000);
      resolve(client);
    });
    socket.on('data', (chunk) => {
      client.answer += chunk;
    });
    socket.on('error', (err) => (client.openedAt ? undefined : reject(err)));
    socket.once('close', () => {
      clearInterval(ticker);
      client.closedAt = Date.now();
    });
  });
}

/** Opened a hundred at a time, so the listen backlog does not refuse them before the server sees them. */
async function openMany(count: number, start: string, rest: string): Promise<SlowClient[]> {
  const clients: SlowClient[] = [];
  for (let i = 0; i < count; i += 100) {
    clients.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => slowClient(start, rest)))),
    );
  }
  return clients;
}

async function allClosed(clients: SlowClient[], withinMs: number) {
  const until = Date.now() + withinMs;
  while (clients.some((c) => c.closedAt === undefined) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const c of clients) c.socket.destroy();
}

const longestOpen = (clients: SlowClient[]) =>
  Math.max(...clients.map((c) => (c.closedAt ?? Number.POSITIVE_INFINITY) - c.openedAt));

describe('slow clients', () => {
  it('cannot slow the site: /healthz answers fast while 1,000 of them trickle a body, and each is cut off within seconds', async () => {
    const post = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`;
    const clients = await openMany(1000, post, ' ');

    const latencies: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99) - 1];
    const stillOpen = clients.filter((c) => c.closedAt === undefined).length;
    console.log(
      `/healthz with ${stillOpen} slow-body clients open: p50 ${latencies[100].toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(stillOpen).toBeGreaterThan(900);
    expect(p99).toBeLessThan(200);

    await allClosed(clients, DEADLINE_MS + 15_000);
    const longest = longestOpen(clients);
    const answered = clients.filter((c) => c.answer !== '');
    console.log(
      `slow-body clients cut off: ${clients.filter((c) => c.closedAt).length}/1000, the last after ${longest} ms (deadline ${DEADLINE_MS} ms); ${answered.length} read the 408`,
    );
    expect(longest).toBeLessThan(DEADLINE_MS + 8000);
    expect(answered.length).toBeGreaterThan(0);
    for (const c of answered) {
      expect(c.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(c.answer).toContain('{"message":"The request took too long to arrive. Please try again."}');
    }
  });

  it('cut off a client that sends its headers a byte a second (slowloris) within seconds', async () => {
    const clients = await openMany(
      100,
      'G',
      'ET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    await allClosed(clients, DEADLINE_MS + 15_000);
    const longest = longestOpen(clients);
    console.log(
      `slow-header clients cut off: ${clients.filter((c) => c.closedAt).length}/100, the last after ${longest} ms`,
    );
    expect(longest).toBeLessThan(DEADLINE_MS + 8000);
    const answered = clients.filter((c) => c.answer !== '');
    expect(answered.length).toBeGreaterThan(0);
    for (const c of answered) expect(c.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*"message"/);
  });
});
