import { STORE_CATEGORIES } from './constants';
import { STORE_SORTS, type StoreSort } from './store-query';
import type { Product } from './store-schema';

export { MAX_PRODUCTS_PER_ANSWER, STORE_SORTS, type StoreSort } from './store-query';
// The type only: its schema is in store-schema.ts, which the store page does not download.
export type { Product };

/** Cards the store shows at first and adds with each "Show more" (six rows of four). */
export const STORE_PAGE_SIZE = 24;

export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
};

/** What the visitor is looking at, as the URL holds it (?q=&category=&sort=). */
export interface StoreView {
  /** The search as typed: kept untrimmed so the URL follows the input letter by letter. */
  q: string;
  /** A store category in its own spelling, another value as given, or null for All. */
  category: string | null;
  sort: StoreSort;
}

export const DEFAULT_STORE_VIEW: StoreView = { q: '', category: null, sort: 'featured' };

/** "apparel" and "APPAREL" both mean Apparel (links from the home page use any case). */
export function storeCategory(value: string | null | undefined): string | null {
  const wanted = value?.trim().toLowerCase() ?? '';
  if (wanted === '' || wanted === 'all') return null;
  return STORE_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? (value as string).trim();
}

export function parseStoreView(search: string | URLSearchParams): StoreView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: storeCategory(params.get('category')),
    sort: STORE_SORTS.includes(sort as StoreSort) ? (sort as StoreSort) : 'featured',
  };
}

/** The query string for a view ("" for the default view), leaving out what is the default. */
export function storeViewSearch(view: StoreView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.category) params.set('category', view.category);
  if (view.sort !== 'featured') params.set('sort', view.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const byNewest = (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
const byPriceLow = (a: Product, b: Product) => a.price - b.price;

const comparators: Record<Exclude<StoreSort, 'featured'>, (a: Product, b: Product) => number> = {
  newest: byNewest,
  'price-low': byPriceLow,
  'price-high': (a, b) => byPriceLow(b, a),
};

/**
 * The rule the server's SQL follows for a view of the store (store/repository.ts), kept here in
 * plain code so the API tests can check the two agree. The products a view shows: every word of the search in the name or the category and
 * the category itself matched ignoring case, then sorted. Ties keep the featured order, since the
 * sort is stable and the input is in featured order.
 */
export function browseProducts(products: readonly Product[], view: StoreView): Product[] {
  const words = view.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const category = view.category?.toLowerCase();
  const shown = products.filter((product) => {
    if (category && product.category.toLowerCase() !== category) return false;
    const text = `${product.name} ${product.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return view.sort === 'featured' ? shown : shown.sort(comparators[view.sort]);
}

/** The first `max` items and how many more there are, for the cards' "+N". */
export function firstWithOverflow<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
