import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { preferredEncoding } from '../cache/cached-body';
import { LruMap } from '../cache/lru';

// The public answers every visitor gets alike (the pages, the lists, the feeds) are kept made,
// compressed and with their ETag (cache/cached-body.ts). What is left of a request for one is the
// framework's walk: parsing, validating, the handler, the send's hooks, the headers checked one
// by one. An answer sent is therefore written down whole, headers and bytes, and the next request
// for the same address, in the same coding, gets those bytes written at once, while:
// - no public data changed since (the page cache's generation moves with every change in any
//   domain, this process's or another's: cache/public-caches.ts);
// - it is younger than REPLAY_MS (answers that follow the clock: a night that has begun);
// - the request is a plain GET (no If-None-Match: the walk answers the 304).
// The request still passes the router, the security headers' hook and the request log. Only
// routes marked `replayable` (their answer depends on nothing but the address and the coding)
// are written down; a member's own pages never are (docs/decisions/0025-public-answers-are-replayed.md).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the address and the Accept-Encoding: it may be replayed. */
    replayable?: boolean;
  }
}

/** The longest an answer is replayed, whatever else holds. */
export const REPLAY_MS = 1000;
/** Addresses remembered at once (each holds only references to bytes kept anyway). */
const MAX_REPLAYS = 500;

interface Replay {
  madeAt: number;
  generation: number;
  headers: OutgoingHttpHeaders;
  bytes: Buffer;
}

export class ReplayedAnswers {
  private readonly entries = new LruMap<string, Replay>(MAX_REPLAYS);
  /** Requests answered by a replay (tests and the bench read it). */
  replayed = 0;

  constructor(
    private readonly generation: () => number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The answer's address: the URL, the coding it is sent in, and whether it carries HSTS. */
  private key(request: FastifyRequest, reply: FastifyReply): string {
    const encoding = preferredEncoding(request.headers['accept-encoding']) ?? '';
    return `${request.url}\n${encoding}\n${reply.hasHeader('strict-transport-security') ? 's' : ''}`;
  }

  /** Writes down a 200 about to be sent whole on a replayable route; anything else is left alone. */
  record(request: FastifyRequest, reply: FastifyReply, bytes: Buffer): void {
    if (!request.routeOptions.config.replayable || request.method !== 'GET' || reply.statusCode !== 200)
      return;
    if (reply.hasHeader('set-cookie')) return;
    const headers = { ...reply.getHeaders(), 'content-length': bytes.length } as OutgoingHttpHeaders;
    this.entries.set(this.key(request, reply), {
      madeAt: this.now(),
      generation: this.generation(),
      headers,
      bytes,
    });
  }

  /** Answers the request from what was written down, if it still holds; false otherwise. */
  replay(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const key = this.key(request, reply);
    const kept = this.entries.get(key);
    if (!kept) return false;
    if (kept.generation !== this.generation() || this.now() - kept.madeAt >= REPLAY_MS) {
      this.entries.delete(key);
      return false;
    }
    this.replayed += 1;
    // Past the framework's send: the answer goes out as it was; the request log still runs.
    reply.hijack();
    reply.raw.writeHead(200, kept.headers);
    reply.raw.end(kept.bytes);
    return true;
  }
}

/** The route-level hook of a replayable route. */
export const replayIfKept: onRequestHookHandler = function (request, reply, done) {
  if (!this.replays.replay(request, reply)) done();
};
