import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { StaffInvite, StaffMember } from '../../../../shared/staff';
import type { StaffRole } from '../../../../shared/staff-roles';
import { adminKeys } from '../admin-keys';
import { remove, type Save } from '../admin-query';
import { adminGet, adminJson } from '../admin-request';

// The Staff tab: everyone on the staff, inviting someone, changing a role, removing a person.

const STAFF = '/api/admin/staff';

export const adminStaffQuery = queryOptions({
  queryKey: adminKeys.staff(),
  queryFn: () => adminGet<StaffMember[]>(STAFF, 'Failed to fetch staff'),
});

/** A new person (no id): the invitation goes to their inbox; or a new role for one (their sessions end). */
export const saveStaffMutation = mutationOptions({
  mutationFn: ({ id, input }: Save<StaffInvite | { role: StaffRole }>) =>
    id == null
      ? adminJson<StaffMember>('POST', STAFF, input)
      : adminJson<StaffMember>('PATCH', `${STAFF}/${id}`, { role: input.role }),
  onSuccess: (_staff, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.staff() }),
});

export const removeStaffMutation = mutationOptions({
  mutationFn: (id: number) => remove(STAFF, id),
  onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: adminKeys.staff() }),
});
