import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

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

  it('keeps at most 500 pages, dropping the oldest, whatever query strings visitors invent', () => {
    const cache = new PageCache();
    for (let i = 0; i < 600; i++) cache.set(`/store?q=${i}`, 200, `<html>${i}</html>`);
    expect(cache.get('/store?q=0')).toBeUndefined();
    expect(cache.get('/store?q=599')).toBeDefined();
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
