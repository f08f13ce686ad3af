import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { WallOfFameInput, WallOfFameMember } from '../../../../shared/wall-of-fame';
import { wallOfFameKeys } from '../../wall-of-fame/api';
import { remove, type Save, save } from '../admin-query';

// The wall of fame's changes; the dashboard lists it with the public query (features/wall-of-fame/api.ts),
// which a change refreshes.

export const saveWallOfFameMemberMutation = mutationOptions({
  mutationFn: (change: Save<WallOfFameInput>) =>
    save<WallOfFameMember, WallOfFameInput>('/api/admin/wall-of-fame', change),
  onSuccess: (_member, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: wallOfFameKeys.all }),
});

export const removeWallOfFameMemberMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/wall-of-fame', id),
  onSuccess: (_answer, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: wallOfFameKeys.all }),
});

export function useSaveWallOfFameMember() {
  return useMutation(saveWallOfFameMemberMutation);
}
