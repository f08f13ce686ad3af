import { mutationOptions, type QueryClient, useMutation } from '@tanstack/react-query';
import type { Page } from '../../../../shared/admin-lists';
import type { Product } from '../../../../shared/store';
import type { ProductInput } from '../../../../shared/store-schema';
import { storeKeys } from '../../store/api';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery, remove, type Save, save } from '../admin-query';

// The store's products as the dashboard lists them, and a save or delete. A change refreshes the
// dashboard's list and the public one (features/store/api.ts).

/** The store's products in its own order, as the dashboard lists them. */
export function adminProductsQuery(search?: string) {
  return pagedQuery<Page<Product>, ReturnType<typeof adminKeys.products>>(
    adminKeys.products(search),
    (cursor) => listPath('/api/admin/store/products', { search, cursor }),
    'Failed to fetch products',
  );
}

/** A product changed: the store's list and the dashboard's. */
const refreshProducts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: storeKeys.products() }),
    client.invalidateQueries({ queryKey: adminKeys.productLists() }),
  ]);

export const saveProductMutation = mutationOptions({
  mutationFn: (change: Save<ProductInput>) =>
    save<Product, ProductInput>('/api/admin/store/products', change),
  onSuccess: (_product, _change, _result, { client }) => refreshProducts(client),
});

export const deleteProductMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/store/products', id),
  onSuccess: (_answer, _id, _result, { client }) => refreshProducts(client),
});

export function useSaveProduct() {
  return useMutation(saveProductMutation);
}
