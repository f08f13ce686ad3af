import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningCaddy, send, startCaddy } from '../helpers/caddy';
import { freePort } from '../helpers/server-process';
import { until } from '../helpers/until';

// While one app process is out of Caddy's rotation (it said "draining" at /healthz during a
// deploy), every request, a POST included, must reach the other one. Debian's Caddy 2.6 does not
// try a POST again when its policy picks no process, so the policy must never pick none while one
// is healthy: `round_robin` could (its turn counter is shared by the requests in flight, so two
// requests can both land on the drained process and give up), `least_conn` cannot. Many POSTs at
// once, against plain processes, make that race show at once instead of once in a long while.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
const CONCURRENCY = 48;
const REQUESTS = 20_000;

/** An app process stand-in: `healthy` says what its /healthz answers; it counts what it serves. */
function upstream(healthy: boolean) {
  const served = { health: 0, other: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/healthz') {
        served.health += 1;
        response.writeHead(healthy ? 200 : 503, { 'content-type': 'text/plain' });
        response.end(healthy ? 'ok' : 'draining');
        return;
      }
      served.other += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  return { server, served };
}

describe('Caddy in front of two processes, one of them draining', () => {
  const draining = upstream(false);
  const working = upstream(true);
  let caddy: RunningCaddy | undefined;
  let sitePort: number;

  beforeAll(async () => {
    for (const { server } of [draining, working])
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = (server: http.Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;
    sitePort = await freePort();
    caddy = await startCaddy(sitePort, [address(draining.server), address(working.server)], '/healthz');
    // Its second check has begun only after the first one's answer counted the process out.
    await until(() => draining.served.health >= 2, 30_000, 'Caddy to ask the draining process twice');
  });

  afterAll(async () => {
    caddy?.stop();
    for (const { server } of [draining, working]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends every request, POSTs included, to the working process and answers none with a 503', async () => {
    const before = draining.served.other;
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (next < REQUESTS) {
        next += 1;
        const status = await send(agent, sitePort, 'POST', '/api/contact', { message: 'Still there?' });
        if (status !== 200) failures.push(String(status));
      }
      agent.destroy();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(
      failures.slice(0, 5),
      `${failures.length} of ${REQUESTS} failed; Caddy said:\n${caddy?.complaints()}`,
    ).toEqual([]);
    expect(draining.served.other - before).toBe(0);
  });
});
