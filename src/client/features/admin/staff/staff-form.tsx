import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type StaffMember, staffInviteSchema, staffRoleChangeSchema } from '../../../../shared/staff';
import { ROLE_LABELS, ROLE_SUMMARIES, STAFF_ROLES, type StaffRole } from '../../../../shared/staff-roles';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { FormDialog, useAdminForm } from '../form-dialog';
import { saveStaffMutation } from './api';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Inviting someone (name, e-mail, role), or changing a person's role. */
export function StaffForm({
  staff,
  onClose,
}: {
  staff: StaffMember | null;
  onClose: (savedId?: number) => void;
}) {
  const save = useMutation(saveStaffMutation);
  const [role, setRole] = useState<StaffRole>(staff?.role ?? 'door');
  const form = useAdminForm({
    schema: staff ? staffRoleChangeSchema : staffInviteSchema,
    values: (data) => texts(data, staff ? ['role'] : ['name', 'email', 'role']),
    required: staff ? {} : { name: 'Please enter their name', email: 'Please enter their e-mail' },
    save,
    id: staff?.id,
    saved: staff
      ? ['Role changed', `${staff.name} signs in again to act with the new role.`]
      : ['Invitation sent', 'They can sign in with the link or the code in their e-mail.'],
    failed: (reason) => reason ?? (staff ? 'Failed to change the role' : 'Failed to send the invitation'),
    onClose,
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title={staff ? `Change ${staff.name}'s role` : 'Invite a Staff Member'}
      description={
        staff
          ? 'Their open sessions end at once: they sign in again with the new role.'
          : 'They get an e-mail with a sign-in link and a code. No password to share.'
      }
      submitLabel={staff ? 'Change Role' : 'Send Invitation'}
    >
      {!staff && (
        <>
          <TextField label="Name" {...field('name')} autoComplete="off" required />
          <TextField label="Email" {...field('email')} type="email" autoComplete="off" required />
        </>
      )}
      <SelectField
        label="Role"
        {...field('role')}
        options={roleOptions}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
        hint={ROLE_SUMMARIES[role]}
      />
    </FormDialog>
  );
}
