import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { eventPath } from '../src/shared/events';
import { buildWithAdmin } from './helpers/admin';
import { smallEvent } from './helpers/waitlist';

// What search engines read: robots.txt, the sitemap, and the event pages' schema.org data.

const SITE = 'https://club.mesc.example';
const { app, admin } = await buildWithAdmin({ seed: true, env: { PUBLIC_URL: SITE } });
const DAY = 86_400_000;

const sitemapUrls = (xml: string): string[] => {
  const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string } | { loc: string }[] } };
  return [parsed.urlset.url].flat().map((entry) => entry.loc);
};

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: schema.org data is read field by field below
    any
  >[];

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard, tickets, sign-in, the account and door links, and names the sitemap', async () => {
    const answer = await app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/admin',
      '/api/',
      '/tickets/',
      '/sign-in',
      '/account',
      '/door',
      '/waitlist',
      '/membership/manage',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/payment-success',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // Public pages stay open: no rule is a prefix of them.
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const open of [
      '/',
      '/events',
      '/events/12-fight-night',
      '/membership',
      '/store',
      '/join',
      '/media',
    ]) {
      expect(
        rules.filter((rule) => open.startsWith(rule)),
        open,
      ).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every upcoming event page, as absolute addresses in valid XML', async () => {
    const answer = await app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=900');
    expect(XMLValidator.validate(answer.body)).toBe(true);
    expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = sitemapUrls(answer.body);
    for (const path of [
      '/',
      '/membership',
      '/events',
      '/store',
      '/wall-of-fame',
      '/sponsors',
      '/contact',
      '/join',
      '/media',
    ]) {
      expect(urls, path).toContain(`${SITE}${path}`);
    }
    for (const hidden of ['/admin', '/account', '/sign-in', '/door', '/payment-success', '/events/:event']) {
      expect(urls, hidden).not.toContain(`${SITE}${hidden}`);
    }
    const upcoming = (await app.inject({ url: '/api/events' })).json() as { id: number; title: string }[];
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) expect(urls).toContain(`${SITE}${eventPath(event)}`);
    const past = (await app.inject({ url: '/api/events?when=past' })).json() as {
      id: number;
      title: string;
    }[];
    for (const event of past) expect(urls).not.toContain(`${SITE}${eventPath(event)}`);
  });

  it('shows a new, renamed or deleted event at once, and answers 304 to a crawler that has this version', async () => {
    const first = await app.inject({ url: '/sitemap.xml' });
    const again = await app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const event = await smallEvent(app, {
      title: 'Sitemap Fight Night',
      date: new Date(Date.now() + 3 * DAY),
    });
    // Written behind the service's back: the kept sitemap does not know it yet.
    expect(sitemapUrls((await app.inject({ url: '/sitemap.xml' })).body)).not.toContain(
      `${SITE}${eventPath(event)}`,
    );

    const created = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: {
        title: 'Salsa & Dominoes <Night>',
        description: 'Music and tiles.',
        category: 'Dominoes',
        date: new Date(Date.now() + 5 * DAY).toISOString(),
        price: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const salsa = created.json() as { id: number; title: string };
    let urls = sitemapUrls((await app.inject({ url: '/sitemap.xml' })).body);
    expect(urls).toContain(`${SITE}/events/${salsa.id}-salsa-dominoes-night`);
    expect(urls).toContain(`${SITE}${eventPath(event)}`);

    expect((await admin({ method: 'DELETE', url: `/api/admin/events/${salsa.id}` })).statusCode).toBe(200);
    urls = sitemapUrls((await app.inject({ url: '/sitemap.xml' })).body);
    expect(urls.some((url) => url.includes(`/events/${salsa.id}-`))).toBe(false);
  });
});

describe("an event's schema.org data", () => {
  it('shows a raster picture, the street address, and the public and member prices as offers', async () => {
    const event = await smallEvent(app, {
      title: 'Heat Watch Party',
      venue: 'Kaseya Center, 601 Biscayne Blvd, Miami, FL 33132',
      price: 2500,
      memberPrice: 1500,
      // The demo's pictures are SVG, which search engines do not draw.
      imageUrl: '/objects/demo/events/nba.svg',
      date: new Date(Date.now() + 4 * DAY),
    });
    const [ld] = jsonLdOf((await app.inject({ url: eventPath(event) })).body);
    expect(ld.image).toEqual([
      expect.stringMatching(new RegExp(`^${SITE}/events/${event.id}/card\\.png\\?v=`)),
    ]);
    const card = await app.inject({ url: new URL(ld.image[0]).pathname + new URL(ld.image[0]).search });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Kaseya Center',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '601 Biscayne Blvd',
        postalCode: '33132',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '25.00', priceCurrency: 'USD' }),
      expect.objectContaining({
        '@type': 'Offer',
        price: '15.00',
        priceCurrency: 'USD',
        name: 'Member price',
      }),
    ]);
  });

  it('puts a venue named after the club at the club address, and offers a free event at price 0', async () => {
    const event = await smallEvent(app, {
      title: 'Free Poker Lesson',
      venue: 'The Card Room at MESC',
      price: 0,
      memberPrice: null,
      imageUrl: null,
      date: new Date(Date.now() + 6 * DAY),
    });
    const [ld] = jsonLdOf((await app.inject({ url: eventPath(event) })).body);
    expect(ld.location.name).toBe('The Card Room at MESC');
    expect(ld.location.address).toMatchObject({ streetAddress: '1200 Brickell Ave', postalCode: '33131' });
    expect(ld.offers).toEqual([expect.objectContaining({ '@type': 'Offer', price: '0.00' })]);
    expect(ld.image[0]).toMatch(/\/card\.png\?v=/);
  });

  it('gives no street address for a venue that writes none, and keeps the list page to raster pictures too', async () => {
    await smallEvent(app, {
      title: 'Rooftop Mixer',
      venue: 'Skyline Terrace, Downtown',
      date: new Date(Date.now() + 2 * DAY),
    });
    const list = jsonLdOf((await app.inject({ url: '/events' })).body);
    const mixer = list.find((entry) => entry.name === 'Rooftop Mixer');
    expect(mixer?.location.name).toBe('Skyline Terrace, Downtown');
    expect(mixer?.location.address.streetAddress).toBeUndefined();
    for (const entry of list) expect(entry.image[0]).not.toMatch(/\.svg(?:$|\?)/);
  });
});

describe('an unknown event address', () => {
  it('is the 404 page with status 404, rendered on the server', async () => {
    for (const url of ['/events/999999', '/events/999999-no-such-night', '/events/not-an-event']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toMatch(/<h1[^>]*>[^<]*404/);
    }
  });
});
