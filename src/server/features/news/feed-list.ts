// The news feeds the home page aggregates, configured by NEWS_FEEDS: comma-separated entries of
// `CATEGORY|URL`, or `CATEGORY|URL|SOURCE` to name the source (otherwise the feed's own title is used).

export interface NewsFeed {
  /** Upper-case badge category: NBA, NFL, MLB, NHL, MLS, NCAA, SPORTS or any other word. */
  category: string;
  url: string;
  source?: string;
}

/**
 * Well-known public feeds, one or more per league the club watches. When a story appears in two
 * feeds the first one listed wins, so the league feeds come before the general one.
 */
export const DEFAULT_NEWS_FEEDS = [
  'NBA|https://www.espn.com/espn/rss/nba/news|ESPN',
  'NFL|https://www.espn.com/espn/rss/nfl/news|ESPN',
  'MLB|https://www.espn.com/espn/rss/mlb/news|ESPN',
  'NHL|https://www.espn.com/espn/rss/nhl/news|ESPN',
  'MLS|https://www.theguardian.com/football/mls/rss|The Guardian',
  'NCAA|https://www.espn.com/espn/rss/ncf/news|ESPN',
  'NCAA|https://www.espn.com/espn/rss/ncb/news|ESPN',
  'SPORTS|https://www.espn.com/espn/rss/news|ESPN',
].join(',');

const CATEGORY = /^[A-Za-z0-9][A-Za-z0-9 &-]{0,19}$/;

/** Parses NEWS_FEEDS; throws an Error whose message says which entry is wrong and why. */
export function parseFeedList(text: string): NewsFeed[] {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('must list at least one CATEGORY|URL feed');
  return entries.map((entry) => {
    const [category = '', url = '', source, ...rest] = entry.split('|').map((part) => part.trim());
    if (rest.length > 0 || !CATEGORY.test(category)) {
      throw new Error(`entry "${entry}" is not CATEGORY|URL or CATEGORY|URL|SOURCE`);
    }
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      throw new Error(`entry "${entry}" needs an http:// or https:// feed URL`);
    }
    return { category: category.toUpperCase(), url, ...(source ? { source } : {}) };
  });
}
