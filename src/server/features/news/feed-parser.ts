import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type NewsItem, newsItemSchema } from '../../../shared/news';
import type { NewsFeed } from './feed-list';
import { toPlainText, truncate } from './plain-text';

// RSS 2.0, RSS 1.0 (RDF) and Atom, read into the API's news item. Items without a title, a web
// link or a readable date are left out: a card needs all three.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // dc:date, atom:link and content:encoded read as date, link and encoded.
  removeNSPrefix: true,
  // A headline such as "2026" stays text.
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type XmlNode = Record<string, unknown>;

interface RawItem {
  title: unknown;
  link: string | undefined;
  description: unknown;
  date: unknown;
}

export class FeedFormatError extends Error {}

// An element seen twice where once was expected (two <channel>s) arrives as an array: not a node.
const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** All the text inside a node, attributes left out (Atom's xhtml content arrives as nodes). */
function textOf(node: unknown): string {
  if (node == null) return '';
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (isNode(node)) {
    return Object.entries(node)
      .filter(([key]) => !key.startsWith('@_'))
      .map(([, value]) => textOf(value))
      .join(' ');
  }
  return String(node);
}

/** Atom's link to the article: rel="alternate", which is also what a link without rel means. */
function alternateHref(links: unknown[]): string | undefined {
  const alternate = links.filter(isNode).find((link) => (link['@_rel'] ?? 'alternate') === 'alternate');
  return typeof alternate?.['@_href'] === 'string' ? alternate['@_href'] : undefined;
}

function rssItem(item: XmlNode): RawItem {
  const links = (item.link as unknown[] | undefined) ?? [];
  const textLink = links
    .map((link) => (isNode(link) ? link['#text'] : link))
    .find((l) => typeof l === 'string' && l.trim() !== '');
  const guid = item.guid;
  const permalink = isNode(guid) && guid['@_isPermaLink'] === 'false' ? undefined : textOf(guid);
  return {
    title: item.title,
    link: (textLink as string | undefined) ?? alternateHref(links) ?? permalink,
    description: item.description ?? item.encoded ?? item.summary,
    date: item.pubDate ?? item.date ?? item.updated,
  };
}

function atomEntry(entry: XmlNode): RawItem {
  return {
    title: entry.title,
    link: alternateHref((entry.link as unknown[] | undefined) ?? []),
    description: entry.summary ?? entry.content,
    date: entry.published ?? entry.updated ?? entry.issued ?? entry.modified,
  };
}

/** Only a web page may be opened from a card: javascript:, data: and the like are refused. */
function webUrl(link: string | undefined, feedUrl: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim(), feedUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** Stable across refreshes and processes, so the browser keeps its cards' keys. */
export const newsId = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

/** The items of one feed's XML; a document that is not an RSS or Atom feed throws FeedFormatError. */
export function parseFeed(xml: string, feed: NewsFeed, fetchedAt: number): NewsItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`malformed XML: ${valid.err.msg}`);
  const doc = parser.parse(xml) as XmlNode;
  const rss = isNode(doc.rss) ? doc.rss : isNode(doc.RDF) ? doc.RDF : null;
  const atom = isNode(doc.feed) ? doc.feed : null;
  let channel: XmlNode;
  let raw: RawItem[];
  if (rss) {
    channel = isNode(rss.channel) ? rss.channel : {};
    const items = (isNode(rss.channel) && rss.channel.item) || rss.item || [];
    raw = (items as unknown[]).filter(isNode).map(rssItem);
  } else if (atom) {
    channel = atom;
    raw = ((atom.entry as unknown[] | undefined) ?? []).filter(isNode).map(atomEntry);
  } else {
    throw new FeedFormatError('not an RSS or Atom feed');
  }
  const source =
    feed.source ?? (truncate(toPlainText(textOf(channel.title)), 60) || new URL(feed.url).hostname);

  return raw.flatMap((item) => {
    const title = truncate(toPlainText(textOf(item.title)), 200);
    const url = webUrl(item.link, feed.url);
    const published = Date.parse(textOf(item.date).trim());
    if (!title || !url || Number.isNaN(published)) return [];
    const news: NewsItem = {
      id: newsId(url),
      title,
      description: truncate(toPlainText(textOf(item.description)), 300),
      url,
      category: feed.category,
      source,
      // A feed whose clock or zone is off can date items ahead of ours: they count as published now.
      publishedAt: new Date(Math.min(published, fetchedAt)).toISOString(),
    };
    // The API's contract has the last word: e.g. a date before the year 0 is not a readable one.
    return newsItemSchema.safeParse(news).success ? news : [];
  });
}
