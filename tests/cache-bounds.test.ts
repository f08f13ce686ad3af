import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from '../src/client/routes';
import { MAX_ANSWERS_PER_DOMAIN } from '../src/server/cache/response-cache';
import { MAX_PAGE_BYTES, MAX_PAGES } from '../src/server/render/page-cache';
import { pageKey } from '../src/server/render/page-key';
import { build } from './helpers/build';

// Query strings are the visitor's to choose. Whatever they invent, the public caches keep a
// bounded number of pages and answers, and the pages everyone asks for stay fast.

const app = await build({ seed: true });

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/**
 * The JS heap and the Buffers outside it (where the pages' HTML lives), after full collections:
 * a Buffer's memory goes back only once its finalizer has run after a collection, so collect,
 * let the finalizers run, and collect again, a few times over.
 */
const memoryMb = async () => {
  for (let round = 0; round < 4; round++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 2 ** 20;
};

/** Mostly tracking tags no page reads, then store searches (pages of their own) and API filters. */
const madeUp = (i: number) =>
  i % 10 === 0
    ? `/store?q=search-${i}`
    : i % 10 === 1
      ? `/api/events?category=made-up-${i}`
      : `/events?utm_source=mail-${i}&ref=${i}`;

// Thousands of requests, one after another: their time is the machine's, so the bound is generous.
vi.setConfig({ testTimeout: 180_000 });

describe('the public caches under made-up query strings', () => {
  it('keep at most their bound of pages and answers, requested over HTTP', async () => {
    for (let i = 0; i < 6000; i++) {
      // HEAD: the harness keeps each response's body for a while, which would measure it, not us.
      const response = await app.inject({ method: 'HEAD', url: madeUp(i) });
      if (response.statusCode !== 200) throw new Error(`${madeUp(i)}: ${response.statusCode}`);
    }
    const { pages } = app.caches.pages.size;
    console.log(
      `6,000 distinct query strings: ${pages} pages and ${app.caches.events.size} event answers kept`,
    );
    // 600 searches (more than the bound), and one /events page for 4,800 tracking tags.
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);
    expect(pages).toBeGreaterThan(MAX_PAGES / 2);
    expect(app.caches.events.size).toBeLessThanOrEqual(MAX_ANSWERS_PER_DOMAIN);
    expect((await app.inject({ url: '/events?utm_source=x' })).statusCode).toBe(200);
  });

  it('stay bounded in memory over 100,000 distinct query strings', async () => {
    const page = (await app.inject({ url: '/store' })).body;
    const before = await memoryMb();
    for (let i = 0; i < 100_000; i++) {
      const [path, query] = madeUp(i).split('?');
      if (path === '/api/events') {
        await app.caches.events.get(`list:${query}`, async () => []);
        continue;
      }
      const { key, keep } = pageKey(matchRoute(path), path, query);
      // A page of the store's real size under each key its URL gives.
      if (keep && !app.caches.pages.get(key)) app.caches.pages.set(key, 200, `${page}<!--${i}-->`);
    }
    const grown = (await memoryMb()) - before;
    const { pages, bytes } = app.caches.pages.size;
    console.log(
      `100,000 distinct query strings: ${pages} pages (${(bytes / 2 ** 20).toFixed(1)} MB of HTML), ${app.caches.events.size} event answers; heap and buffers grew ${grown.toFixed(1)} MB`,
    );
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);
    expect(bytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    expect(app.caches.events.size).toBeLessThanOrEqual(MAX_ANSWERS_PER_DOMAIN);
    // Unbounded, 10,000 store pages would hold some 400 MB of HTML.
    expect(grown).toBeLessThan(64);
  });

  it('still serve the page a URL asks for when its tracking tags are left out of the key', async () => {
    const hoodies = await app.inject({ url: '/store?q=hoodie&utm_source=flyer' });
    expect(hoodies.body).toContain('value="hoodie"');
    const plain = await app.inject({ url: '/store?utm_source=flyer' });
    expect(plain.body).not.toContain('value="hoodie"');
    const calendar = await app.inject({ url: '/events?view=calendar&fbclid=x' });
    expect(calendar.body).toMatch(/aria-selected="true"[^>]*>Calendar View/);
  });
});
