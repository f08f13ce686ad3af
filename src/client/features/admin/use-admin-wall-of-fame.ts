import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallOfFameInput, WallOfFameMember } from '../../../shared/wall-of-fame';
import { adminJson } from './admin-request';

export function useSaveWallOfFameMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: WallOfFameInput }) =>
      id == null
        ? adminJson<WallOfFameMember>('POST', '/api/admin/wall-of-fame', input)
        : adminJson<WallOfFameMember>('PUT', `/api/admin/wall-of-fame/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/wall-of-fame'] }),
  });
}

export function useRemoveWallOfFameMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminJson<{ message: string }>('DELETE', `/api/admin/wall-of-fame/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/wall-of-fame'] }),
  });
}
