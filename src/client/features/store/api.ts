import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../shared/store';
import { getJson } from '../../lib/api-request';

export const storeKeys = {
  all: ['store'] as const,
  products: () => [...storeKeys.all, 'products'] as const,
};

/** The store's products, in the order the store shows them; the dashboard lists the same. */
export const productsQuery = queryOptions({
  queryKey: storeKeys.products(),
  queryFn: () => getJson<Product[]>('/api/store/products'),
});

export function useProducts() {
  return useQuery(productsQuery);
}
