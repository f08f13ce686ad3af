import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../shared/store';

export const productsQuery = queryOptions<Product[]>({ queryKey: ['/api/store/products'] });

export function useProducts() {
  return useQuery(productsQuery);
}
