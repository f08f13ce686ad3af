import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { loggedUrl } from './log-redaction';

// One log line per answered request, written when the answer has gone: method, address (its
// secrets blanked), status and milliseconds, under the request's id. Fastify's own pair of lines
// ("incoming request", "request completed") is switched off in buildApp: two lines per request,
// the first before anything is known, cost a busy server more than a third of its throughput.
// At LOG_LEVEL warn or above, nothing is built at all. A replayed answer (http/replayed-answers.ts)
// writes the same line, under an id from the same sequence.

/** The message of every request's line. */
export const ANSWERED = 'answered';

const MAX_REQUEST_ID = 2 ** 31 - 1;
let lastRequestId = 0;

/** Fastify's genReqId: `req-1`, `req-2`… in base 36, as Fastify numbers them itself. */
export function nextRequestId(): string {
  lastRequestId = (lastRequestId % MAX_REQUEST_ID) + 1;
  return `req-${lastRequestId.toString(36)}`;
}

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
      ANSWERED,
    );
    done();
  });
}

/**
 * Writes a replayed answer's line (http/replayed-answers.ts): the bytes pino writes for
 * `log.info({ reqId, method, url, status, ms }, 'answered')`, put together from pino's own
 * pieces (its level prefix, clock and bindings) without its walk over an object, which cost a
 * replay a tenth of its time. `urlJson` is the address already written as JSON. None when the
 * log is off or above info.
 */
export function answeredLineWriter(
  log: Partial<Logger>,
): ((urlJson: string, ms: number) => void) | undefined {
  if (!log.isLevelEnabled?.('info')) return undefined;
  const { streamSym, timeSym, chindingsSym } = pino.symbols;
  const logger = log as unknown as Record<symbol, unknown>;
  const stream = logger[streamSym] as { write(line: string): void };
  const time = logger[timeSym] as () => string;
  const bindings = logger[chindingsSym] as string;
  return (urlJson, ms) => {
    stream.write(
      `{"level":30${time()}${bindings},"reqId":"${nextRequestId()}","method":"GET","url":${urlJson},"status":200,"ms":${ms},"msg":"${ANSWERED}"}\n`,
    );
  };
}
