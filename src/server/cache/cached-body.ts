import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * A body many visitors receive (a cached list, a rendered page): turned into bytes, hashed for its
 * ETag and compressed once per encoding on first demand, instead of once per request.
 */
export class CachedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.bytes = Buffer.from(text);
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  /** The bytes to send for this Accept-Encoding: brotli, else gzip, else as they are. */
  encodedFor(acceptEncoding: string | undefined): { bytes: Buffer; encoding?: Encoding } {
    if (this.bytes.length < MIN_COMPRESSED_BYTES) return { bytes: this.bytes };
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { bytes: this.bytes };
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(this.bytes, { level: 9 });
      this.compressed.set(encoding, bytes);
    }
    return { bytes, encoding };
  }
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
  return reply.type(contentType).send(bytes);
}
