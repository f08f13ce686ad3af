// npm run bench:explain: on PostgreSQL with the big club (npm run seed:big), the app runs in this
// process with every SQL statement it sends recorded (start-up, its jobs, then each target of
// bench/scale-setup.mjs once); each distinct statement is then EXPLAINed with the parameters it
// ran with, and every plan that reads a big table from end to end (a Seq Scan of a table of more
// than 10,000 rows) is listed with the statement and the route that ran it. Exits 1 when it finds
// one that the allow-list below does not explain. Needs TEST_DATABASE_URL (a PostgreSQL server).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as setup from './scale-setup.mjs';
import { freePort } from './server-process.mjs';

const BIG_TABLE_ROWS = 10_000;

/**
 * Whole-table reads that are right as they are, each with its reason. `route` and `table` must
 * both match; `statement` (a regular expression), when given, too.
 */
const ALLOWED = [
  {
    route: '/api/admin/members',
    table: 'members',
    statement: 'count\\(\\*\\)',
    reason:
      "the Members tab's counts per tier and status are of every member: one count over the table (about 20 ms for 50,000), then kept until a member or a paid membership changes (docs/decisions/0016-dashboard-counts-are-kept.md); the list itself reads a page along its index",
  },
  {
    route: '/api/admin/form-submissions',
    table: 'contact_messages',
    statement: 'count\\(\\*\\)',
    reason:
      'how many submissions there are, and how many unread: counted over the table once, then kept until a submission changes (docs/decisions/0016-dashboard-counts-are-kept.md)',
  },
  {
    route: '/api/admin/members.csv',
    table: 'members',
    reason: 'the export of every member reads every member',
  },
  {
    route: '/api/admin/events/{busiest}/rsvps.csv',
    table: 'rsvps',
    reason: 'the event holds a fifth of all RSVPs: reading the table beats the index for that many rows',
  },
];

// Every statement any pg client of this process sends, with the route being driven at the time.
const recorded = [];
// The bench's own set-up (making databases, choosing the member to sign in) is not the app's: the
// recording starts when the app does.
let route = 'bench set-up';
let recording = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (recording) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (text) recorded.push({ route, text, params: params ?? [] });
  }
  return originalQuery.call(this, config, values, callback);
};

async function main() {
  const [big] = await setup.prepareDatabases('postgres', console.log, ['big']);
  Object.assign(process.env, big.env, { NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-scale-password' });
  const member = await setup.memberToken('big', big.env);
  const { loadConfig } = await import('../src/server/config.ts');
  const { startApp } = await import('../src/server/start.ts');
  const port = await freePort();
  route = 'start-up';
  recording = true;
  const app = await startApp(loadConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1' }), false);
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  // The jobs the app starts with run now.
  route = 'jobs after start-up';
  await new Promise((resolve) => setTimeout(resolve, 3000));

  route = 'sign-in';
  const auth = { member, admin: await setup.adminToken(base) };
  const values = await setup.placeholders(base);
  const drive = [
    ...setup.TARGETS.map((t) => ({ ...t })),
    ...setup.EXPORTS.map((p) => ({ path: p, as: 'admin' })),
  ];
  for (const target of drive) {
    route = target.path;
    const response = await fetch(`${base}${setup.fillIn(target.path, values)}`, {
      headers: setup.headersFor(target, auth),
    });
    await response.arrayBuffer();
    if (!response.ok) console.log(`note: ${target.path} answered ${response.status}`);
  }
  recording = false;
  await app.close();

  const client = new pg.Client({ connectionString: big.env.DATABASE_URL });
  await client.connect();
  const sizes = new Map(
    (
      await client.query(
        `select c.relname, c.reltuples::bigint as rows from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname = 'public'`,
      )
    ).rows.map((r) => [r.relname, Number(r.rows)]),
  );
  const distinct = new Map();
  for (const statement of recorded) {
    if (!/^\s*(select|with|insert|update|delete)\b/i.test(statement.text)) continue;
    const key = `${statement.route}\u0000${statement.text}`;
    if (!distinct.has(key)) distinct.set(key, statement);
  }
  const findings = [];
  let explained = 0;
  for (const statement of distinct.values()) {
    let plan;
    try {
      plan = (await client.query(`explain (format json) ${statement.text}`, statement.params)).rows[0][
        'QUERY PLAN'
      ][0].Plan;
      explained++;
    } catch (err) {
      console.log(`could not explain (${err.message}): ${oneLine(statement.text).slice(0, 120)}`);
      continue;
    }
    for (const node of nodes(plan)) {
      if (node['Node Type'] !== 'Seq Scan') continue;
      const rows = sizes.get(node['Relation Name']) ?? 0;
      if (rows <= BIG_TABLE_ROWS) continue;
      const allowed = ALLOWED.find(
        (a) =>
          a.route === statement.route &&
          a.table === node['Relation Name'] &&
          (!a.statement || new RegExp(a.statement, 'i').test(statement.text)),
      );
      findings.push({
        route: statement.route,
        table: node['Relation Name'],
        tableRows: rows,
        filter: node.Filter ?? '',
        statement: oneLine(statement.text),
        allowed: allowed?.reason ?? null,
      });
    }
  }
  await client.end();

  console.log(
    `\n${recorded.length} statements recorded, ${distinct.size} distinct per route, ${explained} explained`,
  );
  const shown = findings.map((f) => ({
    route: f.route,
    table: `${f.table} (${f.tableRows})`,
    filter: f.filter.slice(0, 60),
    statement: f.statement.slice(0, 100),
    allowed: f.allowed ? 'yes' : '',
  }));
  console.table(shown);
  for (const f of findings) {
    console.log(
      `\n[${f.allowed ? 'allowed' : 'SEQ SCAN'}] ${f.route} reads all of ${f.table} (${f.tableRows} rows)`,
    );
    if (f.allowed) console.log(`  why allowed: ${f.allowed}`);
    console.log(`  ${f.statement}`);
  }
  const out = path.resolve('bench/out');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'explain.json'),
    `${JSON.stringify({ takenAt: new Date().toISOString(), findings }, null, 2)}\n`,
  );
  const unexplained = findings.filter((f) => !f.allowed);
  console.log(
    `\n${unexplained.length} whole-table reads of big tables to look at, ${findings.length - unexplained.length} allowed; written: bench/out/explain.json`,
  );
  process.exit(unexplained.length > 0 ? 1 : 0);
}

function* nodes(plan) {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
