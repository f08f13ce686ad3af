import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Product, STORE_PAGE_SIZE, type StoreView } from '../../../shared/store';
import type { CatalogPage } from '../../../shared/store-schema';
import { getJson } from '../../lib/api-request';

// The store's data. Neither list is ever the whole store (docs/store.md): the spec's product list
// is the featured hundred, and the store page reads its view a page at a time.

export const storeKeys = {
  all: ['store'] as const,
  products: () => [...storeKeys.all, 'products'] as const,
  /** Pages of the store page; the trailing object holds the view and the page, as strings. */
  catalog: () => [...storeKeys.all, 'catalog'] as const,
};

/** The featured products (at most 100): the media gallery's pictures. */
export const productsQuery = queryOptions({
  queryKey: storeKeys.products(),
  queryFn: () => getJson<Product[]>('/api/store/products'),
});

/** One page of a view of the store (its search, category and sort), with the view's total. */
export function catalogPageQuery(view: StoreView, page: number) {
  const params: Record<string, string> = {};
  if (view.q.trim()) params.q = view.q.trim();
  if (view.category) params.category = view.category;
  if (view.sort !== 'featured') params.sort = view.sort;
  if (page > 0) params.offset = String(page * STORE_PAGE_SIZE);
  params.limit = String(STORE_PAGE_SIZE);
  return queryOptions<CatalogPage, Error, CatalogPage, QueryKey>({
    queryKey: [...storeKeys.catalog(), params],
    queryFn: () =>
      getJson<CatalogPage>(`/api/store/catalog?${new URLSearchParams(params)}`, 'Failed to load the store'),
  });
}
