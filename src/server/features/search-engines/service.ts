import type { FastifyInstance } from 'fastify';
import { pages } from '../../../client/page-table';
import { type Event, eventPath } from '../../../shared/events';
import type { CachedAnswer } from '../../cache/response-cache';
import { cachedUpcomingEventsText } from '../events/service';

// What search engines are told (docs/search-and-mail-filters.md): robots.txt keeps them out of
// every private address, and the sitemap lists the public pages and every event still to come.

/**
 * Addresses of no page in the route table that are still private: a ticket's page (its code is
 * the ticket), and the API (sign-in links and codes, door links, answers for the pages' scripts).
 */
const PRIVATE_PREFIXES = ['/api/', '/tickets/'];

/**
 * The Disallow lines: the private prefixes and every page kept out of search engines in the
 * route table (the dashboard, sign-in, the account, door, waitlist and newsletter links, the
 * payment's return), each once: a path another one already covers as a prefix is left out.
 */
export function disallowedPaths(): string[] {
  const all = [
    ...PRIVATE_PREFIXES,
    ...pages.filter((page) => 'noindex' in page && page.noindex).map((p) => p.path),
  ];
  return [...new Set(all)]
    .sort()
    .filter((path, _, every) => !every.some((other) => other !== path && path.startsWith(other)));
}

/** robots.txt: everyone may read the public site, nothing private, and finds the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages: in the route table, indexed, and of no one thing (an event page is listed by its event). */
export const publicPagePaths = (): string[] =>
  pages.filter((page) => !('noindex' in page && page.noindex) && !page.path.includes(':')).map((p) => p.path);

/** Text as XML character data or an attribute value: the five characters XML reserves, escaped. */
export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/** One address of the sitemap, with the day its content last changed when that is known. */
export interface SitemapEntry {
  url: string;
  lastmod?: string;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastmod }) =>
      `<url><loc>${xmlEscape(url)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap's entries: the public pages, then each upcoming event's page as the site links it.
 * No lastmod yet: the club keeps no date of an event's last change (a lastmod must be the day the
 * page's content changed, not its creation), and the fixed pages change with releases.
 */
export function sitemapEntries(publicUrl: string, events: Event[]): SitemapEntry[] {
  return [
    ...publicPagePaths().map((path) => ({ url: `${publicUrl}${path}` })),
    ...events.map((event) => ({ url: `${publicUrl}${eventPath(event)}` })),
  ];
}

/** sitemap.xml, kept with the events' lists: made again once events change, or at the next hour. */
export function cachedSitemap(app: FastifyInstance): Promise<CachedAnswer<string>> {
  return cachedUpcomingEventsText(app, 'sitemap', (events) =>
    sitemapXml(sitemapEntries(app.config.publicUrl, events)),
  );
}
