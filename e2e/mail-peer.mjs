// The mail server of the end-to-end tests: a real SMTP server (the app is started with SMTP_URL
// pointing here) that keeps what it receives, and a small HTTP endpoint where a test reads it, as
// a member reads their inbox. Nothing in the app knows it is being tested.
//   MAIL_PEER_PORT=4373 node e2e/mail-peer.mjs   (SMTP on that port, HTTP on the next one)
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_PEER_PORT ?? 4373);
const httpPort = smtpPort + 1;
/** Every message received: its recipients and its raw text (headers and body, as sent). */
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/healthz') return response.end('ok');
    if (url.pathname !== '/messages') {
      response.statusCode = 404;
      return response.end();
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? received.filter((m) => m.to.includes(to)) : received));
  })
  .listen(httpPort, '127.0.0.1');
