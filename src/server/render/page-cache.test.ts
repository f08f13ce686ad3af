import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BYTES, MAX_PAGES, PageCache } from './page-cache';

describe('the rendered-page cache', () => {
  it('serves a page for a minute, then renders it again', () => {
    const cache = new PageCache();
    const page = cache.set('/events', 200, '<html>1</html>', cache.generation, 0);
    expect(cache.get('/events', 59_000)).toBe(page);
    expect(cache.get('/events', 60_001)).toBeUndefined();
  });

  it('gives each version of a page its own ETag', () => {
    const cache = new PageCache();
    const first = cache.set('/', 200, '<html>a</html>');
    const second = cache.set('/', 200, '<html>b</html>');
    expect(first.body.etag).not.toBe(second.body.etag);
  });

  it('keeps the pages visitors ask for and drops the least recently asked past 500, whatever query strings visitors invent', () => {
    const cache = new PageCache();
    cache.set('/events', 200, '<html>events</html>');
    for (let i = 0; i < 2000; i++) {
      cache.set(`/store?q=${i}`, 200, `<html>${i}</html>`);
      // Everyone keeps asking for the events page: it stays however many searches go by.
      if (i % 100 === 0) expect(cache.get('/events')).toBeDefined();
    }
    expect(cache.size.pages).toBe(MAX_PAGES);
    expect(cache.get('/events')).toBeDefined();
    expect(cache.get('/store?q=0')).toBeUndefined();
    expect(cache.get('/store?q=1999')).toBeDefined();
  });

  it('holds at most its bound in bytes of HTML, however large the pages', () => {
    const cache = new PageCache();
    const large = `<html>${'x'.repeat(1024 * 1024)}</html>`;
    for (let i = 0; i < 100; i++) cache.set(`/store?q=${i}`, 200, large);
    expect(cache.size.bytes).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    expect(cache.size.pages).toBeLessThan(100);
    expect(cache.get('/store?q=99')).toBeDefined();
  });

  it('forgets everything when the data behind the pages changes', () => {
    const cache = new PageCache();
    cache.set('/', 200, '<html></html>');
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
  });

  it('does not keep a page whose render began before the data changed', () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear();
    cache.set('/events', 200, '<html>stale</html>', generation);
    expect(cache.get('/events')).toBeUndefined();
  });
});
