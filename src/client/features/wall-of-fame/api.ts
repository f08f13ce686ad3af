import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import { getJson } from '../../lib/api-request';

export const wallOfFameKeys = {
  all: ['wall-of-fame'] as const,
  list: () => [...wallOfFameKeys.all, 'list'] as const,
};

export const wallOfFameQuery = queryOptions({
  queryKey: wallOfFameKeys.list(),
  queryFn: () => getJson<WallOfFameMember[]>('/api/wall-of-fame'),
});

export function useWallOfFame() {
  return useQuery(wallOfFameQuery);
}
