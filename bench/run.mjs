// npm run bench: the API and server-rendered pages measured against a bare node:http server on
// this machine (the ceiling), with the budgets checked at the end. The app runs as a club runs it:
// production, the default log level, its log read from a pipe; one list is measured again with
// the request log off, to show what the log costs. Not a test: it prints.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, rssMegabytes, start, stop, waitForOk } from './server-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
// Alternating rounds, each target run paired with a ceiling run just before it: the ratio is the
// median of the pairs' ratios, so a burst of load from a neighbour on the shared cores, which
// slows both halves of a pair alike, moves it little. Five rounds by default (the floor is three).
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const targets = [
  { path: '/api/events', kind: 'api' },
  { path: '/api/store/products', kind: 'api' },
  { path: '/api/sponsors', kind: 'api' },
  { path: '/api/wall-of-fame', kind: 'api' },
  { path: '/', kind: 'page' },
  { path: '/events', kind: 'page' },
  { path: '/store', kind: 'page' },
  // A signed-in member: the small member endpoint every page asks after it loads, and the member
  // area's page (the same cached page as for anyone; its data comes from the API).
  { path: '/api/me', kind: 'member' },
  { path: '/account', kind: 'page', member: true },
];

/**
 * A member made the way a visitor becomes one with the built-in test provider (checkout, test
 * card, confirmation from the same client): answers the member's Cookie header.
 */
async function signedInMember(base) {
  const email = `bench-${Date.now()}@example.com`;
  const post = (url, body, cookie) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const started = await post('/api/create-membership-payment', {
    tierId: 'premium',
    amount: 2000,
    name: 'Bench Member',
    email,
  });
  const checkout = started.headers.getSetCookie().find((c) => c.startsWith('mesc_checkout='));
  const { clientSecret } = await started.json();
  await post('/api/test-payments/pay', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12 / 34',
    cvc: '123',
  });
  const confirmed = await post(
    '/api/confirm-membership-payment',
    { paymentIntentId: clientSecret.split('_secret_')[0] },
    checkout?.split(';')[0],
  );
  const member = confirmed.headers.getSetCookie().find((c) => c.startsWith('mesc_member='));
  if (!member)
    throw new Error(`no member cookie after paying: ${confirmed.status} ${await confirmed.text()}`);
  return member.split(';')[0];
}

// What a browser sends: the app answers with the brotli copy it keeps of each cached body, and
// the ceiling with the same bytes (the load generator reads a compressed body more slowly than
// plain text, so a ceiling of plain JSON made compressed pages look slower than they are).
// BENCH_ENCODING=identity asks for none.
const acceptEncoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd';
/** The target's answer as the app sends it to the bench (not decompressed): body, type and coding. */
function rawAnswer(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const headers = { 'content-type': response.headers['content-type'] };
            if (response.headers['content-encoding'])
              headers['content-encoding'] = response.headers['content-encoding'];
            resolve({ body: Buffer.concat(chunks).toString('base64'), headers });
          });
        },
      )
      .on('error', reject);
  });
}

/** Has the ceiling answer the same bytes as the target's answer. */
async function ceilingAnswers(ceiling, url, cookie) {
  const serving = new Promise((resolve) => ceiling.once('message', resolve));
  ceiling.send(await rawAnswer(url, cookie));
  await serving;
}

const run = (url, connections, duration, cookie) =>
  autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) },
  });

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A warm-up, then `rounds` pairs of a ceiling run and a target run; medians and the pairs' ratio. */
async function pairedRounds(url, connections, ceilingUrl, cookie) {
  const warmUp = await run(url, connections, 1, cookie);
  const measured = [];
  const limits = [];
  for (let i = 0; i < rounds; i++) {
    limits.push(await run(ceilingUrl, connections, seconds));
    measured.push(await run(url, connections, seconds, cookie));
  }
  const pairs = measured.map((r, i) => ({
    rps: Math.round(r.requests.average),
    ceilingRps: Math.round(limits[i].requests.average),
    requests: r.requests.total,
  }));
  return {
    connections,
    rps: Math.round(median(measured.map((r) => r.requests.average))),
    p50: median(measured.map((r) => r.latency.p50)),
    p99: median(measured.map((r) => r.latency.p99)),
    errors: measured.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
    ceilingRps: Math.round(median(limits.map((r) => r.requests.average))),
    ratio: Number(median(pairs.map((p) => p.rps / p.ceilingRps)).toFixed(2)),
    rounds: pairs,
    /** Every request sent to the app, the warm-up's too (the log's lines are counted against it). */
    requests: warmUp.requests.total + pairs.reduce((n, p) => n + p.requests, 0),
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-bench-'));
  const port = await freePort();
  // BENCH_DATABASE_URL: the same figures on PostgreSQL (a database the bench may fill and empty).
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const base = `http://127.0.0.1:${port}`;

  // First start: builds if needed, creates the database and seeds the demo club.
  let app = start('npm', ['start', '--silent'], env);
  await waitForOk(`${base}/healthz`, Date.now(), 300_000);
  await stop(app);
  // Second start on the existing database: what a restart costs.
  const startedAt = Date.now();
  app = start('npm', ['start', '--silent'], env);
  const startupMs = await waitForOk(`${base}/`, startedAt);
  // At rest: the median of five readings over the second after the first answer (one reading
  // moves by 30 MB with where the collector happens to be).
  const readings = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    readings.push(rssMegabytes(app.pid));
  }
  const rssAtRest = median(readings);

  const eventsBody = await (await fetch(`${base}/api/events`)).text();
  const ceiling = fork(new URL('./ceiling-server.mjs', import.meta.url), [
    String(Buffer.byteLength(eventsBody)),
  ]);
  const ceilingPort = await new Promise((resolve) => ceiling.once('message', (m) => resolve(m.port)));
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}/`;

  const memberCookie = await signedInMember(base);
  const rows = [];
  for (const target of targets) {
    const cookie = target.kind === 'member' || target.member ? memberCookie : undefined;
    await ceilingAnswers(ceiling, `${base}${target.path}`, cookie);
    for (const connections of [10, 100]) {
      const measured = await pairedRounds(`${base}${target.path}`, connections, ceilingUrl, cookie);
      rows.push({
        target: `${target.path}${cookie ? ' (member)' : ''}`,
        kind: target.kind,
        member: Boolean(cookie),
        ...measured,
      });
      const last = rows[rows.length - 1];
      console.log(
        `${last.target.padEnd(22)} c=${String(connections).padEnd(4)} ${String(last.rps).padStart(7)} req/s  p50 ${last.p50} ms  p99 ${last.p99} ms  errors ${last.errors}  ${last.ratio} of ceiling`,
      );
    }
  }
  const rssAfterLoad = rssMegabytes(app.pid);
  const requestsMade = rows.reduce((n, r) => n + r.requests, 0);
  const linesPerRequest = Number((app.logLines() / requestsMade).toFixed(2));
  await stop(app);

  // The same list once more with the request log off (LOG_LEVEL=warn): what the log costs.
  app = start('npm', ['start', '--silent'], { ...env, LOG_LEVEL: 'warn' });
  await waitForOk(`${base}/`, Date.now());
  await ceilingAnswers(ceiling, `${base}${targets[0].path}`);
  const quiet = await pairedRounds(`${base}${targets[0].path}`, 10, ceilingUrl);
  const logged = rows.find((r) => r.target === targets[0].path && r.connections === 10);
  const logCost = {
    path: targets[0].path,
    defaultRatio: logged.ratio,
    warnRatio: quiet.ratio,
    linesPerRequest,
  };
  ceiling.kill('SIGTERM');
  await stop(app);
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(`Accept-Encoding: ${acceptEncoding}`);
  console.table(rows.map(({ kind: _kind, member: _member, rounds: _rounds, ...row }) => row));
  console.log(
    `start-up on an existing database: ${startupMs} ms; RSS at rest ${rssAtRest} MB, after the load ${rssAfterLoad} MB`,
  );
  console.log(
    `request log: ${logCost.path} c=10 at the default level (info, ${linesPerRequest} lines per request) ${logCost.defaultRatio} of the ceiling; with LOG_LEVEL=warn ${logCost.warnRatio}`,
  );

  const budgets = [
    ...rows
      .filter((r) => r.kind === 'api')
      .map((r) => [`${r.target} c=${r.connections} >= 0.7 of the ceiling`, r.ratio >= 0.7, r.ratio]),
    ...rows
      .filter((r) => r.kind === 'api' && r.connections === 100)
      .map((r) => [`${r.target} p99 < 25 ms at 100 connections`, r.p99 < 25, `${r.p99} ms`]),
    ...rows
      .filter((r) => r.kind === 'page')
      .filter((r) => !r.member)
      .map((r) => [`${r.target} c=${r.connections} >= 0.5 of the ceiling`, r.ratio >= 0.5, r.ratio]),
    // A member costs what a visitor costs: the session, the tier and the seats behind /api/me are
    // kept in the process while their tables stay the same (docs/decisions/0020), so a member's
    // request asks the database nothing unless something changed.
    ...rows
      .filter((r) => r.member && r.connections === 10)
      .map((r) => [`${r.target} c=10 >= 2000 req/s`, r.rps >= 2000, `${r.rps} req/s`]),
    ...rows
      .filter((r) => r.member && r.connections === 100)
      .map((r) => [`${r.target} p99 < 50 ms at 100 connections`, r.p99 < 50, `${r.p99} ms`]),
    [
      'no errors and no non-2xx under load',
      rows.every((r) => r.errors === 0),
      rows.reduce((n, r) => n + r.errors, 0),
    ],
    ['first request within 2 s of npm start on an existing database', startupMs <= 2000, `${startupMs} ms`],
    ...(process.env.BENCH_DATABASE_URL
      ? []
      : [['RSS at rest <= 250 MB on the embedded database', rssAtRest <= 250, `${rssAtRest} MB`]]),
    // The figures above are taken at the default level; the log is one line per answered request.
    ['one log line per answered request at the default level', linesPerRequest <= 1.01, linesPerRequest],
  ];
  for (const [name, pass, figure] of budgets) console.log(`${pass ? 'PASS' : 'FAIL'} ${name} (${figure})`);

  const out = path.resolve('bench/out');
  fs.mkdirSync(out, { recursive: true });
  const report = {
    takenAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    seconds,
    rounds,
    acceptEncoding,
    rows,
    startupMs,
    rssAtRest,
    rssAfterLoad,
    logCost,
    budgets: budgets.map(([name, pass, figure]) => ({ name, pass, figure })),
  };
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify(report, null, 2));
  console.log(`written: ${path.join(out, 'latest.json')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
