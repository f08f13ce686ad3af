import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RegisteredUpload } from '../../src/shared/uploads';
import { buildWithAdmin } from '../helpers/admin';
import { uploadSteps } from '../helpers/uploads';

// Files built to attack whoever opens them: the type comes from the bytes, pictures are
// re-encoded, SVGs are served so their script cannot run, and nothing is served as a web page.
// (Size limits, renamed files, signed links and path traversal: tests/uploads.test.ts.)

const { app, admin } = await buildWithAdmin();
const { upload, register } = uploadSteps(app, admin);
const svg = (inside: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${inside}</svg>`,
  );

/** A real PNG whose header claims a size far past the pixel limit (the CRC is fixed so it parses). */
async function pixelBomb() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('a hostile file', () => {
  it('is refused when it is a web page, whatever type the browser claimed', async () => {
    const page = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    for (const type of ['text/html', 'image/svg+xml', 'image/png']) {
      const answer = await register(await upload(page, type));
      expect(answer.statusCode, type).toBe(415);
    }
  });

  it('is refused when a picture header hides a page, or the header claims billions of pixels', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png.subarray(0, 16), Buffer.from('<script>alert(1)</script>')]);
    for (const bytes of [polyglot, await pixelBomb()]) {
      const answer = await register(await upload(bytes));
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('loses anything appended to a real picture, because pictures are re-encoded', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } })
      .gif()
      .toBuffer();
    const answer = await register(
      await upload(Buffer.concat([gif, Buffer.from('/*<script>alert(1)</script>*/')])),
    );
    expect(answer.statusCode).toBe(200);
    const served = await app.inject({ url: answer.json<RegisteredUpload>().objectPath });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('alert')).toBe(false);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<rect width="10" height="10" onclick="alert(1)"/>'],
    ['a javascript: link', '<a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a>'],
    [
      'HTML inside',
      '<foreignObject width="10" height="10"><iframe src="javascript:alert(1)"></iframe></foreignObject>',
    ],
    [
      'an image from another site',
      '<image href="https://tracker.example/pixel.png" width="10" height="10"/>',
    ],
  ])(
    'that is an SVG with %s is served sandboxed, with no script and nothing loaded from elsewhere',
    async (_, inside) => {
      const answer = await register(await upload(svg(inside), 'image/svg+xml'));
      expect(answer.statusCode, answer.body).toBe(200);
      const served = await app.inject({ url: answer.json<RegisteredUpload>().objectPath });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
