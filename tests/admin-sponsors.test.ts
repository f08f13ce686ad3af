import { describe, expect, it } from 'vitest';
import { buildSponsor } from '../src/server/db/factories';
import { sponsors } from '../src/server/db/schema';
import type { Sponsor } from '../src/shared/sponsors';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin();

const logo = '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/logo.svg';
const publicNames = async () =>
  (await app.inject({ url: '/api/sponsors' })).json<Sponsor[]>().map((s) => s.name);

describe('admin sponsors', () => {
  it('creates a sponsor with trimmed fields, an omitted empty website and display order 0', async () => {
    expect(await publicNames()).toEqual([]);
    const response = await admin({
      method: 'POST',
      url: '/api/admin/sponsors',
      payload: { name: '  Wynwood Brewing ', logoUrl: ` ${logo} `, websiteUrl: '   ' },
    });
    expect(response.statusCode).toBe(201);
    const sponsor = response.json<Sponsor>();
    expect(sponsor).toEqual({
      id: sponsor.id,
      name: 'Wynwood Brewing',
      logoUrl: logo,
      displayOrder: 0,
      isActive: true,
    });
    expect(await publicNames()).toEqual(['Wynwood Brewing']);
  });

  it('completes a website typed without https:// and stores it completed', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/admin/sponsors',
      payload: { name: 'Little Havana Cafe', logoUrl: logo, websiteUrl: ' littlehavana.example/menu ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const sponsor = response.json<Sponsor>();
    expect(sponsor.websiteUrl).toBe('https://littlehavana.example/menu');
    const list = (await admin({ method: 'GET', url: '/api/admin/sponsors' })).json<Sponsor[]>();
    expect(list.find((s) => s.id === sponsor.id)?.websiteUrl).toBe('https://littlehavana.example/menu');
    await admin({ method: 'DELETE', url: `/api/admin/sponsors/${sponsor.id}` });
  });

  it('requires a name and a logo, and links only to http(s) websites', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: ' ' }, /name: Name is required/],
      [{ logoUrl: '' }, /logoUrl/],
      [{ logoUrl: 'javascript:alert(1)' }, /logoUrl/],
      [
        { websiteUrl: 'javascript:alert(document.cookie)' },
        /websiteUrl: Must be an http:\/\/ or https:\/\/ address/,
      ],
      [{ websiteUrl: 'ftp://example.com' }, /websiteUrl/],
      [{ websiteUrl: 'mailto:club@example.com' }, /websiteUrl/],
      [{ websiteUrl: 'example' }, /websiteUrl/],
      [{ displayOrder: 1.5 }, /displayOrder: Display order must be a whole number/],
      [{ isActive: 'no' }, /isActive/],
    ];
    for (const [change, message] of bad) {
      const response = await admin({
        method: 'POST',
        url: '/api/admin/sponsors',
        payload: { name: 'Biscayne Bank', logoUrl: logo, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('lists every sponsor to staff, inactive ones too, lowest display order first', async () => {
    await app.db
      .insert(sponsors)
      .values([
        buildSponsor({ name: 'Retired Partner', displayOrder: -1, isActive: false }),
        buildSponsor({ name: 'Ocean Drive Motors', displayOrder: 5 }),
      ]);
    const list = (await admin({ method: 'GET', url: '/api/admin/sponsors' })).json<Sponsor[]>();
    expect(list.map((s) => [s.name, s.isActive])).toEqual([
      ['Retired Partner', false],
      ['Wynwood Brewing', true],
      ['Ocean Drive Motors', true],
    ]);
  });

  it('turns a sponsor inactive, which takes it off the public page, and deletes it', async () => {
    const [row] = await app.db
      .insert(sponsors)
      .values(buildSponsor({ name: 'Brickell Fitness', websiteUrl: 'https://old.example.com' }))
      .returning();
    app.caches.sponsors.clear(); // written behind the API's back
    expect(await publicNames()).toContain('Brickell Fitness');
    const put = await admin({
      method: 'PUT',
      url: `/api/admin/sponsors/${row.id}`,
      payload: { name: 'Brickell Fitness', logoUrl: logo, displayOrder: 3, isActive: false },
    });
    expect(put.statusCode).toBe(200);
    // No website sent: the old one is cleared.
    expect(put.json()).toEqual({
      id: row.id,
      name: 'Brickell Fitness',
      logoUrl: logo,
      displayOrder: 3,
      isActive: false,
    });
    expect(await publicNames()).not.toContain('Brickell Fitness');

    const del = await admin({ method: 'DELETE', url: `/api/admin/sponsors/${row.id}` });
    expect(del.json()).toEqual({ message: 'The sponsor has been deleted successfully' });
    expect((await admin({ method: 'DELETE', url: `/api/admin/sponsors/${row.id}` })).statusCode).toBe(404);
    const missing = await admin({
      method: 'PUT',
      url: '/api/admin/sponsors/777777',
      payload: { name: 'X', logoUrl: logo },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin pitch deck', () => {
  const deck = '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d22/deck.pdf';

  it('stores the deck, and the public pitch deck call answers it at once; a new one replaces it', async () => {
    expect((await app.inject({ url: '/api/pitch-deck' })).json()).toBeNull();
    const first = await admin({
      method: 'POST',
      url: '/api/admin/pitch-deck',
      payload: { fileName: ' MESC Partners 2026.pdf ', fileUrl: deck },
    });
    expect(first.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/pitch-deck' })).json()).toEqual({
      fileName: 'MESC Partners 2026.pdf',
      fileUrl: deck,
    });
    await admin({
      method: 'POST',
      url: '/api/admin/pitch-deck',
      payload: { fileName: 'v2.pdf', fileUrl: deck },
    });
    expect((await app.inject({ url: '/api/pitch-deck' })).json().fileName).toBe('v2.pdf');
  });

  it('refuses a deck without a name or with an unsafe address', async () => {
    for (const payload of [
      { fileName: '', fileUrl: deck },
      { fileName: 'deck.pdf', fileUrl: 'javascript:alert(1)' },
      { fileName: 'deck.pdf', fileUrl: 'data:application/pdf;base64,JVBERi0=' },
      { fileName: 'deck.pdf' },
    ]) {
      expect((await admin({ method: 'POST', url: '/api/admin/pitch-deck', payload })).statusCode).toBe(400);
    }
  });
});
