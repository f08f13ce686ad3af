// npm run bench:abuse: what a few hostile or careless clients do to everyone else. Starts the
// production server on a fresh embedded database (like npm run bench) and prints:
//   1. /healthz p99 while 1,000 clients trickle a POST body a byte a second, and how soon the
//      server cuts those clients off;
//   2. the p99 of a cached page (/events) while other clients flood the store with URLs never
//      seen before (each one a fresh render), next to the same page's p99 without the flood;
//   3. the process's memory after the flood.
// Not a test: it measures and prints, with PASS/FAIL lines for generous budgets.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, rssMegabytes, start, stop, waitForOk } from './server-process.mjs';

const SLOW_CLIENTS = Number(process.env.ABUSE_SLOW_CLIENTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const acceptEncoding = 'gzip, deflate, br, zstd';

const run = (options) =>
  autocannon({ duration: seconds, headers: { 'accept-encoding': acceptEncoding }, ...options });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client that announces a small JSON body and sends it a byte a second. */
function slowClient(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const client = { socket, openedAt: 0, closedAt: 0, answer: '' };
    let ticker;
    socket.once('connect', () => {
      client.openedAt = Date.now();
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      ticker = setInterval(() => socket.writable && socket.write(' '), 1000);
      resolve(client);
    });
    socket.on('data', (chunk) => {
      client.answer += chunk;
    });
    socket.on('error', () => {});
    socket.once('close', () => {
      clearInterval(ticker);
      client.closedAt = Date.now();
      resolve(client);
    });
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-abuse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = start('npm', ['start', '--silent'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const lines = [];
  const budgets = [];
  try {
    await waitForOk(`${base}/healthz`, Date.now(), 300_000);
    await run({ url: `${base}/events`, connections: 10, duration: 1 }); // warm-up

    // 1. Slow bodies.
    const quiet = await run({ url: `${base}/healthz`, connections: 10 });
    const clients = [];
    // In batches, so the listen backlog does not drop connections before the server sees them.
    for (let i = 0; i < SLOW_CLIENTS; i += 100) {
      clients.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, SLOW_CLIENTS - i) }, () => slowClient(port)),
        )),
      );
    }
    const opened = clients.filter((c) => c.openedAt && !c.closedAt).length;
    const loaded = await run({ url: `${base}/healthz`, connections: 10 });
    // Give the server up to 60 s in all to cut them off (the default body timeout is 10 s).
    const deadline = Date.now() + 60_000;
    while (clients.some((c) => !c.closedAt) && Date.now() < deadline) await sleep(250);
    const closed = clients.filter((c) => c.closedAt);
    const slowest = closed.length ? Math.max(...closed.map((c) => c.closedAt - c.openedAt)) : null;
    for (const c of clients) c.socket.destroy();
    lines.push(
      `/healthz p99 alone: ${quiet.latency.p99} ms; with ${opened} slow-body clients open: ${loaded.latency.p99} ms (${Math.round(loaded.requests.average)} req/s, ${loaded.errors + loaded.timeouts + loaded.non2xx} errors)`,
      `slow-body clients cut off within 60 s: ${closed.length}/${clients.length}${slowest === null ? '' : `, the last after ${(slowest / 1000).toFixed(1)} s`}; answered 408: ${clients.filter((c) => c.answer.startsWith('HTTP/1.1 408')).length}`,
    );
    budgets.push(
      [
        '/healthz p99 < 200 ms under 1,000 slow clients',
        loaded.latency.p99 < 200,
        `${loaded.latency.p99} ms`,
      ],
      [
        'every slow client cut off within 30 s',
        closed.length === clients.length && slowest < 30_000,
        `${closed.length}/${clients.length}`,
      ],
    );

    // 2. A flood of URLs nobody asked for before, next to a page everybody asks for.
    const alone = await run({ url: `${base}/events`, connections: 10 });
    let unique = 0;
    const rssBefore = rssMegabytes(app.pid);
    const [flood, cached] = await Promise.all([
      run({
        url: base,
        connections: 20,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: `/store?q=${Date.now()}-${unique++}` }) },
        ],
      }),
      run({ url: `${base}/events`, connections: 10 }),
    ]);
    const rssAfter = rssMegabytes(app.pid);
    lines.push(
      `/events p99 alone: ${alone.latency.p99} ms; during a flood of ${flood.requests.total} unique store URLs (${Math.round(flood.requests.average)} req/s, p99 ${flood.latency.p99} ms): ${cached.latency.p99} ms (${Math.round(cached.requests.average)} req/s)`,
      `server memory (RSS) before the flood ${rssBefore} MB, after ${rssAfter} MB`,
    );
    budgets.push(
      [
        'cached page p99 < 200 ms during a unique-URL flood',
        cached.latency.p99 < 200,
        `${cached.latency.p99} ms`,
      ],
      [
        'no errors on the cached page during the flood',
        cached.errors + cached.timeouts + cached.non2xx === 0,
        cached.errors + cached.timeouts + cached.non2xx,
      ],
    );
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await stop(app).catch(() => console.error(`the server had stopped: exit code ${app.exitCode}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const line of lines) console.log(line);
  for (const [name, pass, figure] of budgets) console.log(`${pass ? 'PASS' : 'FAIL'} ${name} (${figure})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
