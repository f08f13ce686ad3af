import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/project-root';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, type ServerProcess, spawnServer, waitUntilOpen } from '../helpers/server-process';

// A deploy that brings a migration, as docs/deploy.md runs it: the previous release serves from two
// processes; the first process of the new release starts, applies the migration and serves, while
// the other process still runs the previous release's code on the migrated database; then that
// one is replaced too. Visitors read and write throughout, and not one request may fail nor one
// acknowledged write be lost. tests/migrations-side-by-side.test.ts checks every migration's
// schema against the release before it; this one runs the release before the newest migration
// for real, from the repository's history (a migration not yet committed is tried against the
// last commit). Needs PostgreSQL: the embedded database has one process, so it never migrates
// under another.

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });
const url = process.env.TEST_DATABASE_URL;
const WORKERS = 6;
const PASSWORD = 'Deploy-migration-password';

const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();

/** The newest migration's tag, and the commit of the code it was written after. */
function releaseBeforeNewestMigration(): { tag: string; commit: string } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'migrations/meta/_journal.json'), 'utf8'),
  );
  const tag: string = journal.entries.at(-1).tag;
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    try {
      git('fetch', '--quiet', '--unshallow');
    } catch {
      throw new Error(
        'This test runs the release before the newest migration: clone with its history (no --depth)',
      );
    }
  }
  const added = git('log', '--diff-filter=A', '--format=%H', '-n', '1', '--', `migrations/${tag}.sql`);
  return { tag, commit: git('rev-parse', added ? `${added}^` : 'HEAD') };
}

/** The release's sources in a folder of their own, with this checkout's packages when they match. */
function checkOut(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-previous-release-'));
  const archive = path.join(dir, 'release.tar');
  git('archive', '--format=tar', '-o', archive, commit);
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  fs.rmSync(archive);
  // The previous release's packages, at the versions it locked, are most often all among this
  // checkout's (a release adds packages more often than it drops or moves one): then it runs on them.
  const locked = (root: string): Record<string, { version?: string }> =>
    JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
  const ours = locked(projectRoot);
  const fits = Object.entries(locked(dir)).every(
    ([name, entry]) => name === '' || ours[name]?.version === entry.version,
  );
  if (fits) {
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: dir,
      stdio: 'ignore',
    });
  }
  return dir;
}

interface Answer {
  status: number | string;
  body: string;
}

/** One request on a kept-alive connection: from a visitor's address (through TRUST_PROXY) or staff's. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  options: { body?: object; from?: string; token?: string } = {},
) {
  return new Promise<Answer>((resolve) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    const headers: Record<string, string | number> = {};
    if (options.from) headers['x-forwarded-for'] = options.from;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, agent, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: err.code ?? err.message, body: '' }),
    );
    request.end(payload);
  });
}

describe.skipIf(!url)(
  'a deploy that migrates the database while the previous release still serves (skipped without TEST_DATABASE_URL)',
  () => {
    const database = `mesc_deploy_migration_${process.pid}`;
    const dirs: string[] = [];
    const processes: ServerProcess[] = [];
    let previous: { tag: string; commit: string; dir: string };

    const start = async (port: number, cwd?: string) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-deploy-migration-'));
      dirs.push(dataDir);
      // As deploy/mesc@.service runs it: behind a proxy on 127.0.0.1, draining before it stops.
      const server = spawnServer(
        {
          PORT: String(port),
          DATABASE_URL: withDatabase(url as string, database),
          DATA_DIR: dataDir,
          TRUST_PROXY: '127.0.0.1',
          SHUTDOWN_DRAIN_MS: '2000',
          PUBLIC_POST_LIMIT: '100000',
          ADMIN_PASSWORD: PASSWORD,
        },
        { cwd },
      );
      processes.push(server);
      await waitUntilOpen(server, 180_000);
      return server;
    };
    const stop = async (server: ServerProcess) => {
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    };

    beforeAll(async () => {
      const release = releaseBeforeNewestMigration();
      previous = { ...release, dir: checkOut(release.commit) };
      dirs.push(previous.dir);
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      await adminQuery(url as string, `create database ${database}`);
    });

    afterAll(async () => {
      for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(processes.map((server) => server.exited));
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('answers every request and keeps every write while the new release migrates and takes over', async () => {
      const ports = [await freePort(), await freePort()];
      const running = [await start(ports[0], previous.dir), await start(ports[1], previous.dir)];
      const applied = async () =>
        (
          await adminQuery(
            withDatabase(url as string, database),
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          )
        ).rows[0].n as number;
      // The previous release applied its own migrations, and lacks this one's newest (a release
      // may bring several: all of them are applied while the previous code serves).
      const entries = (root: string) =>
        JSON.parse(fs.readFileSync(path.join(root, 'migrations/meta/_journal.json'), 'utf8')).entries
          .length as number;
      expect(await applied(), 'the previous release applied its own migrations').toBe(entries(previous.dir));
      expect(entries(previous.dir), 'the previous release does not have the newest migration').toBeLessThan(
        entries(projectRoot),
      );

      // An event to RSVP to, made by staff on the previous release.
      const agent = new http.Agent({ keepAlive: true });
      const login = await send(agent, ports[0], 'POST', '/api/admin/login', { body: { password: PASSWORD } });
      expect(login.status, login.body).toBe(200);
      const token = JSON.parse(login.body).token as string;
      const night = await send(agent, ports[0], 'POST', '/api/admin/events', {
        token,
        body: {
          title: 'Deploy Night',
          description: 'Doors stay open while the club deploys.',
          category: 'Poker',
          date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          price: 0,
          maxAttendees: null,
        },
      });
      expect(night.status, night.body).toBe(201);
      const eventId = JSON.parse(night.body).id as number;

      // Visitors, each request to a process that is up: read the list and the event, write to the
      // club, RSVP. Which release answered each acknowledged write is counted.
      const live: { port: number; release: 'previous' | 'new' }[] = ports.map((port) => ({
        port,
        release: 'previous',
      }));
      let migrated = false;
      const failures: string[] = [];
      const messages: string[] = [];
      const rsvps: string[] = [];
      let writesByPreviousAfterMigration = 0;
      let sent = 0;
      let loading = true;
      // Each visitor's kept-alive connection to each process, and the requests each process has
      // under way: a proxy lets the connections to a process it took out of the rotation go once
      // their answers are in, so the process can stop.
      const agents = Array.from({ length: WORKERS }, () =>
        Object.fromEntries(ports.map((port) => [port, new http.Agent({ keepAlive: true, maxSockets: 1 })])),
      );
      const inFlight = new Map<number, number>();
      const worker = async (n: number) => {
        for (let i = 0; loading; i++) {
          const email = `deploy-migration-${n}-${i}@example.com`;
          const from = `10.${n}.${(i >> 8) & 255}.${i & 255}`;
          const asks: [string, string, object?][] = [
            ['GET', '/api/events'],
            ['GET', `/api/events/${eventId}`],
            ['POST', '/api/contact', { name: 'Deploy Visitor', email, message: `Still there? ${n}-${i}` }],
            ['POST', '/api/newsletter/subscribe', { email }],
            ['POST', `/api/events/${eventId}/rsvp`, { name: 'Deploy Guest', email }],
          ];
          for (const [k, [method, where, body]] of asks.entries()) {
            // Each request to a process in the rotation at the moment it is sent, as a proxy does.
            const target = live[(n + i + k) % live.length];
            const afterMigration = migrated;
            const agent = agents[n][target.port];
            inFlight.set(target.port, (inFlight.get(target.port) ?? 0) + 1);
            const answer = await send(agent, target.port, method, where, { body, from });
            inFlight.set(target.port, (inFlight.get(target.port) ?? 0) - 1);
            sent += 1;
            const ok = typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;
            if (!ok)
              failures.push(`${target.release} release, ${method} ${where}: ${answer.status} ${answer.body}`);
            else if (where === '/api/contact') messages.push(email);
            else if (where.endsWith('/rsvp')) rsvps.push(email);
            if (ok && body && afterMigration && target.release === 'previous')
              writesByPreviousAfterMigration += 1;
          }
        }
      };
      const load = Array.from({ length: WORKERS }, (_, n) => worker(n));
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

      // The deploy: the first process is taken out of the rotation (as Caddy's health check does
      // once it drains), stopped, and started on the new release, which migrates as it starts while
      // the second process still serves the previous release's code. Then the second one goes too
      // (tests/process/rolling-restart.test.ts restarts both through Caddy).
      const leave = async (port: number) => {
        live.splice(
          live.findIndex((each) => each.port === port),
          1,
        );
        while ((inFlight.get(port) ?? 0) > 0) await pause(5);
        for (const visitor of agents) {
          visitor[port].destroy();
          visitor[port] = new http.Agent({ keepAlive: true, maxSockets: 1 });
        }
      };
      await pause(1500);
      await leave(ports[0]);
      await stop(running[0]);
      running[0] = await start(ports[0]);
      expect(await applied(), 'the new release applied the newest migration').toBe(entries(projectRoot));
      migrated = true;
      live.push({ port: ports[0], release: 'new' });
      await pause(2000);
      await leave(ports[1]);
      await stop(running[1]);
      await pause(1500);
      loading = false;
      await Promise.all(load);
      for (const visitor of agents) for (const each of Object.values(visitor)) each.destroy();

      expect(failures, `${failures.length} of ${sent} requests failed`).toEqual([]);
      // The previous release wrote to the migrated database, or this test proved nothing.
      expect(writesByPreviousAfterMigration).toBeGreaterThan(0);
      const stored = await adminQuery(
        withDatabase(url as string, database),
        `select email from contact_messages where email like 'deploy-migration-%'`,
      );
      expect(new Set(stored.rows.map((row: { email: string }) => row.email))).toEqual(new Set(messages));
      const event = await send(agent, ports[0], 'GET', `/api/events/${eventId}`);
      expect(JSON.parse(event.body).currentAttendees).toBe(rsvps.length);
      agent.destroy();
      await stop(running[0]);
    });
  },
);
