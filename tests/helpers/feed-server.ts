import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixtures = path.join(import.meta.dirname, '../fixtures/news');

/**
 * A real HTTP server on a free local port serving the fixture feeds in tests/fixtures/news, plus
 * /slow.xml (answers after `slowMs`) and /error.xml (500). Names added to `failing` answer 500 too.
 */
export async function startFeedServer({ slowMs = 10_000 } = {}) {
  const hits = new Map<string, number>();
  const failing = new Set<string>();
  const server = http.createServer((request, response) => {
    const name = (request.url ?? '/').split('?')[0].replace(/^\//, '');
    hits.set(name, (hits.get(name) ?? 0) + 1);
    if (failing.has(name) || name === 'error.xml') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (name === 'slow.xml') {
      const timer = setTimeout(() => serve(response, 'sports.rss.xml'), slowMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    serve(response, name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name: string) => `http://127.0.0.1:${port}/${name}`,
    hits: (name: string) => hits.get(name) ?? 0,
    failing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function serve(response: http.ServerResponse, name: string) {
  const file = path.join(fixtures, path.basename(name));
  if (!fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(fs.readFileSync(file));
}
