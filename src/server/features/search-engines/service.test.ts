import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { disallowedPaths, sitemapXml } from './service';

describe('the sitemap as XML', () => {
  it('escapes what XML reserves, so any address stays one valid document', () => {
    const url = `https://club.example/a?b=1&c='<d>"`;
    const xml = sitemapXml([{ url }, { url: 'https://club.example/events', lastmod: '2026-11-27' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<loc>https://club.example/a?b=1&amp;c=&apos;&lt;d&gt;&quot;</loc>');
    expect(xml).toContain('<lastmod>2026-11-27</lastmod>');
    const parsed = new XMLParser({ processEntities: true }).parse(xml) as {
      urlset: { url: { loc: string }[] };
    };
    expect(parsed.urlset.url[0].loc).toBe(url);
  });
});

describe("robots.txt's rules", () => {
  it('names each private path once, leaving out those another rule already covers', () => {
    const paths = disallowedPaths();
    expect(paths).toContain('/admin');
    expect(paths).not.toContain('/admin/login');
    expect(paths).not.toContain('/sign-in/link');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
