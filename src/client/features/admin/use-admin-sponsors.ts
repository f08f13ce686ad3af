import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';
import type { PitchDeckInput, SponsorInput } from '../../../shared/sponsors-schema';
import { adminJson, adminListQuery } from './admin-request';

/** Every sponsor, inactive ones too (spec §7). */
export const adminSponsorsQuery = adminListQuery<Sponsor[]>(
  '/api/admin/sponsors',
  'Failed to fetch sponsors',
);

// Sponsor changes refresh the public and the admin lists (spec §7).
const refreshSponsors = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/sponsors'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/sponsors'] }),
  ]);

export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SponsorInput }) =>
      id == null
        ? adminJson<Sponsor>('POST', '/api/admin/sponsors', input)
        : adminJson<Sponsor>('PUT', `/api/admin/sponsors/${id}`, input),
    onSuccess: () => refreshSponsors(queryClient),
  });
}

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminJson<{ message: string }>('DELETE', `/api/admin/sponsors/${id}`),
    onSuccess: () => refreshSponsors(queryClient),
  });
}

export function useSavePitchDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PitchDeckInput) => adminJson<PitchDeck>('POST', '/api/admin/pitch-deck', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/pitch-deck'] }),
  });
}
