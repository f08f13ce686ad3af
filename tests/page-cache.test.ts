import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { buildWithAdmin } from './helpers/admin';

// Anonymous visitors all see the same pages, so each is rendered once and served from memory
// until staff change the data behind it. Renders are counted by the reads of the data they show.

// With a news feed configured the home page has its news section, which the browser loads itself.
const { app, admin } = await buildWithAdmin({
  seed: true,
  env: { NEWS_FEEDS: 'NBA|http://127.0.0.1:9/never-fetched-by-the-server.xml' },
});
const visit = async (url: string) => (await app.inject({ url })).body;

describe('rendered pages for visitors', () => {
  it('renders the home page, news section and all, once for many visitors until an event changes', async () => {
    const reads = vi.spyOn(app.caches.events, 'get');
    await visit('/');
    const firstRender = reads.mock.calls.length;
    expect(firstRender).toBeGreaterThan(0);
    await Promise.all([visit('/'), visit('/'), visit('/')]);
    expect(reads.mock.calls.length).toBe(firstRender);

    const [first] = (await app.inject({ url: '/api/events' })).json<{ id: number; title: string }[]>();
    expect(await visit('/')).toContain(first.title);
    expect((await admin({ method: 'DELETE', url: `/api/admin/events/${first.id}` })).statusCode).toBe(200);
    expect(await visit('/')).not.toContain(first.title);
    reads.mockRestore();
  });

  it('renders the store once until a product changes', async () => {
    const reads = vi.spyOn(app.caches.products, 'get');
    await visit('/store');
    const firstRender = reads.mock.calls.length;
    await visit('/store');
    expect(reads.mock.calls.length).toBe(firstRender);
    const created = await admin({
      method: 'POST',
      url: '/api/admin/store/products',
      payload: { name: 'Neon Foam Finger', price: 900 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await visit('/store')).toContain('Neon Foam Finger');
    reads.mockRestore();
  });

  it('sends a page whose data failed to load compressed, and makes it again for the next visitor', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/admin/store/products',
      payload: { name: 'Neon Glow Stick', price: 300 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reads = vi.spyOn(app.caches.products, 'get').mockRejectedValueOnce(new Error('database away'));
    const failed = await app.inject({ url: '/store', headers: { 'accept-encoding': 'gzip, br' } });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['content-encoding']).toBe('br');
    expect(failed.headers.vary).toBe('accept-encoding');
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(failed.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(failed.rawPayload).toString()).toContain('</html>');
    const again = await app.inject({ url: '/store', headers: { 'accept-encoding': 'identity' } });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBeDefined();
    expect(again.body).toContain('Neon Glow Stick');
    reads.mockRestore();
  });
});
