import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { WorkGate } from '../http/work-gate';
import { MAX_PAGE_BYTES, MAX_PAGES, PageCache, type PageRender } from './page-cache';

/** A render the test finishes itself, counting how often it was started. */
function heldRender(html = '<html>search</html>', complete = true) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const render = {
    started: 0,
    run: async (): Promise<PageRender> => {
      render.started += 1;
      await done;
      return { status: 200, html, complete };
    },
    finish: () => finish(),
  };
  return render;
}

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

  it('renders a new page once however many visitors ask for it at the same time', async () => {
    const cache = new PageCache();
    const render = heldRender();
    const asked = Array.from({ length: 50 }, () => cache.getOrRender('/events?q=new', true, render.run));
    render.finish();
    const pages = await Promise.all(asked);
    expect(render.started).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(cache.get('/events?q=new')).toBe(pages[0]);
  });

  it('renders a page that may not be kept, or whose data failed to load, for each visitor', async () => {
    const cache = new PageCache();
    const personal = heldRender('<html>yours</html>');
    personal.finish();
    await cache.getOrRender('/account', false, personal.run);
    await cache.getOrRender('/account', false, personal.run);
    expect(personal.started).toBe(2);
    const failed = heldRender('<html>no data</html>', false);
    failed.finish();
    expect(await cache.getOrRender('/store', true, failed.run)).toEqual({
      status: 200,
      html: '<html>no data</html>',
    });
    expect(cache.get('/store')).toBeUndefined();
  });

  it('starts a fresh render for visitors who ask after the data changed during one', async () => {
    const cache = new PageCache();
    const before = heldRender('<html>before</html>');
    const first = cache.getOrRender('/events', true, before.run);
    cache.clear();
    const after = heldRender('<html>after</html>');
    const second = cache.getOrRender('/events', true, after.run);
    before.finish();
    after.finish();
    await first;
    expect(after.started).toBe(1);
    expect((await second).status).toBe(200);
    expect(cache.get('/events')?.body.bytes.toString()).toBe('<html>after</html>');
  });

  it('renders on a turn of the bound on uncached work, and keeps nothing it refused', async () => {
    const gate = new WorkGate({ concurrency: 1, queue: 0, waitMs: 1000 }, () => 'stranger');
    const cache = new PageCache(gate);
    const running = heldRender();
    const first = cache.getOrRender('/store?q=one', true, running.run);
    const refused = cache.getOrRender('/store?q=two', true, heldRender().run);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    running.finish();
    await first;
    expect(cache.get('/store?q=two')).toBeUndefined();
    const again = heldRender();
    again.finish();
    expect((await cache.getOrRender('/store?q=two', true, again.run)).status).toBe(200);
  });
});
