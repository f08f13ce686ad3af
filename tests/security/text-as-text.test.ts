import { describe, expect, it } from 'vitest';
import { buildWithAdmin } from '../helpers/admin';

// Script typed into a text field reaches the pages as text: escaped in the HTML the server
// renders, and escaped inside the page's embedded data, which the browser then shows as text.
// (The dashboard renders in the browser: e2e/security.spec.ts looks at it there.)

const { app, admin } = await buildWithAdmin();
const attack = (what: string) => `${what} <script>alert("${what}")</script><img src=x onerror=alert(1)>`;
const logo = '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/logo.svg';

const created = [
  {
    url: '/api/admin/events',
    payload: {
      title: attack('Event'),
      description: attack('About'),
      category: 'NBA',
      // Upcoming, so the list shows it.
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      price: 0,
      venue: attack('Venue'),
    },
  },
  {
    url: '/api/admin/store/products',
    payload: { name: attack('Product'), description: attack('Details'), price: 100, sizes: ['<b>XL</b>'] },
  },
  {
    url: '/api/admin/sponsors',
    payload: { name: attack('Sponsor'), logoUrl: logo, websiteUrl: 'https://partner.example/' },
  },
  { url: '/api/admin/wall-of-fame', payload: { name: attack('Member'), joinedDate: '2025-02-14' } },
];

describe('script in a text field', () => {
  it('is stored as typed', async () => {
    for (const { url, payload } of created) {
      const response = await admin({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(201);
    }
  });

  it.each([
    ['/events', 'Event'],
    ['/store', 'Product'],
    ['/sponsors', 'Sponsor'],
    ['/wall-of-fame', 'Member'],
  ])('is shown as text on %s, never as markup', async (url, what) => {
    const html = (await app.inject({ url })).body;
    // Only the app's own script tags (files and JSON data) are in the page.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
      expect(tag).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
    }
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(`<script>alert("${what}")`);
    // "<" is escaped wherever text starts with it; a ">" outside a tag is only text.
    expect(html).toContain(`${what} &lt;script>alert(`);
    // In the embedded data no "<" survives, so nothing can close the data's script tag.
    const state =
      /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain(`${what} \\u003cscript>alert(`);
  });
});
