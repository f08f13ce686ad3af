// npm run prod:check: the production shape of docs/deploy.md stood up on this machine, and the
// browser journeys run through it over https: two app processes started with the environment of
// deploy/mesc@.service on a fresh PostgreSQL database, Caddy in front with deploy/Caddyfile and
// its own local certificate authority (trusted by the browser and by Node as a real one would
// be, never by ignoring errors), then signing in, buying a ticket, the door's camera page and the
// dashboard (specs of e2e/ run against it), and what only https shows (e2e/https.spec.ts).
// Needs PostgreSQL (TEST_DATABASE_URL or PROD_CHECK_DATABASE_URL: a server where it may create
// the database mesc_prod_check) and Debian's caddy; without PostgreSQL it says so and passes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { e2eAdminPassword, newsFeedsFor, peerPorts } from '../e2e/peers.mjs';

const server = process.env.PROD_CHECK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!server) {
  console.log(
    'prod:check skipped: no PostgreSQL server given (TEST_DATABASE_URL or PROD_CHECK_DATABASE_URL).',
  );
  process.exit(0);
}
const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';
if (!fs.existsSync(caddyPath)) {
  console.error(`prod:check needs Caddy at ${caddyPath}: apt-get install caddy (or set CADDY_PATH).`);
  process.exit(1);
}

/**
 * The journeys docs/deploy.md promises, from the end-to-end suite, and what https adds: in each of
 * these files, the tests tagged @production. A file without one fails the check, so renaming or
 * moving a journey cannot quietly drop it from here.
 */
const SPECS = [
  'e2e/https.spec.ts',
  'e2e/members.spec.ts',
  'e2e/tickets-buy.spec.ts',
  'e2e/door.spec.ts',
  'e2e/admin.spec.ts',
];
const TAG = '@production';

/** The promised files with no test tagged for this check (Playwright's own list of what it would run). */
function specsWithoutJourney() {
  const listed = spawnSync('npx', ['playwright', 'test', ...SPECS, '--grep', TAG, '--list'], {
    cwd: root,
    encoding: 'utf8',
  });
  return SPECS.filter((spec) => !listed.stdout.includes(`${spec.replace('e2e/', '')}:`));
}

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-prod-check-'));
const children = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The Environment= lines of the unit file, for the instance on `port` (%i). */
function unitEnvironment(port) {
  const unit = fs.readFileSync(path.join(root, 'deploy/mesc@.service'), 'utf8');
  const env = {};
  for (const line of unit.split('\n')) {
    const match = /^Environment=(.*)$/.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].split(/\s+/)) {
      const at = pair.indexOf('=');
      env[pair.slice(0, at)] = pair.slice(at + 1).replaceAll('%i', String(port));
    }
  }
  return env;
}

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const entry = { name, child, output: () => output };
  children.push(entry);
  return entry;
}

/** GET over https, trusting only `ca`; the status, or 0 while nothing answers. */
function httpsStatus(url, ca) {
  return new Promise((resolve) => {
    https
      .get(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

async function waitFor(what, check, entry, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (entry && entry.child.exitCode !== null) throw new Error(`${what}: it stopped.\n${entry.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s.\n${entry?.output() ?? ''}`);
    await sleep(250);
  }
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's SPKI list takes it. */
const spkiHash = (file) =>
  createHash('sha256')
    .update(new X509Certificate(fs.readFileSync(file)).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

async function main() {
  const build = spawnSync('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  const database = 'mesc_prod_check';
  await adminQuery(`drop database if exists ${database} with (force)`);
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;

  const e2ePort = Number(process.env.E2E_PROD_PORT ?? 4177);
  const peers = peerPorts(e2ePort);
  const [sitePort, httpPort, ...appPorts] = await Promise.all([1, 2, 3, 4].map(() => freePort()));
  const site = `https://localhost:${sitePort}`;
  const dataDir = path.join(work, 'data');

  // The two processes, as systemd starts them: the unit's environment and the club's settings.
  for (const port of appPorts) {
    const app = start(`app :${port}`, process.execPath, ['dist/server/main.js'], {
      PATH: process.env.PATH,
      ...unitEnvironment(port),
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      PUBLIC_URL: site,
      ADMIN_PASSWORD: e2eAdminPassword,
      SMTP_URL: `smtp://127.0.0.1:${peers.mail}`,
      NEWS_FEEDS: newsFeedsFor(e2ePort),
      SEED_DEMO: 'always',
      METRICS_TOKEN: 'prod-check-metrics-token',
      LOG_FORMAT: 'json',
      // The journeys come from one machine, as many visitors: the per-address limits have tests.
      PUBLIC_POST_LIMIT: '100000',
      UNCACHED_WORK_WAIT_MS: '60000',
    });
    await waitFor(app.name, () => answersOk(`http://127.0.0.1:${port}/readyz`), app);
  }

  const caddyHome = path.join(work, 'caddy');
  fs.mkdirSync(caddyHome);
  const caddy = start('caddy', caddyPath, ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    PATH: process.env.PATH,
    HOME: caddyHome,
    XDG_DATA_HOME: caddyHome,
    XDG_CONFIG_HOME: caddyHome,
    MESC_SITE: `localhost:${sitePort}`,
    MESC_UPSTREAMS: appPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    // Caddy's own authority instead of Let's Encrypt, on ports of this run, nothing installed.
    CADDY_OPTIONS: [
      'local_certs',
      'skip_install_trust',
      'admin off',
      `http_port ${httpPort}`,
      `https_port ${sitePort}`,
    ].join('\n'),
  });
  const authority = path.join(caddyHome, 'caddy/pki/authorities/local');
  const rootCert = path.join(authority, 'root.crt');
  await waitFor(
    "Caddy's certificate authority",
    () => fs.existsSync(path.join(authority, 'intermediate.crt')),
    caddy,
    30_000,
  );
  const ca = fs.readFileSync(rootCert);
  await waitFor(
    `${site} over https`,
    async () => (await httpsStatus(`${site}/readyz`, ca)) === 200,
    caddy,
    30_000,
  );
  console.log(
    `prod:check: ${site} is Caddy in front of ${appPorts.map((p) => `:${p}`).join(' and ')} on ${database}`,
  );

  const missing = specsWithoutJourney();
  if (missing.length) {
    console.error(
      `prod:check: no test tagged ${TAG} in ${missing.join(', ')}: tag the journey docs/deploy.md promises.`,
    );
    return 1;
  }
  const run = spawnSync('npx', ['playwright', 'test', ...SPECS, '--grep', TAG], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: site,
      E2E_PORT: String(e2ePort),
      E2E_HTTP_PORT: String(httpPort),
      E2E_CA_SPKI: ['root.crt', 'intermediate.crt']
        .map((file) => spkiHash(path.join(authority, file)))
        .join(','),
      // Node's requests (a test's API calls) trust the same authority, and only through this.
      NODE_EXTRA_CA_CERTS: rootCert,
    },
  });
  return run.status ?? 1;
}

/** A plain GET to an app process itself: true once it answers 200. */
function answersOk(url) {
  return fetch(url).then(
    (response) => response.status === 200,
    () => false,
  );
}

async function stopAll() {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await adminQuery('drop database if exists mesc_prod_check with (force)').catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}

let status = 1;
try {
  status = await main();
} catch (err) {
  console.error(`prod:check failed: ${err.message}`);
} finally {
  await stopAll();
}
process.exit(status);
