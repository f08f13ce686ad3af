import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type NewsItem, newsItemSchema } from '../src/shared/news';
import { build } from './helpers/build';
import { startFeedServer } from './helpers/feed-server';

// The slow feed answers long after the 1 s timeout: a response in under 5 s proves nobody waited.
const feeds = await startFeedServer({ slowMs: 10_000 });
afterAll(() => feeds.close());
afterEach(() => feeds.failing.clear());

const MINUTE = 60_000;
const nba = `NBA|${feeds.url('nba.rss.xml')}`;
const nfl = `NFL|${feeds.url('nfl.atom.xml')}`;
const sports = `SPORTS|${feeds.url('sports.rss.xml')}`;

/** The app reading the given feeds, with a clock the test moves (it starts 22 Nov 2026, 15:00 UTC). */
async function appWithFeeds(entries: string[]) {
  const clock = { now: Date.parse('2026-11-22T15:00:00Z') };
  const app = await build({
    env: { NEWS_FEEDS: entries.join(','), NEWS_TIMEOUT_MS: '1000' },
    news: { now: () => clock.now },
  });
  return { app, clock };
}

const getNews = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/sports-news', headers });

describe('live sports news', () => {
  it('gives the headlines of RSS and Atom feeds newest first, as news items', async () => {
    const { app } = await appWithFeeds([nba, nfl, sports]);
    const response = await getNews(app);
    expect(response.statusCode).toBe(200);
    const items = newsItemSchema.array().parse(response.json());
    expect(items.map((item) => item.title)).toEqual([
      'Lakers sign a guard',
      'Heat beat Celtics in overtime',
      'Dolphins & Bills: what we learned',
      'Miami to host All-Star weekend',
      'Marathon route announced',
      'Injury report',
    ]);
    const byTitle = (title: string) => items.find((item) => item.title === title) as NewsItem;
    expect(byTitle('Heat beat Celtics in overtime')).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      title: 'Heat beat Celtics in overtime',
      description: 'Jimmy & Bam combine for 60 points…',
      url: 'https://news.example/nba/heat-celtics',
      category: 'NBA',
      source: 'Courtside Daily',
      publishedAt: '2026-11-22T14:30:00.000Z',
    });
    expect(byTitle('Dolphins & Bills: what we learned')).toMatchObject({
      description: 'Tua throws for 300 yards.',
      url: 'https://news.example/nfl/dolphins-bills',
      category: 'NFL',
      source: 'Gridiron Wire',
      publishedAt: '2026-11-22T12:00:00.000Z',
    });
    // A link relative to the feed, and Atom content written as XHTML.
    expect(byTitle('Injury report')).toMatchObject({
      url: feeds.url('nfl/injury-report'),
      description: 'Three starters listed as questionable.',
    });
    // An item dated tomorrow (a feed with its clock or zone wrong) counts as published when fetched.
    expect(byTitle('Lakers sign a guard')).toMatchObject({
      url: 'https://news.example/nba/lakers-guard',
      publishedAt: '2026-11-22T15:00:00.000Z',
    });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('shows a story once, keeps its league, and never offers a link that is not a web page', async () => {
    const { app } = await appWithFeeds([nba, sports]);
    const items = (await getNews(app)).json<NewsItem[]>();
    const allStar = items.filter((item) => item.title === 'Miami to host All-Star weekend');
    expect(allStar).toEqual([expect.objectContaining({ category: 'NBA', source: 'Courtside Daily' })]);
    expect(items.filter((item) => /heat beat celtics/i.test(item.title))).toHaveLength(1);
    expect(items.map((item) => item.title)).not.toContain('Click here for free tickets');
    expect(items.every((item) => /^https?:\/\//.test(item.url))).toBe(true);
  });

  it('names the source as configured when the entry gives one', async () => {
    const { app } = await appWithFeeds([`${nfl}|The Club Desk`]);
    const items = (await getNews(app)).json<NewsItem[]>();
    expect(new Set(items.map((item) => item.source))).toEqual(new Set(['The Club Desk']));
  });

  it('leaves out a slow, a malformed and a failing feed without waiting for the slow one', async () => {
    const { app } = await appWithFeeds([
      nba,
      `NFL|${feeds.url('slow.xml')}`,
      `MLB|${feeds.url('broken.xml')}`,
      `NHL|${feeds.url('error.xml')}`,
    ]);
    const started = performance.now();
    const response = await getNews(app);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(200);
    const categories = new Set(response.json<NewsItem[]>().map((item) => item.category));
    expect(categories).toEqual(new Set(['NBA']));
  });

  it('asks each feed at most once per 15 minutes, however many visitors ask', async () => {
    const { app, clock } = await appWithFeeds([nba]);
    const before = feeds.hits('nba.rss.xml');
    const first = await Promise.all([getNews(app), getNews(app), getNews(app)]);
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(feeds.hits('nba.rss.xml') - before).toBe(1);

    clock.now += 15 * MINUTE - 1;
    const etag = first[0].headers.etag as string;
    const unchanged = await getNews(app, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(feeds.hits('nba.rss.xml') - before).toBe(1);

    clock.now += 1;
    const refreshed = await getNews(app);
    expect(feeds.hits('nba.rss.xml') - before).toBe(2);
    const ids = (response: { json: () => NewsItem[] }) => response.json().map((item) => item.id);
    expect(ids(refreshed)).toEqual(ids(first[0]));
  });

  it('keeps showing the last good news while the feeds fail', async () => {
    const { app, clock } = await appWithFeeds([nba, sports]);
    const good = await getNews(app);

    feeds.failing.add('nba.rss.xml').add('sports.rss.xml');
    clock.now += 16 * MINUTE;
    const before = feeds.hits('nba.rss.xml');
    const duringOutage = await getNews(app);
    expect(feeds.hits('nba.rss.xml') - before).toBe(1);
    expect(duringOutage.statusCode).toBe(200);
    expect(duringOutage.body).toBe(good.body);

    // One feed back: its news is fresh again, the other's last good items stay.
    feeds.failing.delete('nba.rss.xml');
    clock.now += 1 * MINUTE;
    const titles = (await getNews(app)).json<NewsItem[]>().map((item) => item.title);
    expect(titles).toContain('Heat beat Celtics in overtime');
    expect(titles).toContain('Marathon route announced');
  });

  it('answers 503 with a message while no feed has ever answered, and asks again a minute later', async () => {
    const { app, clock } = await appWithFeeds([`SPORTS|${feeds.url('broken.xml')}`, nfl]);
    feeds.failing.add('nfl.atom.xml');
    const failed = await getNews(app);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['content-type']).toContain('application/json');
    expect(failed.json()).toEqual({
      message: 'Sports news is unavailable right now. Please try again later.',
      code: 'news_unavailable',
    });

    feeds.failing.clear();
    const before = feeds.hits('nfl.atom.xml');
    expect((await getNews(app)).statusCode).toBe(503);
    expect(feeds.hits('nfl.atom.xml') - before).toBe(0);

    clock.now += 1 * MINUTE;
    const recovered = await getNews(app);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json<NewsItem[]>().map((item) => item.category)).toEqual(['NFL', 'NFL']);
  });

  it('serves the home page without waiting for the feeds, the news section loading', async () => {
    const { app } = await appWithFeeds([`NBA|${feeds.url('slow.xml')}`]);
    const before = feeds.hits('slow.xml');
    const started = performance.now();
    const response = await app.inject({ url: '/' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h2[^>]*>LIVE SPORTS NEWS<\/h2>/);
    expect(response.body).toContain('Loading sports news');
    expect(response.body).toContain('Live updates every 15 minutes');
    expect(feeds.hits('slow.xml') - before).toBe(0);
  });
});
