// The ceiling: a bare node:http server answering a pre-serialised JSON body of a given size.
// Nothing a framework does can beat it on this machine, so targets are measured as a share of it.
import http from 'node:http';

const size = Number(process.argv[2] ?? 4096);
const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 12)) }));
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
