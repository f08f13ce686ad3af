import { describe, expect, it } from 'vitest';
import { buildSponsor } from '../../src/server/db/factories';
import { sponsors } from '../../src/server/db/schema';
import { buildWithAdmin } from '../helpers/admin';
import { rowCounts } from '../helpers/row-counts';

// Every stored link to another site is http(s), and every image or file field is a file of this
// site (/objects/...) or an http(s) address: nothing that runs script, reads the disk, or leaves
// for another scheme can be saved, by POST or PUT.

const { app, admin } = await buildWithAdmin({ seed: true });
const logo = '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/logo.svg';

const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://mesc.example/1',
  'file:///etc/passwd',
  'ftp://files.example/logo.png',
  '//evil.example/logo.png',
  '\\\\evil.example\\logo.png',
  'https:evil.example',
  'http://',
  '/etc/passwd',
  '/objects/../../etc/passwd',
  '/objects/%2e%2e/%2e%2e/etc/passwd',
  '/objects/a//b',
  '/objects/uploads/x"><script>alert(1)</script>',
];

const event = {
  title: 'Links',
  description: 'd',
  category: 'NBA',
  date: '2026-04-18T23:30:00.000Z',
  price: 0,
};
/** Each field that holds an address, with a body that is valid apart from it. */
const fields: { label: string; urls: string[]; body: (url: string) => object; hostileToo?: string[] }[] = [
  {
    label: 'sponsor logo',
    urls: ['/api/admin/sponsors', '/api/admin/sponsors/1'],
    body: (url) => ({ name: 'S', logoUrl: url }),
  },
  {
    label: 'sponsor website',
    urls: ['/api/admin/sponsors', '/api/admin/sponsors/1'],
    body: (url) => ({ name: 'S', logoUrl: logo, websiteUrl: url }),
    // A website is another site: even a file of ours is not one.
    hostileToo: [logo],
  },
  {
    label: 'event image',
    urls: ['/api/admin/events', '/api/admin/events/1'],
    body: (url) => ({ ...event, imageUrl: url }),
  },
  {
    label: 'product image',
    urls: ['/api/admin/store/products', '/api/admin/store/products/1'],
    body: (url) => ({ name: 'P', price: 100, images: [logo, url] }),
  },
  {
    label: 'pitch deck',
    urls: ['/api/admin/pitch-deck'],
    body: (url) => ({ fileName: 'deck.pdf', fileUrl: url }),
  },
];

describe('address fields', () => {
  for (const field of fields) {
    it(`refuse any ${field.label} that is not http(s)${field.hostileToo ? '' : ' or /objects/'}, and keep nothing`, async () => {
      for (const url of field.urls) {
        const method = url.endsWith('/1') ? 'PUT' : 'POST';
        for (const value of [...hostile, ...(field.hostileToo ?? [])]) {
          const before = await rowCounts(app);
          const response = await admin({ method, url, payload: field.body(value) });
          expect(response.statusCode, `${method} ${url} ${value}`).toBe(400);
          expect(response.json().message).toMatch(/Url|images|address/i);
          expect(await rowCounts(app)).toEqual(before);
        }
        // The same body with a good address is taken, so the refusals above were about the address.
        const good = await admin({ method, url, payload: field.body('https://partner.example/logo.png') });
        expect(good.statusCode, `${method} ${url}`).toBeLessThan(300);
      }
    });
  }
});

describe('a sponsor website stored before these rules', () => {
  it('is never made into a link on the page', async () => {
    await app.db
      .insert(sponsors)
      .values(buildSponsor({ name: 'Old Partner', websiteUrl: 'javascript:alert(1)' }));
    const html = (await app.inject({ url: '/sponsors' })).body;
    expect(html).toContain('Old Partner');
    expect(html).not.toMatch(/href="\s*javascript:/i);
  });
});
