import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caddySeesHealthyMs, type RunningCaddy, send, startCaddy } from '../helpers/caddy';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, type ServerProcess, spawnServer, waitUntilOpen } from '../helpers/server-process';

// The deploy docs/deploy.md describes, as a club runs it: two app processes on one PostgreSQL
// behind Caddy with the repository's own Caddyfile, restarted one after the other while visitors
// read pages and send messages. Not one request may fail and not one acknowledged write be lost.
// Needs Debian's caddy (.ci/run installs it) and PostgreSQL.

vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });
const url = process.env.TEST_DATABASE_URL;
const WORKERS = 8;

describe.skipIf(!url)(
  'a deploy: two processes behind Caddy, restarted one after the other (skipped without TEST_DATABASE_URL)',
  () => {
    const database = `mesc_rolling_${process.pid}`;
    const dirs: string[] = [];
    const processes: ServerProcess[] = [];
    let caddy: RunningCaddy | undefined;
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
      await adminQuery(url as string, `drop database if exists ${database} with (force)`);
      await adminQuery(url as string, `create database ${database}`);
      ports.push(await freePort(), await freePort());
      for (const port of ports) await startApp(port);
      sitePort = await freePort();
      caddy = await startCaddy(
        sitePort,
        ports.map((port) => `127.0.0.1:${port}`),
      );
    });

    afterAll(async () => {
      caddy?.stop();
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

      expect(
        failures,
        `${failures.length} of ${sent} requests failed; Caddy said:\n${caddy?.complaints()}`,
      ).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(20);
      const stored = await adminQuery(
        withDatabase(url as string, database),
        `select email from contact_messages where email like 'deploy-%'`,
      );
      expect(new Set(stored.rows.map((row: { email: string }) => row.email))).toEqual(new Set(acknowledged));
    });
  },
);
