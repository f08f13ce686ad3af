import { describe, expect, it } from 'vitest';
import {
  browseProducts,
  DEFAULT_STORE_VIEW,
  firstWithOverflow,
  type Product,
  parseStoreView,
  type StoreView,
  storeViewSearch,
} from './store';

let nextId = 1;
const product = (name: string, category: string, price: number, createdAt: string): Product => ({
  id: nextId++,
  name,
  description: null,
  category,
  price,
  originalPrice: null,
  images: [],
  sizes: [],
  colors: [],
  bestseller: false,
  memberOnly: false,
  newItem: false,
  createdAt,
});

// In the server's featured order.
const catalogue = [
  product('MESC Home Jersey', 'Apparel', 8999, '2026-01-10T12:00:00Z'),
  product('Insulated Tumbler', 'Drinkware', 3499, '2026-03-01T12:00:00Z'),
  product('Neon Snapback Hat', 'Accessories', 4599, '2026-02-01T12:00:00Z'),
  product('Signed Club Basketball', 'Collectibles', 14999, '2025-12-01T12:00:00Z'),
  product('Game Day Tank Top', 'apparel', 3499, '2026-03-01T12:00:00Z'),
];

const view = (changes: Partial<StoreView>): StoreView => ({ ...DEFAULT_STORE_VIEW, ...changes });
const names = (products: Product[]) => products.map((p) => p.name);

describe('browsing the store', () => {
  it('shows everything in the featured order when nothing is chosen', () => {
    expect(browseProducts(catalogue, DEFAULT_STORE_VIEW)).toEqual(catalogue);
  });

  it('finds a product by part of its name, whatever the letter case', () => {
    expect(names(browseProducts(catalogue, view({ q: 'JERSEY' })))).toEqual(['MESC Home Jersey']);
    expect(names(browseProducts(catalogue, view({ q: '  snapback ' })))).toEqual(['Neon Snapback Hat']);
  });

  it('finds products by their category too, and by several words in any order', () => {
    expect(names(browseProducts(catalogue, view({ q: 'drinkware' })))).toEqual(['Insulated Tumbler']);
    expect(names(browseProducts(catalogue, view({ q: 'apparel tank' })))).toEqual(['Game Day Tank Top']);
    expect(browseProducts(catalogue, view({ q: 'hoodie' }))).toEqual([]);
  });

  it('filters by category ignoring letter case on both sides', () => {
    const apparel = browseProducts(catalogue, view({ category: 'APPAREL' }));
    expect(names(apparel)).toEqual(['MESC Home Jersey', 'Game Day Tank Top']);
    expect(browseProducts(catalogue, view({ category: 'Hats' }))).toEqual([]);
  });

  it('combines the search with the category', () => {
    const result = browseProducts(catalogue, view({ q: 'jersey', category: 'Drinkware' }));
    expect(result).toEqual([]);
  });

  it('sorts newest first, keeping the featured order between equals', () => {
    expect(names(browseProducts(catalogue, view({ sort: 'newest' })))).toEqual([
      'Insulated Tumbler',
      'Game Day Tank Top',
      'Neon Snapback Hat',
      'MESC Home Jersey',
      'Signed Club Basketball',
    ]);
  });

  it('sorts by price both ways, keeping the featured order between equal prices', () => {
    const low = names(browseProducts(catalogue, view({ sort: 'price-low' })));
    expect(low).toEqual([
      'Insulated Tumbler',
      'Game Day Tank Top',
      'Neon Snapback Hat',
      'MESC Home Jersey',
      'Signed Club Basketball',
    ]);
    const high = names(browseProducts(catalogue, view({ sort: 'price-high' })));
    expect(high).toEqual([
      'Signed Club Basketball',
      'MESC Home Jersey',
      'Neon Snapback Hat',
      'Insulated Tumbler',
      'Game Day Tank Top',
    ]);
  });

  it('never reorders the list it was given', () => {
    const copy = [...catalogue];
    browseProducts(catalogue, view({ sort: 'price-high' }));
    expect(catalogue).toEqual(copy);
  });
});

describe('the store view in the URL', () => {
  it('reads search, category and sort from the query string', () => {
    expect(parseStoreView('?q=red+hat&category=apparel&sort=price-high')).toEqual({
      q: 'red hat',
      category: 'Apparel',
      sort: 'price-high',
    });
  });

  it('falls back to all products in the featured order for missing or unknown values', () => {
    expect(parseStoreView('')).toEqual(DEFAULT_STORE_VIEW);
    expect(parseStoreView('category=All&sort=cheapest')).toEqual(DEFAULT_STORE_VIEW);
    expect(parseStoreView('category=%20')).toEqual(DEFAULT_STORE_VIEW);
  });

  it('keeps a category it does not know, so the visitor sees that nothing matches', () => {
    expect(parseStoreView('category=Hats').category).toBe('Hats');
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(storeViewSearch(DEFAULT_STORE_VIEW)).toBe('');
    expect(storeViewSearch(view({ q: '   ' }))).toBe('');
    const chosen = view({ q: 'neon ', category: 'Accessories', sort: 'newest' });
    const search = storeViewSearch(chosen);
    expect(search).toBe('?q=neon+&category=Accessories&sort=newest');
    expect(parseStoreView(search)).toEqual(chosen);
  });
});

describe('sizes and colours on a card', () => {
  it('shows up to the limit and counts the rest', () => {
    expect(firstWithOverflow(['XS', 'S', 'M', 'L', 'XL', 'XXL'], 4)).toEqual({
      shown: ['XS', 'S', 'M', 'L'],
      more: 2,
    });
    expect(firstWithOverflow(['Black', 'Pink'], 3)).toEqual({ shown: ['Black', 'Pink'], more: 0 });
    expect(firstWithOverflow([], 3)).toEqual({ shown: [], more: 0 });
  });
});
