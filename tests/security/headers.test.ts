import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

// The headers every answer carries, and HSTS only where the site is really served over https.

const app = await build({ seed: true });
const pages = ['/', '/events', '/store', '/sponsors', '/contact', '/admin/dashboard', '/no-such-page'];

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('every page', () => {
  it('forbids inline script, framing, plugins and foreign form targets in its content security policy', async () => {
    for (const url of pages) {
      const csp = directives((await app.inject({ url })).headers['content-security-policy'] as string);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      // Any other source is a hash or a nonce, or an origin (never a scheme like data: or https:).
      for (const source of scripts)
        expect(source, url).toMatch(/^('self'|'(sha256|nonce)-.+'|https:\/\/.+)$/);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
    }
  });

  it('holds no inline script that could run: only files, and data the browser never executes', async () => {
    for (const url of pages) {
      const html = (await app.inject({ url })).body;
      const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]);
      expect(tags.length, url).toBeGreaterThan(0);
      for (const attributes of tags) {
        expect(attributes, url).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
      }
      expect(html, url).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('says nosniff, a referrer policy, and no framing, on pages and API answers alike', async () => {
    for (const url of [...pages, '/api/events', '/api/nothing-here']) {
      const { headers } = await app.inject({ url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toMatch(
        /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
      );
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('every API answer', () => {
  it('lets nothing load or run from it and refuses to be framed, whether found or not', async () => {
    for (const url of ['/api/events', '/api/store/products', '/api/nothing-here']) {
      const { headers } = await app.inject({ url });
      const csp = directives(headers['content-security-policy'] as string);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

describe('HSTS', () => {
  const hsts = async (target: Awaited<ReturnType<typeof build>>, headers: Record<string, string> = {}) =>
    (await target.inject({ url: '/', headers })).headers['strict-transport-security'];

  it('is not sent by a site served over plain http, even when a client claims https', async () => {
    expect(await hsts(app)).toBeUndefined();
    expect(await hsts(app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const secure = await build({ env: { PUBLIC_URL: 'https://mesc.example' } });
    expect(await hsts(secure)).toBe('max-age=31536000; includeSubDomains');
  });

  it('is sent when a trusted proxy says the visitor came over https, and only then', async () => {
    const proxied = await build({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    const direct = await proxied.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.4',
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
