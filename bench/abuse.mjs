// npm run bench:abuse: what a few hostile or careless clients do to everyone else. Starts the
// production server on a fresh embedded database (like npm run bench) and prints:
//   1. /healthz p99 while 1,000 clients trickle a POST body a byte a second, and how soon the
//      server cuts those clients off;
//   2. the p99 of a cached page (/events) while other clients flood the store with URLs never
//      seen before (each one a fresh render), next to the same page's p99 without the flood;
//   3. the process's memory after the flood;
//   4. /healthz and a cached page's p99 while 50 connections ask for a new event search each
//      time (every one uncached work), and how many first-time searches of real visitors (a few
//      people, each from an address of their own) are answered meanwhile.
// Not a test: it measures and prints, with PASS/FAIL lines for generous budgets.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, rssMegabytes, start, stop, waitForOk } from './server-process.mjs';

const SLOW_CLIENTS = Number(process.env.ABUSE_SLOW_CLIENTS ?? 1000);
const FLOOD_CONNECTIONS = 50;
/** People searching during the flood, each from an address of their own on the loopback network. */
const VISITORS = 5;
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

/**
 * A visitor searching the events for something new every ~300 ms until `until`, from their own
 * address (127.0.0.x: the app tells clients apart by address, as it does behind no proxy).
 * Answers each search's status and milliseconds.
 */
async function visitor(port, number, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const searches = [];
  for (let i = 0; Date.now() < until; i++) {
    const startedAt = Date.now();
    const status = await new Promise((resolve) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/events?q=visitor-${number}-${i}-${startedAt}`,
          localAddress: `127.0.0.${10 + number}`,
          agent,
          headers: { 'accept-encoding': acceptEncoding, accept: 'text/html' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', () => resolve('error'));
    });
    searches.push({ status, ms: Date.now() - startedAt });
    await sleep(300);
  }
  agent.destroy();
  return searches;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? null;
};

/**
 * A latency budget of a run: its p99 under `ms`, and some answer at all (autocannon counts only
 * answered requests, so a target that answered none in time shows a p99 of 0).
 */
const p99Budget = (name, result, ms) => [
  name,
  result.requests.total > 0 && result.latency.p99 < ms,
  result.requests.total > 0 ? `${result.latency.p99} ms` : 'no answer in time',
];

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
    budgets.push(p99Budget('/healthz p99 < 200 ms under 1,000 slow clients', loaded, 200), [
      'every slow client cut off within 30 s',
      closed.length === clients.length && slowest < 30_000,
      `${closed.length}/${clients.length}`,
    ]);

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
    budgets.push(p99Budget('cached page p99 < 200 ms during a unique-URL flood', cached, 200), [
      'no errors on the cached page during the flood',
      cached.errors + cached.timeouts + cached.non2xx === 0,
      cached.errors + cached.timeouts + cached.non2xx,
    ]);

    // 4. A flood of searches never made before (each one a render and a query), next to the
    // health check, a page everybody asks for, and a few people searching for themselves.
    let search = 0;
    const until = Date.now() + seconds * 1000;
    const [searches, health, page, ...people] = await Promise.all([
      run({
        url: base,
        connections: FLOOD_CONNECTIONS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `/events?q=flood-${Date.now()}-${search++}` }),
          },
        ],
      }),
      run({ url: `${base}/healthz`, connections: 1 }),
      run({ url: `${base}/events`, connections: 5 }),
      ...Array.from({ length: VISITORS }, (_, i) => visitor(port, i, until)),
    ]);
    const codes = Object.entries(searches.statusCodeStats ?? {})
      .map(([code, { count }]) => `${count} × ${code}`)
      .join(', ');
    const asked = people.flat();
    const answered = asked.filter((s) => s.status === 200);
    const visitorsP99 = percentile(
      asked.map((s) => s.ms),
      99,
    );
    const notBusy = Object.keys(searches.statusCodeStats ?? {}).filter((c) => c !== '200' && c !== '503');
    lines.push(
      `a flood of ${searches.requests.total} new event searches at ${FLOOD_CONNECTIONS} connections (${Math.round(searches.requests.average)} req/s, p99 ${searches.latency.p99} ms; ${codes || 'no answers'}): /healthz p99 ${health.latency.p99} ms (${Math.round(health.requests.average)} req/s), /events p99 ${page.latency.p99} ms (${Math.round(page.requests.average)} req/s)`,
      `${VISITORS} visitors' first-time searches during it: ${answered.length}/${asked.length} answered, p99 ${visitorsP99} ms; the others: ${
        asked
          .filter((s) => s.status !== 200)
          .map((s) => s.status)
          .join(', ') || 'none'
      }`,
    );
    budgets.push(
      p99Budget('/healthz p99 < 50 ms during a flood of new searches', health, 50),
      p99Budget('cached page p99 < 100 ms during a flood of new searches', page, 100),
      [
        'no errors on /healthz and the cached page during the flood of searches',
        [health, page].every((r) => r.errors + r.timeouts + r.non2xx === 0),
        [health, page].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      ],
      [
        "every real visitor's first-time search answered during the flood",
        asked.length > 0 && answered.length === asked.length,
        `${answered.length}/${asked.length}`,
      ],
      [
        "real visitors' first-time searches p99 < 500 ms during the flood",
        asked.length > 0 && visitorsP99 < 500,
        `${visitorsP99} ms`,
      ],
      [
        'the flood answered 200 or 503, nothing else',
        notBusy.length === 0 && searches.errors === 0,
        notBusy.length ? notBusy.join(', ') : `${searches.errors} errors`,
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
