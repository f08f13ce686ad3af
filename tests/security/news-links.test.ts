import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../src/shared/news';
import { build } from '../helpers/build';

// News links come from other people's feeds: whatever a feed says, a headline links only to an
// http(s) page, and its text is plain text.

const item = (title: string, link: string) =>
  `<item><title>${title}</title><link>${link}</link><description>&lt;script&gt;alert(1)&lt;/script&gt;Text</description><pubDate>Sun, 22 Nov 2026 14:00:00 GMT</pubDate></item>`;
const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title>${[
  item('Script link', 'javascript:alert(1)'),
  item('Data link', 'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;'),
  item('Mail link', 'mailto:a@example.com'),
  item('Relative link', '/story/1'),
  item('Good link', 'https://news.example/story/2'),
].join('')}</channel></rss>`;

const app = await build({
  env: { NEWS_FEEDS: 'NBA|https://feeds.example/nba.xml' },
  news: { fetch: async () => new Response(feed, { headers: { 'content-type': 'application/rss+xml' } }) },
});

describe('news headlines from a hostile feed', () => {
  it('link only to http(s) pages and carry no markup', async () => {
    const response = await app.inject({ url: '/api/sports-news' });
    expect(response.statusCode).toBe(200);
    const items = response.json<NewsItem[]>();
    expect(items.map((news) => news.title).sort()).toEqual(['Good link', 'Relative link']);
    for (const news of items) {
      expect(news.url).toMatch(/^https:\/\/(news|feeds)\.example\//);
      expect(news.description).not.toMatch(/<script/i);
    }
  });
});
