// What bench/scale.mjs and bench/explain.mjs share: the targets they drive, the databases (the
// demo club, a small one and the big club of `npm run seed:big`), kept between runs under bench/.data (or
// as PostgreSQL databases) and keyed by the big seed's version, and a started, signed-in server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { calendarRange } from '../src/shared/calendar.ts';
import { eventPath } from '../src/shared/events.ts';
import { LONG_STANDING, memberSessionToken } from './member-session.ts';
import { BIG_SEED_VERSION, BUSY_MEMBER_EMAIL, HUGE_EVENT_TITLE } from './seed-big.ts';
import { freePort, start, stop, waitForOk } from './server-process.mjs';

/**
 * Every URL measured. `{event}` is an upcoming event with seats taken (`{eventPage}` its page),
 * `{busiest}` the event with the most attendees, `{from}`/`{to}` this month's calendar grid; `as`
 * signs the request in. Add paged endpoints
 * here (e.g. '/api/admin/members?limit=50').
 */
export const TARGETS = [
  { path: '/api/events' },
  { path: '/api/events?category=NBA' },
  { path: '/api/events?when=past&limit=25' },
  { path: '/api/events?from={from}&to={to}' },
  { path: '/api/store/products' },
  { path: '/api/store/catalog?limit=24' },
  { path: '/' },
  { path: '/events' },
  { path: '/events?past=1' },
  { path: '/events?view=calendar' },
  { path: '/store' },
  { path: '/events.ics' },
  { path: '{eventPage}' },
  { path: '/api/events/{event}' },
  { path: '/api/me', as: 'member' },
  { path: '/api/account', as: 'member' },
  { path: '/api/account/tickets', as: 'member' },
  { path: '/api/account/waitlist', as: 'member' },
  // The big club's busiest member holds a seat at one night in three, about 240 to come: what
  // they hold now, not the club's history, so these rows are shown but not held to the ratio.
  { path: '/api/account', as: 'busiest member', informational: true },
  { path: '/api/account/tickets', as: 'busiest member', informational: true },
  { path: '/api/admin/events', as: 'admin' },
  { path: '/api/admin/events?when=past', as: 'admin' },
  { path: '/api/admin/store/products', as: 'admin' },
  { path: '/api/admin/members', as: 'admin' },
  // Staff look one person up by e-mail (on both clubs, one member matches).
  { path: '/api/admin/members?search=member4217%40', as: 'admin' },
  { path: '/api/admin/form-submissions', as: 'admin' },
  { path: '/api/admin/contact-messages', as: 'admin' },
  { path: '/api/admin/paid-members', as: 'admin' },
  { path: '/api/admin/events/{event}/attendees', as: 'admin' },
  { path: '/api/admin/events/{event}/rsvps', as: 'admin' },
  { path: '/api/admin/events/{busiest}/attendees', as: 'admin' },
  { path: '/api/admin/events/{busiest}/rsvps', as: 'admin' },
];

/** CSV exports whose memory is sampled while they download (on the big database). */
export const EXPORTS = [
  '/api/admin/events/{busiest}/rsvps.csv',
  '/api/admin/events/{busiest}/attendees.csv',
  '/api/admin/members.csv',
];

export const ADMIN_PASSWORD = 'bench-scale-password';
/**
 * The member signed in on each database: the demo's first member; on the seeded clubs, the member
 * with the longest past who holds one seat or none to come (the member area's cost against
 * history), and the busiest member too.
 */
const MEMBER = { demo: 'camila.reyes@example.com', small: LONG_STANDING, big: LONG_STANDING };
const BUSIEST_MEMBER = { demo: 'camila.reyes@example.com', small: BUSY_MEMBER_EMAIL, big: BUSY_MEMBER_EMAIL };

const root = path.resolve(import.meta.dirname, '..');

const tsx = (script, args, env) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

function postgresUrl(name) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error(
      'BENCH_ENGINE=postgres needs TEST_DATABASE_URL (a PostgreSQL server to create databases on).',
    );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminClient() {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  return client;
}

/**
 * The databases of this engine (`kinds`: demo, small, big), made if missing (or made by an older seed version):
 * each is `{ kind, env }`, the environment a server or a script needs to open it.
 */
export async function prepareDatabases(engine, log = console.log, kinds = ['demo', 'big']) {
  const version = BIG_SEED_VERSION;
  const made = [];
  for (const kind of kinds) {
    const marker = `mesc bench seed v${version}`;
    let env;
    let ready;
    if (engine === 'postgres') {
      const name = `mesc_bench_${kind}`;
      env = { DATABASE_URL: postgresUrl(name), DATA_DIR: path.join(root, 'bench/.data', `postgres-${kind}`) };
      const admin = await adminClient();
      try {
        const { rows } = await admin.query(
          `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
          [name],
        );
        ready = rows[0]?.note === marker;
        if (!ready) {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.query(`create database ${name}`);
        }
      } finally {
        await admin.end();
      }
      fs.mkdirSync(env.DATA_DIR, { recursive: true });
      if (!ready) {
        await fill(kind, env, log);
        const admin2 = await adminClient();
        await admin2.query(`comment on database ${name} is '${marker}'`);
        await admin2.end();
      }
    } else {
      const dir = path.join(root, 'bench/.data', `embedded-v${version}-${kind}`);
      env = { DATA_DIR: dir };
      ready = fs.existsSync(path.join(dir, 'seeded'));
      if (!ready) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
        await fill(kind, env, log);
        fs.writeFileSync(path.join(dir, 'seeded'), marker);
      }
    }
    log(`${kind} database (${engine}): ${ready ? 'reused' : 'made'}`);
    made.push({ kind, env });
  }
  return made;
}

async function fill(kind, env, log) {
  if (kind === 'big' || kind === 'small') {
    log(`seeding the ${kind} database (${env.DATABASE_URL ? 'postgres' : 'embedded'})...`);
    // The small club: the big club's factories at a tenth of its size.
    const out = tsx('bench/seed-big-cli.ts', kind === 'small' ? ['--scale', '0.1'] : [], env);
    log(out.trim().split('\n').at(-1));
    return;
  }
  // The demo club, as a first start makes it (SEED_DEMO=always: on PostgreSQL too).
  const server = await startServer({ ...env, SEED_DEMO: 'always' });
  await server.close();
}

/**
 * The built server on one database, started with `npm start` (NODE_ENV=production, the default
 * log level). Answers its base URL, the milliseconds from start to listening and to the first `/`
 * answer, and close().
 */
export async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const child = start('npm', ['start', '--silent'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    // The app's own default level: the benchmark measures what production logs cost.
    LOG_LEVEL: undefined,
  });
  // Listening (the health check answers without the database), then the home page's first answer,
  // which reads and renders the events.
  const listeningMs = await waitForOk(`${base}/healthz`, startedAt, 300_000);
  const startupMs = await waitForOk(`${base}/`, startedAt, 300_000);
  return { base, child, listeningMs, startupMs, close: () => stop(child) };
}

/** A member session (made before the server starts: the embedded database has one opener). */
export const memberToken = (kind, env) => memberSessionToken(env, MEMBER[kind]);
export const busiestMemberToken = (kind, env) => memberSessionToken(env, BUSIEST_MEMBER[kind]);

export async function adminToken(base) {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** The placeholders' values on this server's data. */
export async function placeholders(base) {
  const events = await (await fetch(`${base}/api/events`)).json();
  const now = Date.now();
  const upcoming = events.filter((e) => Date.parse(e.date) > now);
  const event = upcoming.find((e) => e.currentAttendees > 0 && e.price === 0) ?? upcoming[0] ?? events[0];
  // The big club's busiest night is a year back: the public lists find it by its title.
  const huge = await (
    await fetch(`${base}/api/events?when=past&q=${encodeURIComponent(HUGE_EVENT_TITLE)}`)
  ).json();
  const busiest = [...events, ...huge].reduce((a, b) => (b.currentAttendees > a.currentAttendees ? b : a));
  const { from, to } = calendarRange(new Date().toISOString().slice(0, 7));
  return { event: String(event.id), eventPage: eventPath(event), busiest: String(busiest.id), from, to };
}

export const fillIn = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key]);

/** Request headers for a target. */
export function headersFor(target, auth) {
  if (target.as === 'member') return { cookie: `mesc_member=${auth.member}` };
  if (target.as === 'busiest member') return { cookie: `mesc_member=${auth.busiestMember}` };
  if (target.as === 'admin') return { authorization: `Bearer ${auth.admin}` };
  return {};
}
