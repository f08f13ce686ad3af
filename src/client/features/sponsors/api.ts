import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';
import { getJson } from '../../lib/api-request';

export const sponsorKeys = {
  all: ['sponsors'] as const,
  /** The active sponsors, lowest display order first. */
  list: () => [...sponsorKeys.all, 'list'] as const,
  pitchDeck: () => [...sponsorKeys.all, 'pitch-deck'] as const,
};

export const sponsorsQuery = queryOptions({
  queryKey: sponsorKeys.list(),
  queryFn: () => getJson<Sponsor[]>('/api/sponsors'),
});

/** The sponsor pitch deck, or null before the first upload. */
export const pitchDeckQuery = queryOptions({
  queryKey: sponsorKeys.pitchDeck(),
  queryFn: () => getJson<PitchDeck | null>('/api/pitch-deck'),
});

export function useSponsors() {
  return useQuery(sponsorsQuery);
}

export function usePitchDeck() {
  return useQuery(pitchDeckQuery);
}
