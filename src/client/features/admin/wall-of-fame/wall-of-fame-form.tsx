import { TIER_IDS, TIER_LABELS } from '../../../../shared/constants';
import { miamiToday } from '../../../../shared/dates';
import { type WallOfFameMember, wallOfFameInputSchema } from '../../../../shared/wall-of-fame';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { FormDialog, useAdminForm } from '../form-dialog';
import { useSaveWallOfFameMember } from './api';

const tierChoices = TIER_IDS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/** The wall-of-fame form: name, tier (default free) and joined date (default today). */
export function WallOfFameForm({
  member,
  onClose,
}: {
  member: WallOfFameMember | null;
  onClose: () => void;
}) {
  const form = useAdminForm({
    schema: wallOfFameInputSchema,
    values: (data) => texts(data, ['name', 'membershipTier', 'joinedDate']),
    save: useSaveWallOfFameMember(),
    id: member?.id,
    saved: member
      ? ['Member updated', 'The member has been updated successfully']
      : ['Member added', 'The member has been added to the Wall of Fame'],
    failed: () => (member ? 'Failed to update member' : 'Failed to add member'),
    onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      form={form}
      title={member ? 'Edit Member' : 'Add Member to Wall of Fame'}
      description="Members show on the Wall of Fame grouped by tier."
      submitLabel={member ? 'Update Member' : 'Add Member'}
    >
      <TextField label="Name" {...field('name')} defaultValue={member?.name} required />
      <SelectField
        label="Tier"
        {...field('membershipTier')}
        options={tierChoices}
        defaultValue={member?.membershipTier ?? 'free'}
        required
      />
      <TextField
        label="Joined date"
        {...field('joinedDate')}
        type="date"
        defaultValue={member?.joinedDate ?? miamiToday()}
        required
      />
    </FormDialog>
  );
}
