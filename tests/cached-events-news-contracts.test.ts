import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventListSchema } from '../src/shared/events-schema';
import { newsListSchema } from '../src/shared/news';
import { build } from './helpers/build';

// The events list and the sports news are sent as cached bytes, past the serializer that checks
// every other answer against its schema: each is checked against its shared schema when the
// cache is filled (the news: when the feeds are read), once per fill rather than per request.

const feed = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/news/sports.rss.xml'));
const app = await build({
  seed: true,
  env: { NEWS_FEEDS: 'SPORTS|http://feeds.test/sports.xml' },
  news: { fetch: async () => new Response(feed, { headers: { 'content-type': 'application/rss+xml' } }) },
});

afterEach(() => vi.restoreAllMocks());

describe('the cached events list', () => {
  it.each(['/api/events', '/api/events?category=NBA'])(
    'checks %s against the schema once per fill, not per request',
    async (url) => {
      app.caches.events.clear();
      const parse = vi.spyOn(eventListSchema, 'parse');
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(eventListSchema.parse(first.json())).toEqual(first.json());
      parse.mockClear();
      await Promise.all([app.inject({ url }), app.inject({ url }), app.inject({ url })]);
      expect(parse).not.toHaveBeenCalled();

      // Cleared, as a write clears it: the next request fills it again, checked again.
      app.caches.events.clear();
      await app.inject({ url });
      expect(parse).toHaveBeenCalledTimes(1);
    },
  );

  it('refuses to send a list that breaks its schema, as the serializer refuses any other answer', async () => {
    app.caches.events.clear();
    vi.spyOn(eventListSchema, 'parse').mockImplementationOnce(() => {
      throw new Error('an event without a date');
    });
    const broken = await app.inject({ url: '/api/events' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    // The failed fill is not kept: the next request fills the cache again.
    expect((await app.inject({ url: '/api/events' })).statusCode).toBe(200);
  });
});

describe('the cached sports news', () => {
  it('checks the list against the schema when the feeds are read, not per request', async () => {
    const parse = vi.spyOn(newsListSchema, 'parse');
    const first = await app.inject({ url: '/api/sports-news' });
    expect(first.statusCode).toBe(200);
    expect(first.json().length).toBeGreaterThan(0);
    expect(parse).toHaveBeenCalledTimes(1);
    await Promise.all([
      app.inject({ url: '/api/sports-news' }),
      app.inject({ url: '/api/sports-news' }),
      app.inject({ url: '/api/sports-news' }),
    ]);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
