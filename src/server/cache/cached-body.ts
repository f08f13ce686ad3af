import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Smaller bodies are not worth compressing (the same threshold the compress plugin uses). */
const MIN_COMPRESSED_BYTES = 1024;

/** Whether an Accept-Encoding header admits a coding (listed, and not with q=0). */
export function acceptsEncoding(header: string | undefined, coding: Encoding): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The coding to answer a request in: brotli, else gzip, else none. Browsers send the same few
 * headers over and over, so each header's answer is remembered (up to 64 of them; a header is
 * the visitor's to choose, so the memory may not grow without bound).
 */
const chosen = new Map<string, Encoding | undefined>();
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const encoding = (['br', 'gzip'] as const).find((e) => acceptsEncoding(header, e));
  if (chosen.size >= 64) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Two ways to compress a body. Brotli at quality 11 is a fifth smaller than at 4 but about a
 * hundred times slower (85 ms against 0.7 ms for the 69 KB home page on the project's machine):
 * worth it only for a body that will be sent many times, and never on the event loop, where those
 * 85 ms would stall every other request. So the first request gets the fast copy, made in line;
 * a second request starts the small copy on libuv's threadpool, and it replaces the fast one once
 * done. A page rendered for a one-off URL (a new search) never pays for quality 11.
 */
const fast: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};
const smallest: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
};

/**
 * Smallest copies being made at once. One at a time: a flood of URLs each asked twice must not
 * queue work without bound on the threadpool (which file reads and password hashing share). A
 * body that finds the slot taken keeps its fast copy and tries again on a later request.
 */
let compressing = 0;
const MAX_COMPRESSING = 1;

interface Copy {
  bytes: Buffer;
  smallest: boolean;
}

/**
 * A body many visitors receive (a cached list, a rendered page): turned into bytes and hashed for
 * its ETag once, and compressed once per encoding on first demand (then made smaller in the
 * background if it is asked for again), instead of once per request.
 */
export class CachedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly copies = new Map<Encoding, Copy>();
  /** The smallest copy under way, if any: tests wait for it. */
  private shrinking?: Promise<void>;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  /** The bytes to send for this Accept-Encoding: brotli, else gzip, else as they are. */
  encodedFor(acceptEncoding: string | undefined): { bytes: Buffer; encoding?: Encoding } {
    if (this.bytes.length < MIN_COMPRESSED_BYTES) return { bytes: this.bytes };
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { bytes: this.bytes };
    const copy = this.copies.get(encoding);
    if (!copy) {
      const bytes = fast[encoding](this.bytes);
      this.copies.set(encoding, { bytes, smallest: false });
      return { bytes, encoding };
    }
    if (!copy.smallest) this.shrink(encoding, copy);
    return { bytes: copy.bytes, encoding };
  }

  /** Resolves once no smaller copy is being made (for tests). */
  async settled(): Promise<void> {
    await this.shrinking;
  }

  private shrink(encoding: Encoding, copy: Copy) {
    if (this.shrinking || compressing >= MAX_COMPRESSING) return;
    compressing += 1;
    this.shrinking = smallest[encoding](this.bytes)
      .then((bytes) => {
        // Kept only if smaller: tiny bodies can come out the same size or larger.
        if (bytes.length < copy.bytes.length) copy.bytes = bytes;
        copy.smallest = true;
      })
      .catch(() => {
        // Compression failing means no smaller copy; the fast one still serves.
        copy.smallest = true;
      })
      .finally(() => {
        compressing -= 1;
        this.shrinking = undefined;
      });
  }
}

/**
 * Sends a body made for this request alone (a page whose data failed to load), compressed as the
 * browser accepts, with the fast setting: on routes that bring their own compressed copies the
 * compress plugin's hooks are off.
 */
export function sendOneOffBody(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  contentType: string,
) {
  const bytes = Buffer.from(text);
  const encoding =
    bytes.length < MIN_COMPRESSED_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply.type(contentType).header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (!encoding) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(fast[encoding](bytes));
}

/** Sends a cached body (304 when the browser has this version), compressed as the browser accepts. */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  contentType: string,
  cacheControl = 'no-cache',
) {
  reply.header('etag', body.etag).header('vary', 'accept-encoding').header('cache-control', cacheControl);
  // Only a 200 turns into 304: a 404 page must keep saying "not found".
  if (reply.statusCode === 200 && request.headers['if-none-match'] === body.etag)
    return reply.code(304).send();
  const { bytes, encoding } = body.encodedFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  reply.type(contentType);
  request.server.replays?.record(request, reply, bytes);
  return reply.send(bytes);
}
