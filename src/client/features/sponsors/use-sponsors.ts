import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';

export const sponsorsQuery = queryOptions<Sponsor[]>({ queryKey: ['/api/sponsors'] });
export const pitchDeckQuery = queryOptions<PitchDeck | null>({ queryKey: ['/api/pitch-deck'] });

export function useSponsors() {
  return useQuery(sponsorsQuery);
}

export function usePitchDeck() {
  return useQuery(pitchDeckQuery);
}
