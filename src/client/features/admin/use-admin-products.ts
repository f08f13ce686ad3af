import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/store';
import type { ProductInput } from '../../../shared/store-schema';
import { adminJson } from './admin-request';

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProductInput }) =>
      id == null
        ? adminJson<Product>('POST', '/api/admin/store/products', input)
        : adminJson<Product>('PUT', `/api/admin/store/products/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/store/products'] }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminJson<{ message: string }>('DELETE', `/api/admin/store/products/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/store/products'] }),
  });
}
