// The ceiling: a bare node:http server answering the same bytes as the target measured with it
// (its body as the app sent it, compressed or not, with its content type and coding). Nothing a
// framework does can beat it on this machine, so targets are measured as a share of it. The
// bench tells it what to answer before each target (`{ body, headers }`, the body in base64) and
// waits for `{ serving: true }`; until then it answers a JSON body of the size given.
import http from 'node:http';

const size = Number(process.argv[2] ?? 4096);
let body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, size - 12)) }));
let headers = { 'content-type': 'application/json; charset=utf-8' };
const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
process.on('message', (message) => {
  if (!message?.body) return;
  body = Buffer.from(message.body, 'base64');
  headers = message.headers;
  process.send?.({ serving: true });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
