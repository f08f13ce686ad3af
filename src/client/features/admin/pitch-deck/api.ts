import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { PitchDeck } from '../../../../shared/sponsors';
import type { PitchDeckInput } from '../../../../shared/sponsors-schema';
import { sponsorKeys } from '../../sponsors/api';
import { adminJson } from '../admin-request';

/** The newest upload replaces the deck. */
export const savePitchDeckMutation = mutationOptions({
  mutationFn: (input: PitchDeckInput) => adminJson<PitchDeck>('POST', '/api/admin/pitch-deck', input),
  onSuccess: (_deck, _input, _result, { client }) =>
    client.invalidateQueries({ queryKey: sponsorKeys.pitchDeck() }),
});

export function useSavePitchDeck() {
  return useMutation(savePitchDeckMutation);
}
