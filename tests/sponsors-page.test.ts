import { describe, expect, it } from 'vitest';
import { buildSponsor } from '../src/server/db/factories';
import { pitchDeck, sponsors } from '../src/server/db/schema';
import type { Sponsor } from '../src/shared/sponsors';
import { build } from './helpers/build';

const app = await build();

/** Writes straight to the database, as the admin routes would, and clears the public cache. */
async function write(run: () => Promise<unknown>) {
  await run();
  app.caches.sponsors.clear();
}

const html = async () => (await app.inject({ url: '/sponsors' })).body;

/** Each logo on the page: its sponsor's name and the link around it, if any. */
function logos(body: string) {
  const list = body.match(/<ul aria-label="Sponsors"[\s\S]*?<\/ul>/)?.[0] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    name: item.match(/alt="([^"]+)"/)?.[1],
    link: item.match(/^<a ([^>]*)>/)?.[1] ?? null,
  }));
}

describe('the sponsors page', () => {
  it('says the line-up is coming and still offers the partner block before any sponsor exists', async () => {
    const body = await html();
    expect(body).toContain('Our partner line-up for the season is being announced soon.');
    expect(body).toContain('Become a Partner');
  });

  it('shows active sponsors only, lowest display order first, in the API and on the page', async () => {
    await write(() =>
      app.db
        .insert(sponsors)
        .values([
          buildSponsor({ name: 'Wynwood Brewing', displayOrder: 2, websiteUrl: 'https://example.com/wb' }),
          buildSponsor({ name: 'Biscayne Bank', displayOrder: 1, websiteUrl: 'http://example.com/bb' }),
          buildSponsor({ name: 'Sneaky Script Co', displayOrder: 3, websiteUrl: 'javascript:alert(1)' }),
          buildSponsor({ name: 'Retired Partner', displayOrder: 0, isActive: false }),
          buildSponsor({ name: 'No Website Cigars', displayOrder: 4, websiteUrl: null }),
        ]),
    );
    const api = (await app.inject({ url: '/api/sponsors' })).json<Sponsor[]>();
    const expected = ['Biscayne Bank', 'Wynwood Brewing', 'Sneaky Script Co', 'No Website Cigars'];
    expect(api.map((s) => s.name)).toEqual(expected);
    expect(logos(await html()).map((l) => l.name)).toEqual(expected);
  });

  it('links a logo to its http(s) website in a new tab without handing over the page', async () => {
    const [bank, brewing] = logos(await html());
    expect(bank.link).toContain('href="http://example.com/bb"');
    expect(brewing.link).toContain('href="https://example.com/wb"');
    for (const { link } of [bank, brewing]) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
  });

  it('shows a logo without a link when the website is missing or not http(s)', async () => {
    const body = await html();
    const [, , script, noWebsite] = logos(body);
    expect(script.link).toBeNull();
    expect(noWebsite.link).toBeNull();
    expect(body).not.toMatch(/href="javascript:/i);
  });

  it('offers the pitch deck as disabled until one exists, and Contact Sales to /contact', async () => {
    const body = await html();
    expect(body).toMatch(/<button type="button" disabled[ >][^>]*>Pitch Deck Coming Soon<\/button>/);
    expect(body).toMatch(/<a href="\/contact"[^>]*>Contact Sales<\/a>/);
  });

  it('offers the deck for download once staff upload one', async () => {
    await write(() =>
      app.db
        .insert(pitchDeck)
        .values({ fileName: 'MESC Partners 2027.pdf', fileUrl: '/objects/decks/mesc.pdf' }),
    );
    const body = await html();
    expect(body).not.toContain('Pitch Deck Coming Soon');
    expect(body).toMatch(/<a href="\/objects\/decks\/mesc.pdf" download="MESC Partners 2027.pdf"[^>]*>/);
    expect(body).toContain('Download Pitch Deck');
  });
});
