import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../src/server/db/factories';
import { products } from '../src/server/db/schema';
import { STORE_CATEGORIES } from '../src/shared/constants';
import { browseProducts, STORE_PAGE_SIZE, STORE_SORTS, type StoreView } from '../src/shared/store';
import type { CatalogPage, Product } from '../src/shared/store-schema';
import { build } from './helpers/build';

// The store answers a page at a time, never the whole shelf: the spec's list is the featured
// hundred, and the store page reads its view (search, category, sort) 24 products at a time.

const app = await build();

const words = ['Neon', 'Jersey', 'Snapback', 'Tumbler', 'Hoodie', 'Café', 'Scarf', '100%', 'Game_Day'];
await app.db.insert(products).values(
  Array.from({ length: 130 }, (_, i) =>
    buildProduct({
      name: `${words[i % words.length]} ${words[(i * 7) % words.length]} No. ${i}`,
      category: STORE_CATEGORIES[i % STORE_CATEGORIES.length],
      price: 1000 + ((i * 37) % 50) * 100,
      bestseller: i % 11 === 0,
      newItem: i % 7 === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    }),
  ),
);
const everything = (await app.db.select().from(products)).length;

const get = async <T>(url: string) => {
  const answer = await app.inject({ url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};

/** Every product of a view, page by page, as the store page reads it. */
async function wholeView(query: URLSearchParams) {
  const seen: Product[] = [];
  let total = -1;
  for (let offset = 0; ; offset += STORE_PAGE_SIZE) {
    query.set('offset', String(offset));
    query.set('limit', String(STORE_PAGE_SIZE));
    const page = await get<CatalogPage>(`/api/store/catalog?${query}`);
    total = page.total;
    seen.push(...page.products);
    if (page.products.length < STORE_PAGE_SIZE) break;
  }
  return { seen, total };
}

describe('the store’s lists', () => {
  it('answers the spec’s client the featured hundred, never the whole store', async () => {
    const listed = await get<Product[]>('/api/store/products');
    expect(everything).toBeGreaterThan(100);
    expect(listed).toHaveLength(100);
    const { seen } = await wholeView(new URLSearchParams());
    expect(listed).toEqual(seen.slice(0, 100));
  });

  it('pages every view in the order the store page has always shown it (generated views)', async () => {
    const all = (await wholeView(new URLSearchParams())).seen;
    const view = fc.record({
      q: fc.oneof(
        fc.constant(''),
        fc.constantFrom(...words.map((w) => w.toLowerCase())),
        fc.constantFrom('neon jersey', 'game_day', '100%', 'zz'),
      ),
      category: fc.oneof(fc.constant(null), fc.constantFrom(...STORE_CATEGORIES, 'apparel', 'Nothing')),
      sort: fc.constantFrom(...STORE_SORTS),
    });
    await fc.assert(
      fc.asyncProperty(view, async (v: StoreView) => {
        const query = new URLSearchParams();
        if (v.q) query.set('q', v.q);
        if (v.category) query.set('category', v.category);
        if (v.sort !== 'featured') query.set('sort', v.sort);
        const { seen, total } = await wholeView(query);
        const expected = browseProducts(all, v);
        expect(seen.map((p) => p.id)).toEqual(expected.map((p) => p.id));
        expect(total).toBe(expected.length);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a query it cannot answer with 400 and a message', async () => {
    for (const [query, message] of [
      ['?sort=cheapest', /Sort must be/],
      ['?limit=101', /Limit can be at most 100/],
      ['?offset=-3', /Offset cannot be negative/],
      [`?q=${'x'.repeat(101)}`, /Search is too long/],
    ] as const) {
      const answer = await app.inject({ url: `/api/store/catalog${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
  });

  it('never fails on any query string a stranger sends (full Unicode, control characters)', async () => {
    const value = fc.string({ unit: 'grapheme', maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { q: value, category: value, sort: value, offset: value, limit: value },
          { requiredKeys: [] },
        ),
        async (query) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          for (const path of ['/api/store/products', '/api/store/catalog', '/store']) {
            const answer = await app.inject({ url: `${path}?${search}` });
            expect(answer.statusCode, `${path}?${search}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows 24 products, and 24 more with each "Show more", before any script', async () => {
    const cards = (body: string) => body.match(/<article /g)?.length ?? 0;
    const first = (await app.inject({ url: '/store' })).body;
    expect(cards(first)).toBe(STORE_PAGE_SIZE);
    expect(first).toContain(`>${everything} products<`);
    expect(first).toContain('href="/store?pages=2"');
    const sorted = (await app.inject({ url: '/store?sort=price-low&pages=3' })).body;
    expect(cards(sorted)).toBe(3 * STORE_PAGE_SIZE);
    expect(sorted).toContain('href="/store?sort=price-low&amp;pages=4"');
  });
});
