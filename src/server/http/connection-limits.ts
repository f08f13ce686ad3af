import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConnectionLimits } from '../config';

// A connection costs the server little while it waits, but not nothing: a file descriptor, a
// parser, a few kilobytes. A client that sends its headers or its body a byte a second, a
// thousand times over, must not hold those for minutes (Node's own defaults: 60 s for headers,
// 300 s for a request, and Fastify turns the latter off). So every phase has a deadline.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes large bodies (file uploads): only REQUEST_TIMEOUT_MS bounds them. */
    slowBodyAllowed?: boolean;
  }
}

/**
 * Options for Fastify(): the HTTP server's own deadlines. Node checks them on a timer whose
 * default period is 30 s, which would let a slow client stay up to 30 s past its deadline; once a
 * second keeps the cut-off within a second of it, for the price of a walk over the open connections.
 */
export function serverOptions(limits: ConnectionLimits) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    clientErrorHandler: answerClientError,
  };
}

/** A whole HTTP answer written on the socket itself: the request never reached a route. */
function rawAnswer(status: string, message: string): string {
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * Sends the answer and closes our side, then destroys the socket a second later. Destroying it at
 * once, while the client's bytes still arrive unread, makes the kernel reset the connection, and a
 * reset can discard the answer before the client reads it.
 */
function endWith(socket: Socket, answer: string) {
  socket.end(answer);
  setTimeout(() => socket.destroy(), 1000).unref();
}

const TOO_SLOW = rawAnswer('408 Request Timeout', 'The request took too long to arrive. Please try again.');
const HEADERS_TOO_LARGE = rawAnswer(
  '431 Request Header Fields Too Large',
  'The request headers are too large.',
);
const MALFORMED = rawAnswer('400 Bad Request', 'The request is not valid HTTP.');

/**
 * What Node's parser and deadlines refuse (a late request, oversized headers, bytes that are not
 * HTTP), answered { message } like every other error, then the connection closes.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection is gone: nothing to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node does: no answer where one has begun (it would corrupt it) or cannot be written.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const answer =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? TOO_SLOW
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? HEADERS_TOO_LARGE
        : MALFORMED;
  endWith(socket, answer);
}

/** Whether a request brings a body (a GET may too, and its bytes follow the headers). */
export const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';

/**
 * The body deadline and the connection cap. Node's requestTimeout is one figure for the whole
 * server, and it must leave room for a 10 MB upload over a slow link; every other body is a few
 * kilobytes of JSON, so it gets BODY_TIMEOUT_MS from the end of its headers. A client past it gets
 * a 408, as Node answers its own timeouts, and its connection is closed: the route never runs.
 */
export function limitConnections(app: FastifyInstance, limits: ConnectionLimits) {
  app.server.maxConnections = limits.maxConnections;
  const bodyDeadline = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!hasBody(request.headers)) return done();
    const raw = request.raw;
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (socket.destroyed) return;
      // Already answered (a refusal sent before the body was read): a second answer would be
      // taken for the answer to a next request, so the connection just closes.
      if (reply.raw.headersSent) {
        // (A request made in-process by a test has a stand-in socket that cannot be destroyed.)
        (socket as Partial<typeof socket>).destroy?.();
        return;
      }
      request.log.info('request body too slow: connection closed');
      // Whatever of the body still arrives stays unread, so the route can never run after a 408.
      raw.pause();
      endWith(socket, TOO_SLOW);
    }, limits.bodyTimeoutMs);
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  };
  // Only on routes that take a body: the pages and lists, which most requests are, run no hook.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'GET' || m === 'HEAD') || route.config?.slowBodyAllowed) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [bodyDeadline, ...own] as typeof route.onRequest;
  });
}
