import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, CachedBody, preferredEncoding } from './cached-body';

const page = `<html>${'<p>Miami nights, neon lights.</p>'.repeat(100)}</html>`;

describe('a cached body', () => {
  it('prefers brotli, then gzip, and sends the bytes as they are to anyone else', () => {
    const body = new CachedBody(page);
    const br = body.encodedFor('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(page);
    const gzip = body.encodedFor('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(page);
    expect(body.encodedFor(undefined)).toEqual({ bytes: Buffer.from(page) });
    expect(body.encodedFor('identity').encoding).toBeUndefined();
  });

  it('compresses once per encoding, however many visitors ask', async () => {
    const body = new CachedBody(page);
    const first = body.encodedFor('br').bytes;
    expect(body.encodedFor('br').bytes).toBe(first);
    await body.settled();
    const smallest = body.encodedFor('br').bytes;
    expect(body.encodedFor('br').bytes).toBe(smallest);
    await body.settled();
    expect(body.encodedFor('br').bytes).toBe(smallest);
  });

  it('sends a body asked for once compressed fast, and a body asked for again as small as brotli makes it', async () => {
    const varied = Array.from({ length: 400 }, (_, i) => `<li data-i="${i * 7919}">Seat ${i}</li>`).join('');
    const body = new CachedBody(`<html>${varied}</html>`);
    const best = brotliCompressSync(body.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const once = body.encodedFor('br').bytes;
    expect(once.length).toBeGreaterThan(best.length);
    expect(brotliDecompressSync(once).toString()).toBe(body.bytes.toString());
    // The second request still gets the fast copy: the small one is made off the event loop.
    expect(body.encodedFor('br').bytes).toBe(once);
    await body.settled();
    const again = body.encodedFor('br').bytes;
    expect(again.length).toBe(best.length);
    expect(brotliDecompressSync(again).toString()).toBe(body.bytes.toString());
  });

  it('leaves small bodies alone', () => {
    expect(new CachedBody('[]').encodedFor('br').encoding).toBeUndefined();
  });

  it('reads q=0 in Accept-Encoding as a refusal', () => {
    expect(acceptsEncoding('br;q=0, gzip;q=0.8', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
  });

  it('answers the same header the same way every time, among many different ones', () => {
    for (let i = 0; i < 200; i++) expect(preferredEncoding(`gzip, x-${i}`)).toBe('gzip');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
