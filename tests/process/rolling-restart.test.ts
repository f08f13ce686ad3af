import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/project-root';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, type ServerProcess, spawnServer, waitUntilOpen } from '../helpers/server-process';

// The deploy docs/deploy.md describes, as a club runs it: two app processes on one PostgreSQL
// behind Caddy with the repository's own Caddyfile, restarted one after the other while visitors
// read pages and send messages. Not one request may fail and not one acknowledged write be lost.
// Needs Debian's caddy (.ci/run installs it) and PostgreSQL.

vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });
const url = process.env.TEST_DATABASE_URL;
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const WORKERS = 8;

/**
 * How long after a restarted process is ready Caddy has surely asked it for its health: one
 * interval for the next check and that check's whole timeout, from deploy/Caddyfile, and half a
 * second more. docs/deploy.md waits as long before the next restart: Debian's Caddy 2.6 answers a
 * POST 503 at once, without trying again, while it counts no process healthy (fixed in Caddy
 * 2.7.5, caddyserver/caddy#5838), which a restart of the other process too soon would make.
 */
function caddySeesHealthyMs(): number {
  const caddyfile = fs.readFileSync(path.join(projectRoot, 'deploy/Caddyfile'), 'utf8');
  const setting = (name: string) => {
    const value = new RegExp(`^\\s*${name}\\s+(\\d+)(ms|s)\\s*$`, 'm').exec(caddyfile);
    if (!value) throw new Error(`deploy/Caddyfile has no ${name}`);
    return Number(value[1]) * (value[2] === 's' ? 1000 : 1);
  };
  return setting('health_interval') + setting('health_timeout') + 500;
}

/** One request through Caddy on a kept-alive connection: its status (with the body when not 2xx), or the error's code. */
function send(agent: http.Agent, port: number, method: string, path: string, body?: object) {
  return new Promise<number | string>((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (status >= 300) text += chunk;
        });
        response.on('end', () =>
          resolve(
            status >= 300 ? `${status} ${response.headers.server ?? ''} ${text.slice(0, 200)}` : status,
          ),
        );
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    request.end(payload);
  });
}

describe.skipIf(!url)(
  'a deploy: two processes behind Caddy, restarted one after the other (skipped without TEST_DATABASE_URL)',
  () => {
    const database = `mesc_rolling_${process.pid}`;
    const dirs: string[] = [];
    const processes: ServerProcess[] = [];
    let caddy: ChildProcess;
    let caddyOutput = '';
    let sitePort: number;
    const ports: number[] = [];

    const startApp = async (port: number) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-rolling-'));
      dirs.push(dataDir);
      // As deploy/mesc@.service runs it: behind Caddy on 127.0.0.1, draining before it stops.
      const server = spawnServer({
        PORT: String(port),
        DATABASE_URL: withDatabase(url as string, database),
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: '2000',
        PUBLIC_POST_LIMIT: '100000',
      });
      processes.push(server);
      await waitUntilOpen(server, 120_000);
      return server;
    };

    beforeAll(async () => {
      expect(fs.existsSync(CADDY), `Caddy is needed at ${CADDY}: apt-get install caddy`).toBe(true);
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      await adminQuery(url as string, `create database ${database}`);
      ports.push(await freePort(), await freePort());
      for (const port of ports) await startApp(port);
      sitePort = await freePort();
      const caddyHome = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-caddy-'));
      dirs.push(caddyHome);
      caddy = spawn(
        CADDY,
        ['run', '--config', path.join(projectRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
        {
          env: {
            ...process.env,
            HOME: caddyHome,
            XDG_DATA_HOME: caddyHome,
            XDG_CONFIG_HOME: caddyHome,
            MESC_SITE: `http://127.0.0.1:${sitePort}`,
            MESC_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
            CADDY_OPTIONS: 'admin off',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      caddy.stdout?.on('data', (chunk) => (caddyOutput += chunk));
      caddy.stderr?.on('data', (chunk) => (caddyOutput += chunk));
      const agent = new http.Agent({ keepAlive: true });
      const deadline = Date.now() + 30_000;
      while ((await send(agent, sitePort, 'GET', '/readyz')) !== 200) {
        if (caddy.exitCode !== null || Date.now() > deadline)
          throw new Error(`Caddy did not start: ${caddyOutput}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      agent.destroy();
    });

    afterAll(async () => {
      caddy?.kill('SIGTERM');
      for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(processes.map((server) => server.exited));
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('answers every request and keeps every message sent while both processes restart', async () => {
      const failures: string[] = [];
      const acknowledged: string[] = [];
      let sent = 0;
      let running = true;
      const worker = async (n: number) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = 0; running; i++) {
          const asks: [string, string, object?][] = [
            ['GET', '/api/events'],
            ['GET', '/events'],
          ];
          const email = `deploy-${n}-${i}@example.com`;
          asks.push([
            'POST',
            '/api/contact',
            { name: 'Deploy Visitor', email, message: `Still there? ${n}-${i}` },
          ]);
          for (const [method, path, body] of asks) {
            const status = await send(agent, sitePort, method, path, body);
            sent += 1;
            const ok = typeof status === 'number' && status >= 200 && status < 300;
            if (!ok) failures.push(`${method} ${path}: ${status}`);
            else if (body) acknowledged.push(email);
          }
        }
        agent.destroy();
      };
      const load = Array.from({ length: WORKERS }, (_, n) => worker(n));

      // One after the other, as docs/deploy.md says: stop, start again, wait until it is ready and
      // Caddy has seen it so.
      for (const [index, port] of ports.entries()) {
        await new Promise((r) => setTimeout(r, caddySeesHealthyMs()));
        const old = processes[index];
        old.child.kill('SIGTERM');
        expect(await old.exited).toBe(0);
        processes[index] = await startApp(port);
      }
      await new Promise((r) => setTimeout(r, 1000));
      running = false;
      await Promise.all(load);

      const caddyErrors = caddyOutput
        .split('\n')
        .filter((line) => /"level":"(error|warn)"|unhealthy|healthy/.test(line))
        .slice(-30)
        .join('\n');
      expect(failures, `${failures.length} of ${sent} requests failed; Caddy said:\n${caddyErrors}`).toEqual(
        [],
      );
      expect(acknowledged.length).toBeGreaterThan(20);
      const stored = await adminQuery(
        withDatabase(url as string, database),
        `select email from contact_messages where email like 'deploy-%'`,
      );
      expect(new Set(stored.rows.map((row: { email: string }) => row.email))).toEqual(new Set(acknowledged));
    });
  },
);
