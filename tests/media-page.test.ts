import { describe, expect, it } from 'vitest';
import { eventsQuery } from '../src/client/features/events/api';
import { productsQuery } from '../src/client/features/store/api';
import type { Event } from '../src/shared/events';
import type { Product } from '../src/shared/store';
import { build } from './helpers/build';

const app = await build({
  seed: true,
  env: { CLUB_EMAIL: 'press@mesc.example', CLUB_PHONE: '(305) 555-0199' },
});
const events = (await app.inject({ url: '/api/events' })).json<Event[]>();
const products = (await app.inject({ url: '/api/store/products' })).json<Product[]>();
const { body } = await app.inject({ url: '/media' });

/** The pictures of the gallery's thumbnails, in page order. */
const thumbnails = [...body.matchAll(/<button[^>]*aria-haspopup="dialog"[^>]*><img src="([^"]+)"/g)].map(
  (m) => m[1],
);

describe('the media page', () => {
  it('is rendered on the server with a thumbnail for every event and product picture, each once', () => {
    const eventImages = new Set(events.flatMap((e) => (e.imageUrl ? [e.imageUrl] : [])));
    const productImages = new Set(products.flatMap((p) => p.images));
    expect(eventImages.size).toBeGreaterThan(1);
    expect(events.length).toBeGreaterThan(eventImages.size); // the seed shares pictures between events
    expect(thumbnails.length).toBe(new Set(thumbnails).size);
    expect(new Set(thumbnails)).toEqual(new Set([...eventImages, ...productImages]));
    // Event pictures come first.
    expect(thumbnails.slice(0, eventImages.size).every((src) => eventImages.has(src))).toBe(true);
  });

  it("captions a picture with the first event that uses it and a product's picture with its name", () => {
    const first = events.find((e) => e.imageUrl) as Event;
    expect(body).toContain(`>${first.title}</span>`);
    const jersey = products.find((p) => p.name === 'MESC Home Jersey') as Product;
    expect(body).toContain(`>${jersey.name}</span>`);
    expect(thumbnails).not.toContain('/images/product-fallback.svg');
  });

  it('hands the events and products to the browser so the gallery hydrates without a request', () => {
    const state = JSON.parse(
      body.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    const keys = state.queries.queries.map((q: { queryKey: string[] }) => q.queryKey.join('/'));
    expect(keys.sort()).toEqual(
      [eventsQuery.queryKey, productsQuery.queryKey].map((k) => k.join('/')).sort(),
    );
  });

  it("gives the press contact from the club's configuration, with the club facts", () => {
    expect(body).toMatch(/Press enquiries:.*<a href="mailto:press@mesc.example"/);
    expect(body).toContain('<a href="tel:3055550199"');
    expect(body).toContain('>Press Contact</h2>');
    expect(body).toContain('>Club Facts</h2>');
  });

  it('says photos are coming when the club has none yet', async () => {
    const empty = await build();
    const page = (await empty.inject({ url: '/media' })).body;
    expect(page).toContain('Photos from our next club nights will appear here soon.');
    expect(page).not.toMatch(/aria-haspopup="dialog"[^>]*><img/);
  });
});
