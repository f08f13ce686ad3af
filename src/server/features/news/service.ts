import type { FastifyBaseLogger } from 'fastify';
import { NEWS_REFRESH_MS } from '../../../shared/constants';
import { type NewsItem, newsListSchema } from '../../../shared/news';
import { type CachedAnswer, cachedAnswer } from '../../cache/response-cache';
import { fetchFeedText } from './feed-fetch';
import type { NewsFeed } from './feed-list';

// The home page's sports news: every configured feed fetched in parallel at most once per
// 15 minutes (the interval the page refetches at), merged, deduplicated, newest first.
// A feed that fails keeps its last good items, so the list only goes away if no feed has ever
// answered; then the route says so, and feeds are asked again after a short pause.

export const MAX_NEWS_ITEMS = 24;
/** After a refresh where every feed failed: soon enough to recover, rare enough not to hammer them. */
export const NEWS_RETRY_MS = 60_000;

export interface NewsDeps {
  /** Defaults to Node's fetch; tests may wrap it. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it instead of waiting 15 minutes. */
  now?: () => number;
}

export interface SportsNewsOptions extends NewsDeps {
  feeds: NewsFeed[];
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export class NoNewsError extends Error {}

export interface SportsNews {
  /** The current list, serialised once with its ETag; throws NoNewsError if no feed ever answered. */
  latest(): Promise<CachedAnswer<NewsItem[]>>;
}

/** Newest first, each story once (by address or by headline), at most MAX_NEWS_ITEMS. */
export function mergeNews(perFeed: NewsItem[][]): NewsItem[] {
  const seen = new Set<string>();
  const unique: NewsItem[] = [];
  // Feeds in configured order: a story in both a league feed and the general one keeps its league.
  for (const item of perFeed.flat()) {
    const headline = `title:${item.title.toLowerCase()}`;
    if (seen.has(item.id) || seen.has(headline)) continue;
    seen.add(item.id).add(headline);
    unique.push(item);
  }
  return unique
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, MAX_NEWS_ITEMS);
}

export function createSportsNews(options: SportsNewsOptions): SportsNews {
  const { feeds, timeoutMs, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const lastGood = new Map<string, NewsItem[]>();
  let answer: CachedAnswer<NewsItem[]> | null = null;
  let nextRefreshAt = 0;
  let refreshing: Promise<void> | null = null;

  async function loadFeed(feed: NewsFeed, fetchedAt: number): Promise<NewsItem[]> {
    const xml = await fetchFeedText(feed.url, { fetch: fetchImpl, timeoutMs });
    // The XML parser is loaded when news is first asked for, not held by every idle server.
    const { parseFeed } = await import('./feed-parser');
    return parseFeed(xml, feed, fetchedAt);
  }

  async function refresh(): Promise<void> {
    const startedAt = now();
    const results = await Promise.allSettled(feeds.map((feed) => loadFeed(feed, startedAt)));
    let answered = 0;
    results.forEach((result, index) => {
      const feed = feeds[index];
      if (result.status === 'fulfilled') {
        answered++;
        lastGood.set(feed.url, result.value);
      } else {
        const reason = (result.reason as Error).message;
        log.warn({ feed: feed.url, reason }, `news feed skipped: ${reason}`);
      }
    });
    // Checked against the API's schema once per refresh: the cached body is sent past the serializer.
    if (lastGood.size > 0)
      answer = cachedAnswer(
        newsListSchema.parse(mergeNews(feeds.map((feed) => lastGood.get(feed.url) ?? []))),
      );
    else log.error({ feeds: feeds.length }, 'no news feed has answered yet');
    nextRefreshAt = startedAt + (answered > 0 ? NEWS_REFRESH_MS : NEWS_RETRY_MS);
  }

  return {
    async latest() {
      if (now() >= nextRefreshAt) {
        // Requests arriving during a refresh wait for that one rather than starting their own.
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      if (!answer) throw new NoNewsError('Sports news is unavailable right now. Please try again later.');
      return answer;
    },
  };
}
