import {
  type MutationFunctionContext,
  mutationOptions,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import type { Sponsor } from '../../../../shared/sponsors';
import type { SponsorInput } from '../../../../shared/sponsors-schema';
import { sponsorKeys } from '../../sponsors/api';
import { adminKeys } from '../admin-keys';
import { remove, type Save, save } from '../admin-query';
import { adminGet } from '../admin-request';

// Every sponsor, inactive ones too, and a save or delete.

export const adminSponsorsQuery = queryOptions({
  queryKey: adminKeys.sponsors(),
  queryFn: () => adminGet<Sponsor[]>('/api/admin/sponsors', 'Failed to fetch sponsors'),
});

// A sponsor change refreshes the public list and the dashboard's.
const refreshSponsors = ({ client }: MutationFunctionContext) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sponsorKeys.list() }),
    client.invalidateQueries({ queryKey: adminKeys.sponsors() }),
  ]);

export const saveSponsorMutation = mutationOptions({
  mutationFn: (change: Save<SponsorInput>) => save<Sponsor, SponsorInput>('/api/admin/sponsors', change),
  onSuccess: (_sponsor, _change, _result, context) => refreshSponsors(context),
});

export const deleteSponsorMutation = mutationOptions({
  mutationFn: (id: number) => remove('/api/admin/sponsors', id),
  onSuccess: (_answer, _id, _result, context) => refreshSponsors(context),
});

export function useSaveSponsor() {
  return useMutation(saveSponsorMutation);
}
