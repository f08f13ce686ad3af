import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/project-root';

/** Debian's caddy (.ci/run installs it), or the one CADDY_PATH names. */
export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

const CADDYFILE = path.join(projectRoot, 'deploy/Caddyfile');

/**
 * How long after a restarted process is ready Caddy has surely asked it for its health: one
 * interval for the next check and that check's whole timeout, from deploy/Caddyfile, and half a
 * second more. docs/deploy.md waits as long before the next restart: Debian's Caddy 2.6 answers a
 * POST 503 at once, without trying again, while it counts no process healthy (fixed in Caddy
 * 2.7.5, caddyserver/caddy#5838), which a restart of the other process too soon would make.
 */
export function caddySeesHealthyMs(): number {
  const caddyfile = fs.readFileSync(CADDYFILE, 'utf8');
  const setting = (name: string) => {
    const value = new RegExp(`^\\s*${name}\\s+(\\d+)(ms|s)\\s*$`, 'm').exec(caddyfile);
    if (!value) throw new Error(`deploy/Caddyfile has no ${name}`);
    return Number(value[1]) * (value[2] === 's' ? 1000 : 1);
  };
  return setting('health_interval') + setting('health_timeout') + 500;
}

/** One request on a kept-alive connection: its status (with the body when not 2xx), or the error's code. */
export function send(
  agent: http.Agent,
  port: number,
  method: string,
  requestPath: string,
  body?: object,
): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
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

export interface RunningCaddy {
  child: ChildProcess;
  /** Everything Caddy has written so far. */
  output(): string;
  /** Its warnings, errors and health changes, the last 30 lines: what a failed test shows. */
  complaints(): string;
  stop(): void;
}

/**
 * Runs the repository's deploy/Caddyfile as it is, serving http://127.0.0.1:sitePort in front of
 * the given upstreams, and resolves once a request through it reaches one.
 */
export async function startCaddy(
  sitePort: number,
  upstreams: string[],
  readyPath = '/readyz',
): Promise<RunningCaddy> {
  if (!fs.existsSync(CADDY)) throw new Error(`Caddy is needed at ${CADDY}: apt-get install caddy`);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-caddy-'));
  const child = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      MESC_SITE: `http://127.0.0.1:${sitePort}`,
      MESC_UPSTREAMS: upstreams.join(' '),
      CADDY_OPTIONS: 'admin off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const caddy: RunningCaddy = {
    child,
    output: () => output,
    complaints: () =>
      output
        .split('\n')
        .filter((line) => /"level":"(error|warn)"|unhealthy|healthy/.test(line))
        .slice(-30)
        .join('\n'),
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      void exited.then(() => fs.rmSync(home, { recursive: true, force: true }));
    },
  };
  const agent = new http.Agent({ keepAlive: true });
  const deadline = Date.now() + 30_000;
  try {
    while ((await send(agent, sitePort, 'GET', readyPath)) !== 200) {
      if (child.exitCode !== null || Date.now() > deadline) {
        caddy.stop();
        throw new Error(`Caddy did not start: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    agent.destroy();
  }
  return caddy;
}
