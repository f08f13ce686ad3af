import { describe, expect, it } from 'vitest';
import { newsListSchema } from '../../../shared/news';
import { parseFeed } from './feed-parser';

const feed = { category: 'SPORTS', url: 'https://feeds.example/sports.xml', source: 'Example' };
const fetchedAt = Date.parse('2026-11-22T15:00:00Z');

const rss = (items: { title: string; link: string; date: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Sports</title>${items
    .map((i) => `<item><title>${i.title}</title><link>${i.link}</link><pubDate>${i.date}</pubDate></item>`)
    .join('')}</channel></rss>`;

describe('a feed read into news items', () => {
  it('gives items the API contract accepts, and leaves out one whose date it cannot take', () => {
    const items = parseFeed(
      rss([
        { title: 'Heat win', link: 'https://news.example/heat', date: 'Sun, 22 Nov 2026 12:00:00 GMT' },
        // A date the parser reads, but before the year 0: not an ISO date-time the API can give.
        { title: 'Ancient game', link: 'https://news.example/old', date: '-001000-01-01T00:00:00Z' },
      ]),
      feed,
      fetchedAt,
    );
    expect(items.map((item) => item.title)).toEqual(['Heat win']);
    expect(newsListSchema.parse(items)).toEqual(items);
  });
});
