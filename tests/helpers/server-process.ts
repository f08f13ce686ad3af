import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterEach } from 'vitest';
import { projectRoot } from '../../src/server/app';

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/**
 * Starts `src/server/main.ts` (of this checkout, or of the one at `cwd`) as its own node process
 * (no wrapper that could outlive a kill). With tsx's ESM hook only: its CommonJS hook loads a second Preact for a package that require()s
 * react, and pages then fail to render (docs/decisions/0024-preact-renders-the-pages.md).
 */
export function spawnServer(env: Record<string, string>, options: { cwd?: string } = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/main.ts'], {
    cwd: options.cwd ?? projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Races of two hundred buyers at once wait for a connection of the pool longer on a loaded
      // machine than a visitor would be asked to, and would get the 503 meant for a busy site
      // (tests/database-busy.test.ts tests it); the work gate's line likewise.
      DATABASE_WAIT_MS: '60000',
      UNCACHED_WORK_WAIT_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/**
 * spawnServer for a test file: whatever it started and still runs is SIGKILLed after each test,
 * so a failing test leaves no process (nor embedded-database lock) behind. `open` also waits
 * until the server listens.
 */
export function serversKilledAfterEachTest() {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
  });
  const spawn = (env: Record<string, string>) => {
    const server = spawnServer(env);
    running.push(server);
    return server;
  };
  const open = async (env: Record<string, string>) => {
    const server = spawn(env);
    await waitUntilOpen(server);
    return server;
  };
  return { spawn, open };
}

/** SIGTERM, as a process manager stops the site; resolves with the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/**
 * Waits until the server says it is open, or fails with what it printed if it exits first. A first
 * start on a fresh data directory makes the database, applies every migration and seeds the demo
 * club: on a busy two-core machine that has taken over 40 s, so the wait allows 90 (start-up time
 * is the benchmarks' to judge, `npm run bench`).
 */
export async function waitUntilOpen(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('MESC is open')) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not open in time: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port nothing listens on right now, chosen by the system (a fixed range can hit other services). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
