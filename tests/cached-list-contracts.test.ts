import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventListSchema } from '../src/shared/events-schema';
import { newsListSchema } from '../src/shared/news';
import { currentPitchDeckSchema, sponsorListSchema } from '../src/shared/sponsors-schema';
import { productListSchema } from '../src/shared/store-schema';
import { wallOfFameListSchema } from '../src/shared/wall-of-fame';
import { build } from './helpers/build';

// The public lists (events, products, sponsors, the pitch deck, the wall of fame) and the sports
// news are sent as cached bytes, past the serializer that checks every other answer against its
// schema: each is checked against its shared schema when the cache is filled (the news: when the
// feeds are read), once per fill rather than per request.

const feed = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/news/sports.rss.xml'));
const app = await build({
  seed: true,
  env: { NEWS_FEEDS: 'SPORTS|http://feeds.test/sports.xml' },
  news: { fetch: async () => new Response(feed, { headers: { 'content-type': 'application/rss+xml' } }) },
});

const lists = [
  { url: '/api/events', schema: eventListSchema, domain: 'events' },
  { url: '/api/events?category=NBA', schema: eventListSchema, domain: 'events' },
  { url: '/api/store/products', schema: productListSchema, domain: 'products' },
  { url: '/api/sponsors', schema: sponsorListSchema, domain: 'sponsors' },
  { url: '/api/pitch-deck', schema: currentPitchDeckSchema, domain: 'sponsors' },
  { url: '/api/wall-of-fame', schema: wallOfFameListSchema, domain: 'wallOfFame' },
] as const;

afterEach(() => vi.restoreAllMocks());

describe('the cached public lists', () => {
  it.each(lists)(
    'checks $url against its schema once per fill, not per request',
    async ({ url, schema, domain }) => {
      app.caches[domain].clear();
      const parse = vi.spyOn(schema, 'parse');
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(schema.parse(first.json())).toEqual(first.json());
      parse.mockClear();
      await Promise.all([app.inject({ url }), app.inject({ url }), app.inject({ url })]);
      expect(parse).not.toHaveBeenCalled();

      // Cleared, as a write clears it: the next request fills it again, checked again.
      app.caches[domain].clear();
      await app.inject({ url });
      expect(parse).toHaveBeenCalledTimes(1);
    },
  );

  it.each(lists)(
    'refuses to send $url when it breaks its schema, as the serializer refuses any other answer',
    async ({ url, schema, domain }) => {
      app.caches[domain].clear();
      vi.spyOn(schema, 'parse').mockImplementationOnce(() => {
        throw new Error('an answer the contract refuses');
      });
      const broken = await app.inject({ url });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'server_error',
      });
      // The failed fill is not kept: the next request fills the cache again.
      expect((await app.inject({ url })).statusCode).toBe(200);
    },
  );
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
