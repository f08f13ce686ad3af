import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';

export const wallOfFameQuery = queryOptions<WallOfFameMember[]>({ queryKey: ['/api/wall-of-fame'] });

export function useWallOfFame() {
  return useQuery(wallOfFameQuery);
}
