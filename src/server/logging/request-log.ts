import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { loggedUrl } from './log-redaction';

// One log line per answered request, written when the answer has gone: method, address (its
// secrets blanked), status and milliseconds, under the request's id. Fastify's own pair of lines
// ("incoming request", "request completed") is switched off in buildApp: two lines per request,
// the first before anything is known, cost a busy server more than a third of its throughput.
// At LOG_LEVEL warn or above, nothing is built at all.

export function logAnsweredRequests(app: FastifyInstance): void {
  // Without a logger (tests), Fastify's stand-in has no levels: nothing to write either.
  if (!(app.log as Partial<Logger>).isLevelEnabled?.('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
    done();
  });
}
