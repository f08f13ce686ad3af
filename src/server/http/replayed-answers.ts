import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { Logger } from 'pino';
import { preferredEncoding } from '../cache/cached-body';
import { loggedUrl } from '../logging/log-redaction';
import { answeredLineWriter } from '../logging/request-log';
import { hasBody } from './connection-limits';
import type { ServerLifecycle } from './lifecycle';

// The public answers every visitor gets alike (the pages, the lists, the feeds) are kept made,
// compressed and with their ETag (cache/cached-body.ts). What is left of a request for one is the
// framework's walk: routing, the request and reply objects, the hooks, the headers checked one
// by one; on this machine that walk cost more than the answer's own bytes. An answer sent is
// therefore written down whole, headers and bytes, and the next request for the same address, in
// the same coding, is answered with those bytes by the HTTP server itself, before the framework
// sees it, while:
// - no public data changed since the request that made it arrived (the page cache's generation
//   moves with every change in any domain, this process's or another's: cache/public-caches.ts);
// - it is younger than REPLAY_MS (answers that follow the clock: a night that has begun);
// - the request is a plain GET without a body or If-None-Match (the walk answers the 304);
// - the answer's Strict-Transport-Security is known without the walk: the site is https, or the
//   request came straight over plain HTTP (anything forwarded or encrypted takes the walk, whose
//   trusted-proxy rules decide);
// - the app is not closing (the walk answers what arrives then).
// Only routes marked `replayable` (their answer depends on nothing but the address and the coding)
// are written down, with the headers every hook had set; a member's own pages never are. A replay
// is logged as the walk logs it, under a request id from the same sequence
// (docs/decisions/0025-public-answers-are-replayed.md).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the address and the Accept-Encoding: it may be replayed. */
    replayable?: boolean;
  }
}

/** The longest an answer is replayed, whatever else holds. */
export const REPLAY_MS = 1000;
/** Addresses remembered at once (each holds only references to bytes kept anyway). */
const MAX_ADDRESSES = 500;
/**
 * The public data's generation when the request arrived, set on the request as it meets the
 * replays: an answer is written down under the generation its data was read at, not the one at
 * sending, so one made from data that changed meanwhile is never replayed after the change.
 */
const ARRIVED_AT = Symbol('generation when the request arrived');
type Stamped = IncomingMessage & { [ARRIVED_AT]?: number };

interface Replay {
  madeAt: number;
  generation: number;
  headers: OutgoingHttpHeaders;
  bytes: Buffer;
  /** The address as the request log writes it (its secrets blanked), as JSON. */
  loggedUrl: string;
  /** The route's pattern (/metrics counts answers by it). */
  route: string;
}

export class ReplayedAnswers {
  /**
   * By address, then by the coding and HSTS (`slot`): no key is put together per request, and a
   * replay lives a second, so the oldest address simply goes first when the map is full.
   */
  private readonly entries = new Map<string, (Replay | undefined)[]>();
  private generation: (() => number) | undefined;
  private writeLine: ((urlJson: string, ms: number) => void) | undefined;
  private counted: ((route: string) => void) | undefined;
  private closing = false;
  /** Requests answered by a replay (tests and the bench read it). */
  replayed = 0;

  /** siteIsHttps: the site's address is https, so every answer carries Strict-Transport-Security. */
  constructor(
    private readonly siteIsHttps: boolean,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Replays begin: `generation` moves with every public change, and a replay's line goes to `log`
   * (none at a level above info), and `count` is told of each (/metrics). Until then every request
   * takes the walk.
   */
  open(generation: () => number, log: Partial<Logger>, count?: (route: string) => void): void {
    this.generation = generation;
    this.writeLine = answeredLineWriter(log);
    this.counted = count;
  }

  /** From now on every request takes the walk (the app is closing). */
  stop(): void {
    this.closing = true;
    this.entries.clear();
  }

  /** Writes down a 200 about to be sent whole on a replayable route; anything else is left alone. */
  record(request: FastifyRequest, reply: FastifyReply, bytes: Buffer): void {
    if (!this.generation || this.closing || !request.routeOptions.config.replayable) return;
    if (request.method !== 'GET') return;
    // A request that never met the replays (the app draining) has no generation: not written down.
    const arrivedAt = (request.raw as Stamped)[ARRIVED_AT];
    if (arrivedAt === undefined || arrivedAt !== this.generation()) return;
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
    const hsts = reply.hasHeader('strict-transport-security');
    // Only what a replay can tell apart without the walk is written down (see above).
    if (hsts !== this.siteIsHttps || this.hstsOf(request.raw) === undefined) return;
    let slots = this.entries.get(request.url);
    if (!slots) {
      if (this.entries.size >= MAX_ADDRESSES) this.entries.delete(this.entries.keys().next().value as string);
      slots = [];
      this.entries.set(request.url, slots);
    }
    slots[slot(request.headers['accept-encoding'], hsts)] = {
      madeAt: this.now(),
      generation: arrivedAt,
      headers: { ...reply.getHeaders(), 'content-length': bytes.length } as OutgoingHttpHeaders,
      bytes,
      loggedUrl: JSON.stringify(loggedUrl(request)),
      route: request.routeOptions.url ?? request.url,
    };
  }

  /**
   * Whether the answer carries Strict-Transport-Security, known without the walk: always on an
   * https site; never for a request that came straight over plain HTTP; otherwise unknown.
   */
  private hstsOf(raw: IncomingMessage): boolean | undefined {
    if (this.siteIsHttps) return true;
    const forwarded = raw.headers['x-forwarded-proto'] !== undefined || raw.headers.forwarded !== undefined;
    return forwarded || (raw.socket as TLSSocket).encrypted ? undefined : false;
  }

  /** Answers a request from what was written down, if it still holds; false: it takes the walk. */
  answer(raw: IncomingMessage, response: ServerResponse): boolean {
    if (!this.generation || this.closing) return false;
    (raw as Stamped)[ARRIVED_AT] = this.generation();
    if (raw.method !== 'GET' || raw.url === undefined) return false;
    const { headers } = raw;
    if (headers['if-none-match'] !== undefined || hasBody(headers)) return false;
    const hsts = this.hstsOf(raw);
    if (hsts === undefined) return false;
    const slots = this.entries.get(raw.url);
    if (!slots) return false;
    const at = slot(headers['accept-encoding'], hsts);
    const kept = slots[at];
    if (!kept) return false;
    if (kept.generation !== this.generation() || this.now() - kept.madeAt >= REPLAY_MS) {
      slots[at] = undefined;
      return false;
    }
    this.replayed += 1;
    const started = this.writeLine ? performance.now() : 0;
    response.writeHead(200, kept.headers);
    response.end(kept.bytes);
    this.writeLine?.(kept.loggedUrl, Math.round((performance.now() - started) * 10) / 10);
    this.counted?.(kept.route);
    return true;
  }
}

const CODINGS = [undefined, 'gzip', 'br'] as const;

/** Where, among an address's answers, the one in this coding and with or without HSTS is kept. */
function slot(acceptEncoding: string | undefined, hsts: boolean): number {
  return CODINGS.indexOf(preferredEncoding(acceptEncoding)) * 2 + (hsts ? 1 : 0);
}

/**
 * The HTTP server Fastify would make (its options: deadlines, the per-socket cap), whose requests
 * meet the replays first and the framework only when none answers; while the process drains,
 * every request goes to the framework and its connection closes after the answer.
 */
/** The proxy's health checks, which do not count as requests still coming while draining. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

export function serverAnsweringReplaysFirst(
  replays: ReplayedAnswers,
  lifecycle: ServerLifecycle,
): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      // Draining (http/lifecycle.ts): every answer closes its connection, and none is replayed.
      if (lifecycle.draining) {
        if (!HEALTH_CHECKS.has(request.url ?? '')) lifecycle.requested();
        response.setHeader('connection', 'close');
        handler(request, response);
      } else if (!replays.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** The options of Fastify's own HTTP server that it would apply itself. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}
