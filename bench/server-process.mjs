import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a command in its own process group (npm starts children) and returns it. The app runs as
 * a club runs it: production, the default log level (unless `env` sets LOG_LEVEL), its log read
 * from a pipe as a process manager would; `child.logLines()` counts the lines it wrote.
 */
export function start(command, args, env) {
  const { LOG_LEVEL: _inherited, ...parent } = process.env;
  const child = spawn(command, args, {
    env: { ...parent, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let lines = 0;
  child.stdout.on('data', (chunk) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  });
  child.logLines = () => lines;
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Milliseconds from `since` until the URL answers 200. */
export async function waitForOk(url, since, timeoutMs = 120_000) {
  while (Date.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of the app's node process (the deepest descendant of the group leader). */
export function rssMegabytes(pid) {
  const children = (p) => {
    try {
      return fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  let leaf = String(pid);
  for (let next = children(leaf); next.length; next = children(leaf)) leaf = next[next.length - 1];
  const status = fs.readFileSync(`/proc/${leaf}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}
