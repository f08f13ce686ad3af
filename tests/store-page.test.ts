import { describe, expect, it } from 'vitest';
import type { Product } from '../src/shared/store';
import { build } from './helpers/build';

const app = await build({ seed: true });
const products = (await app.inject({ url: '/api/store/products' })).json<Product[]>();
const byName = new Map(products.map((p) => [p.name, p]));

async function page(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The product names of the grid, in the order the server rendered them. */
const gridNames = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);

/** The category chip marked as the current one (chips are links, so they work before the script). */
const pressed = (html: string) =>
  [
    ...html.matchAll(
      /<a aria-current="page" href="\/store[^"]*" class="rounded-full border[^>]*>([^<]+)<\/a>/g,
    ),
  ].map((m) => m[1]);

describe('the store as the server renders it', () => {
  it('shows every product in the featured order with All pressed when the URL asks nothing', async () => {
    const html = await page('/store');
    expect(gridNames(html)).toEqual(products.map((p) => p.name));
    expect(pressed(html)).toEqual(['All']);
    expect(html).toContain(`${products.length} products`);
  });

  it('shows only the category a link asks for, whatever its letter case', async () => {
    for (const category of ['apparel', 'APPAREL', 'Apparel']) {
      const html = await page(`/store?category=${category}`);
      const names = gridNames(html);
      expect(names.length).toBeGreaterThan(1);
      expect(names.every((name) => byName.get(name)?.category === 'Apparel')).toBe(true);
      expect(names.length).toBe(products.filter((p) => p.category === 'Apparel').length);
      expect(pressed(html)).toEqual(['Apparel']);
    }
  });

  it('shows the search from the URL in the box and only the products it matches', async () => {
    const html = await page('/store?q=JERSEY');
    expect(gridNames(html).sort()).toEqual(['MESC Away Jersey', 'MESC Home Jersey']);
    expect(html).toMatch(/<input[^>]*id="store-search"[^>]*value="JERSEY"/);
    const byCategory = await page('/store?q=drinkware');
    expect(gridNames(byCategory).every((name) => byName.get(name)?.category === 'Drinkware')).toBe(true);
  });

  it('sorts by price both ways and newest first, with the choice selected in the sort box', async () => {
    const high = await page('/store?sort=price-high');
    const prices = gridNames(high).map((name) => byName.get(name)?.price ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(high).toMatch(/<option selected value="price-high">/);

    const low = gridNames(await page('/store?sort=price-low')).map((name) => byName.get(name)?.price ?? -1);
    expect(low).toEqual([...low].sort((a, b) => a - b));

    const newest = gridNames(await page('/store?sort=newest')).map((name) =>
      Date.parse(byName.get(name)?.createdAt ?? ''),
    );
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('combines search, category and sort from one link', async () => {
    const html = await page('/store?q=jersey&category=apparel&sort=price-low');
    expect(gridNames(html).sort()).toEqual(['MESC Away Jersey', 'MESC Home Jersey']);
    expect(pressed(html)).toEqual(['Apparel']);
  });

  it('falls back to the featured order for a sort it does not know', async () => {
    const html = await page('/store?sort=cheapest-first');
    expect(gridNames(html)).toEqual(products.map((p) => p.name));
    expect(html).toMatch(/<option selected value="featured">/);
  });

  it('offers a way back to every product when nothing matches', async () => {
    for (const url of ['/store?q=surfboard', '/store?category=Hats']) {
      const html = await page(url);
      expect(gridNames(html)).toEqual([]);
      expect(html).toContain('No gear matches that');
      expect(html).toMatch(/<button[^>]*>Clear filters<\/button>/);
    }
  });

  it('shows sizes and colours up to the limit with a count of the rest', async () => {
    const html = await page('/store?q=home+jersey');
    // Five sizes: four shown and "+1"; two colours, both shown.
    expect(html).toMatch(/aria-label="Sizes"[^>]*>(<li[^>]*>(S|M|L|XL)<\/li>){4}<li[^>]*>\+1/);
    expect(html).toMatch(/aria-label="Colours"[^>]*>(<li[^>]*>(Black|Neon Pink)<\/li>){2}<\/ul>/);
    const tumbler = await page('/store?q=tumbler');
    expect(tumbler).toMatch(/aria-label="Colours"[^>]*>(<li[^>]*>[^<]+<\/li>){3}<li[^>]*>\+2/);
  });

  it('shows the first image, the badges and the struck-through original price', async () => {
    const jersey = byName.get('MESC Home Jersey') as Product;
    const html = await page('/store?q=home+jersey');
    expect(html).toContain(`src="${jersey.images[0]}"`);
    expect(html).toContain('Bestseller');
    expect(html).toMatch(/<s[^>]*>.*\$109\.99<\/s>/);
    const noImage = await page('/store?q=tournament+dominoes');
    expect(noImage).toContain('src="/images/product-fallback.svg"');
  });

  it('says where the gear is sold and shows no cart', async () => {
    const html = await page('/store');
    expect(html).toContain('Available at the clubhouse');
    expect(html.toLowerCase()).not.toContain('add to cart');
  });
});

describe('an empty store', () => {
  it('says new gear is coming instead of offering to clear filters', async () => {
    const empty = await build();
    const { body } = await empty.inject({ url: '/store' });
    expect(body).toContain('New gear is on its way');
    expect(body).not.toContain('Clear filters');
  });
});
