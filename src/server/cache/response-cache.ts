import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Gate, openGate } from '../http/work-gate';
import { CachedBody, sendCachedBody } from './cached-body';
import { LruMap } from './lru';

// Public lists are read far more often than staff change them, and PGlite blocks the event loop
// for each query (STACK-NOTES 12). So each domain keeps its answers here, serialised once with an
// ETag, until a write in that domain clears them.

export interface CachedAnswer<T = unknown> {
  data: T;
  /** The JSON, with its ETag and compressed copies. */
  body: CachedBody;
}

/** @param text the body sent: JSON unless the answer is another format (the calendar feed). */
export function cachedAnswer<T>(data: T, text: string = JSON.stringify(data)): CachedAnswer<T> {
  return { data, body: new CachedBody(text) };
}

/**
 * A domain has a handful of answers (its list, a list per category, a feed), but a key can come
 * from the query string (e.g. ?category= takes any 40 characters): past this many, the least
 * recently used answers are dropped, so no flood of made-up values can grow the memory.
 */
export const MAX_ANSWERS_PER_DOMAIN = 100;

export class ResponseCache {
  private readonly entries = new LruMap<string, Promise<CachedAnswer>>(MAX_ANSWERS_PER_DOMAIN);

  /**
   * @param onClear runs on every clear, e.g. to drop the rendered pages built from this data.
   * @param gate what a load passes: the process's bound on uncached work (http/work-gate.ts).
   */
  constructor(
    private readonly onClear: () => void = () => {},
    private readonly gate: Gate = openGate,
  ) {}

  /**
   * The cached answer for a key, loading it once even when many requests ask at the same time.
   * A load waits its turn at the gate; refused (the process is busy), it rejects with the 503.
   */
  get<T>(
    key: string,
    load: () => Promise<T>,
    serialise: (data: T) => string = JSON.stringify,
  ): Promise<CachedAnswer<T>> {
    let entry = this.entries.get(key);
    if (!entry) {
      const loading = this.gate.run(async () => {
        const data = await load();
        return cachedAnswer(data, serialise(data));
      });
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      });
      this.entries.set(key, loading);
      entry = loading;
    }
    return entry as Promise<CachedAnswer<T>>;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** After a write here: drops the answers and runs `onClear`. */
  clear(): void {
    this.forget();
    this.onClear();
  }

  /** Drops the answers only (another process made the change and already told everyone). */
  forget(): void {
    this.entries.clear();
  }
}

/** Sends a cached JSON answer, or 304 when the browser already has this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  return sendCachedBody(request, reply, answer.body, 'application/json; charset=utf-8');
}

/**
 * Route options of a public cached answer (the same for every visitor):
 * - it brings its own compressed copies, so the compress plugin's hooks have nothing to do there
 *   (a small answer, 503 or 304 stays too small to compress), nor its decompress hook on a GET;
 * - its answer may be replayed for a moment (http/replayed-answers.ts).
 */
export const precompressed = {
  compress: false,
  decompress: false,
  config: { replayable: true },
} as const;
