// npm run bench:mixed: a bounded mixed run on loopback against the production server
// on a fresh embedded database: reads of every public list and page (autocannon), and at the same
// time RSVPs, ticket purchases (started, paid with the test card, confirmed), check-ins at the door,
// contact messages, newsletter sign-ups and admin edits. It ends with PASS only if nothing
// errored, nothing answered 5xx, and every write the server acknowledged is stored once.
// MIXED_SECONDS sets the length (default 60), MIXED_WRITERS the visitors writing at once (4),
// MIXED_EDIT_MS staff's pause between edits (50 ms). Not a test: it prints, and exits 1 on FAIL.
// MIXED_DATABASE_URL runs the shape of docs/deploy.md instead: MIXED_PROCESSES processes (2) on
// that PostgreSQL database, which is dropped and made afresh, each request sent to the next
// process in turn as Caddy sends them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, start, stop, waitForOk } from './server-process.mjs';

const seconds = Number(process.env.MIXED_SECONDS ?? 60);
const databaseUrl = process.env.MIXED_DATABASE_URL;
const processCount = Number(process.env.MIXED_PROCESSES ?? (databaseUrl ? 2 : 1));
// How long staff pause between two edits (each one empties the public caches it touches).
const editPauseMs = Number(process.env.MIXED_EDIT_MS ?? 50);
const ADMIN_PASSWORD = 'mixed-load-bench-password';
const READ_CONNECTIONS = 8;
// Visitors writing at once (each one after the other); MIXED_WRITERS sets how many.
const WRITE_WORKERS = Number(process.env.MIXED_WRITERS ?? 4);

const publicReads = [
  '/api/events',
  '/api/events?category=NBA',
  '/api/store/products',
  '/api/sponsors',
  '/api/pitch-deck',
  '/api/wall-of-fame',
  '/api/sports-news',
  '/api/payments/config',
  '/events.ics',
  '/',
  '/membership',
  '/events',
  '/store',
  '/wall-of-fame',
  '/sponsors',
  '/media',
  '/contact',
  '/join',
];

/** A local RSS feed for the sports news, so the run never leaves loopback. */
async function startFeed() {
  const items = Array.from(
    { length: 5 },
    (_, i) =>
      `<item><title>Local headline ${i}</title><link>http://127.0.0.1/news/${i}</link><pubDate>${new Date().toUTCString()}</pubDate></item>`,
  ).join('');
  const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local feed</title>${items}</channel></rss>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(rss);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const json = (body, headers = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A set-up request that must work, or the run cannot say anything. */
async function mustPost(url, body, headers) {
  const response = await fetch(url, { method: 'POST', ...json(body, headers) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function tally() {
  return { sent: 0, ok: 0, status4xx: 0, status5xx: 0, errors: 0, latencies: [], failures: [] };
}

/** One request with its outcome counted; answers the response when it came, else null. */
async function timed(stats, url, init) {
  const began = performance.now();
  stats.sent++;
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    stats.latencies.push(performance.now() - began);
    if (response.ok) stats.ok++;
    else {
      if (response.status >= 500) stats.status5xx++;
      else stats.status4xx++;
      if (stats.failures.length < 5) stats.failures.push(`${response.status} ${url} ${body.slice(0, 120)}`);
    }
    return response.ok ? { status: response.status, body } : null;
  } catch (err) {
    stats.errors++;
    if (stats.failures.length < 5) stats.failures.push(`${url}: ${err.message}`);
    return null;
  }
}

/** The n-th visitor's address, as the proxy in front would pass it: 10.x.y.z. */
const visitorAt = (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

function eventBody(title, description, inHours = 14 * 24) {
  return {
    title,
    description,
    category: 'NBA',
    date: new Date(Date.now() + inHours * 3_600_000).toISOString(),
    price: 0,
    maxAttendees: 1_000_000,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-mixed-'));
  const feed = await startFeed();
  if (databaseUrl) await freshDatabase(databaseUrl);
  const env = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    // All traffic comes from one address: the per-address limit must not be what answers.
    PUBLIC_POST_LIMIT: '100000000',
    // Each visitor says who they are as a proxy would tell it (visitorAt below): the budgets of
    // seats and RSVPs per connection are per visitor, as with visitors at their own homes.
    TRUST_PROXY: '127.0.0.1',
    NEWS_FEEDS: `NBA|http://127.0.0.1:${feed.address().port}/feed.xml|Local`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const apps = [];
  const bases = [];
  let stopped = false;
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (let i = 0; i < processCount; i++) {
      const port = await freePort();
      apps.push(start('npm', ['start', '--silent'], { ...env, PORT: String(port) }));
      bases.push(`http://127.0.0.1:${port}`);
      await waitForOk(`${bases[i]}/readyz`, Date.now(), 300_000);
    }
    const base = bases[0];
    /** The process the next request goes to, in turn. */
    let turn = 0;
    const pick = () => bases[turn++ % bases.length];
    const { token } = await mustPost(`${base}/api/admin/login`, { password: ADMIN_PASSWORD });
    const admin = { authorization: `Bearer ${token}` };
    const rsvpEvent = (
      await mustPost(`${base}/api/admin/events`, eventBody('Mixed load night', 'edit 0'), admin)
    ).id;
    const ticketEvent = (
      await mustPost(
        `${base}/api/admin/events`,
        // Tonight: its door link works from three hours before, so the door scans as tickets sell.
        { ...eventBody('Mixed load fight night', 'tickets', 2), price: 2500 },
        admin,
      )
    ).id;
    // The door's own link: check-ins need no admin password.
    const door = await mustPost(
      `${base}/api/admin/events/${ticketEvent}/door-links`,
      { label: 'Bench' },
      admin,
    );
    const doorHeaders = { authorization: `Door ${new URL(door.url).hash.slice(1)}` };

    const deadline = Date.now() + seconds * 1000;
    const acknowledged = {
      contacts: [],
      subscribers: [],
      rsvps: [],
      tickets: [],
      checkIns: [],
      createdEvents: [],
      lastEdit: 'edit 0',
    };
    const writes = tally();
    const purchases = tally();
    const checkIns = tally();
    const edits = tally();
    /** Codes of tickets bought and not yet scanned: the door takes them as they come. */
    const atTheDoor = [];
    let next = 0;
    const run = Date.now();

    async function writer() {
      while (Date.now() < deadline) {
        const n = next++;
        const marker = `mixed-${run}-${n}`;
        const email = `${marker}@example.com`;
        const kind = n % 4;
        const visitor = visitorAt(n);
        if (kind === 3) {
          await buyTicket(email, visitor);
        } else if (kind === 0) {
          const body = { name: 'Mixed Load', email, interest: 'events', message: marker };
          const answer = await timed(writes, `${pick()}/api/contact`, {
            method: 'POST',
            ...json(body, visitor),
          });
          if (answer) acknowledged.contacts.push(marker);
        } else if (kind === 1) {
          const answer = await timed(writes, `${pick()}/api/newsletter/subscribe`, {
            method: 'POST',
            ...json({ email }, visitor),
          });
          if (answer) acknowledged.subscribers.push(email);
        } else {
          const answer = await timed(writes, `${pick()}/api/events/${rsvpEvent}/rsvp`, {
            method: 'POST',
            ...json({ name: 'Mixed Load', email }, visitor),
          });
          if (answer) acknowledged.rsvps.push(email);
        }
      }
    }

    // A purchase as a browser makes it: hold the seat, pay with the test card, confirm.
    async function buyTicket(email, visitor) {
      const started = await timed(purchases, `${pick()}/api/events/${ticketEvent}/tickets`, {
        method: 'POST',
        ...json({ name: 'Mixed Load', email, quantity: 1 }, visitor),
      });
      if (!started) return;
      const { clientSecret, paymentIntentId, orderToken } = JSON.parse(started.body);
      const paid = await timed(purchases, `${pick()}/api/test-payments/pay`, {
        method: 'POST',
        ...json({ clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }, visitor),
      });
      if (!paid) return;
      const confirmed = await timed(purchases, `${pick()}/api/tickets/confirm`, {
        method: 'POST',
        ...json({ paymentIntentId, orderToken }, visitor),
      });
      if (!confirmed) return;
      const answer = JSON.parse(confirmed.body);
      if (answer.order.status !== 'paid' || answer.tickets.length !== 1) {
        purchases.failures.push(
          `confirm answered ${answer.order.status} with ${answer.tickets.length} tickets`,
        );
        return;
      }
      acknowledged.tickets.push(answer.tickets[0].code);
      atTheDoor.push(answer.tickets[0].code);
    }

    // The door at work meanwhile: each ticket bought is scanned, some twice (a second phone).
    async function doorPhone() {
      while (Date.now() < deadline) {
        const code = atTheDoor.shift();
        if (!code) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const answer = await timed(checkIns, `${pick()}/api/door/check-in`, {
          method: 'POST',
          ...json({ code }, doorHeaders),
        });
        const outcome = answer && JSON.parse(answer.body).outcome;
        if (outcome === 'checked_in') {
          acknowledged.checkIns.push(code);
          // Every fifth ticket is shown again (at the other phone): it must not count twice.
          if (acknowledged.checkIns.length % 5 === 0) atTheDoor.push(code);
        }
      }
    }

    // Staff at work meanwhile: the RSVP event's description edited, new events created.
    async function editor() {
      for (let n = 1; Date.now() < deadline; n++) {
        if (n % 4 === 0) {
          const title = `Mixed load extra ${run}-${n}`;
          const answer = await timed(edits, `${pick()}/api/admin/events`, {
            method: 'POST',
            ...json(eventBody(title, 'made during the mixed run'), admin),
          });
          if (answer) acknowledged.createdEvents.push(title);
        } else {
          const description = `edit ${n}`;
          const answer = await timed(edits, `${pick()}/api/admin/events/${rsvpEvent}`, {
            method: 'PUT',
            ...json(eventBody('Mixed load night', description), admin),
          });
          if (answer) acknowledged.lastEdit = description;
        }
        await new Promise((resolve) => setTimeout(resolve, editPauseMs));
      }
    }

    // The readers' connections shared between the processes, as Caddy shares its own.
    const reads = Promise.all(
      bases.map((url) =>
        autocannon({
          url,
          connections: READ_CONNECTIONS / bases.length,
          duration: seconds,
          requests: publicReads.map((p) => ({ method: 'GET', path: p })),
        }),
      ),
    ).then(together);
    const [readResult] = await Promise.all([
      reads,
      ...Array.from({ length: WRITE_WORKERS }, writer),
      doorPhone(),
      doorPhone(),
      editor(),
    ]);

    await Promise.all(apps.map(stop));
    stopped = true;
    const stored = await readStored(dataDir, rsvpEvent, ticketEvent);
    const ok = report(readResult, { writes, purchases, checkIns, edits }, acknowledged, stored);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (!stopped) await Promise.all(apps.map(stop));
    feed.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Drops and makes afresh the database the URL names (a scratch database: the bench fills it). */
async function freshDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The readers' runs on each process as one: their counts added, the slower latencies kept. */
function together(results) {
  const sum = (read) => results.reduce((n, r) => n + read(r), 0);
  return {
    requests: { total: sum((r) => r.requests.total), average: sum((r) => r.requests.average) },
    '2xx': sum((r) => r['2xx']),
    '4xx': sum((r) => r['4xx']),
    '5xx': sum((r) => r['5xx']),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
  };
}

/** What the database holds after the servers stopped cleanly (the embedded one's lock released). */
async function readStored(dataDir, rsvpEvent, ticketEvent) {
  // With the extension the app's migrations create (src/server/db/pglite.ts).
  const db = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  if (databaseUrl) await db.connect();
  try {
    const rows = async (text, params) => (await db.query(text, params)).rows;
    return {
      contacts: (await rows(`select message from contact_messages where message like 'mixed-%'`)).map(
        (r) => r.message,
      ),
      subscribers: (await rows(`select email from newsletter_subscribers where email like 'mixed-%'`)).map(
        (r) => r.email,
      ),
      rsvps: (await rows('select email from rsvps where event_id = $1', [rsvpEvent])).map((r) => r.email),
      tickets: (
        await rows(`select code from tickets where event_id = $1 and status = 'valid'`, [ticketEvent])
      ).map((r) => r.code),
      checkedIn: (
        await rows('select code from tickets where event_id = $1 and checked_in_at is not null', [
          ticketEvent,
        ])
      ).map((r) => r.code),
      heldSeats: Number(
        (
          await rows(
            `select coalesce(sum(quantity), 0) as n from ticket_orders where event_id = $1 and status = 'held'`,
            [ticketEvent],
          )
        )[0].n,
      ),
      events: await rows('select title, description, current_attendees from events'),
    };
  } finally {
    await (databaseUrl ? db.end() : db.close());
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);
};

/** Every acknowledged key stored exactly once: answers how many were not. */
function missingOrDoubled(acknowledged, stored) {
  const counts = new Map();
  for (const key of stored) counts.set(key, (counts.get(key) ?? 0) + 1);
  const bad = acknowledged.filter((key) => counts.get(key) !== 1).length;
  return bad + [...counts.values()].filter((n) => n > 1).length;
}

function report(reads, { writes, purchases, checkIns, edits }, acknowledged, stored) {
  const readErrors = reads.errors + reads.timeouts;
  const rows = [
    {
      traffic: 'public reads',
      requests: reads.requests.total,
      '2xx': reads['2xx'],
      '4xx': reads['4xx'],
      '5xx': reads['5xx'],
      errors: readErrors,
      'req/s': Math.round(reads.requests.average),
      'p50 ms': reads.latency.p50,
      'p99 ms': reads.latency.p99,
    },
    ...[
      ['visitor writes', writes],
      ['ticket purchases', purchases],
      ['door check-ins', checkIns],
      ['admin edits', edits],
    ].map(([traffic, s]) => ({
      traffic,
      requests: s.sent,
      '2xx': s.ok,
      '4xx': s.status4xx,
      '5xx': s.status5xx,
      errors: s.errors,
      'req/s': Math.round(s.sent / seconds),
      'p50 ms': percentile(s.latencies, 50),
      'p99 ms': percentile(s.latencies, 99),
    })),
  ];
  const shape = databaseUrl
    ? `${processCount} processes on PostgreSQL`
    : `${processCount} process(es) on the embedded database`;
  console.log(`\nMixed load: ${seconds} s on loopback, ${shape}, ${publicReads.length} public URLs\n`);
  console.table(rows);

  const rsvpEvent = stored.events.find((e) => e.title === 'Mixed load night');
  const ticketEvent = stored.events.find((e) => e.title === 'Mixed load fight night');
  const titles = stored.events.map((e) => e.title);
  const checks = [
    [
      'zero errors (refused, reset, timed out, or any non-2xx answer)',
      rows.every((r) => r.errors === 0 && r['4xx'] === 0),
    ],
    ['zero 5xx', rows.every((r) => r['5xx'] === 0)],
    [
      `every acknowledged contact message stored once (${acknowledged.contacts.length})`,
      missingOrDoubled(acknowledged.contacts, stored.contacts) === 0,
    ],
    [
      `every acknowledged sign-up stored once (${acknowledged.subscribers.length})`,
      missingOrDoubled(acknowledged.subscribers, stored.subscribers) === 0,
    ],
    [
      `every acknowledged RSVP stored once, seats taken = RSVPs (${acknowledged.rsvps.length})`,
      missingOrDoubled(acknowledged.rsvps, stored.rsvps) === 0 &&
        rsvpEvent?.current_attendees === stored.rsvps.length,
    ],
    [
      `every ticket paid and confirmed stored once, seats taken = tickets + holds (${acknowledged.tickets.length})`,
      acknowledged.tickets.length > 0 &&
        missingOrDoubled(acknowledged.tickets, stored.tickets) === 0 &&
        ticketEvent?.current_attendees === stored.tickets.length + stored.heldSeats,
    ],
    [
      `every ticket checked in once, none checked in unscanned (${acknowledged.checkIns.length})`,
      acknowledged.checkIns.length > 0 && missingOrDoubled(acknowledged.checkIns, stored.checkedIn) === 0,
    ],
    [
      `every acknowledged admin edit stored (${acknowledged.createdEvents.length} events made, last edit "${acknowledged.lastEdit}")`,
      acknowledged.createdEvents.every((t) => titles.filter((x) => x === t).length === 1) &&
        rsvpEvent?.description === acknowledged.lastEdit,
    ],
  ];
  for (const [what, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'} ${what}`);
  for (const [label, s] of [
    ['visitor writes', writes],
    ['ticket purchases', purchases],
    ['door check-ins', checkIns],
    ['admin edits', edits],
  ]) {
    for (const failure of s.failures) console.log(`  ${label}: ${failure}`);
  }
  return checks.every(([, passed]) => passed);
}

main().catch((err) => {
  console.error(`FAIL the mixed run could not finish: ${err.message}`);
  process.exit(1);
});
