import { useState } from 'react';
import { TIER_IDS, TIER_LABELS } from '../../../../shared/constants';
import { miamiToday } from '../../../../shared/dates';
import { type WallOfFameMember, wallOfFameInputSchema } from '../../../../shared/wall-of-fame';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { FormDialog, useAdminForm } from '../form-dialog';
import { ImageUrlField } from '../uploads/image-url-field';
import { useSaveWallOfFameMember } from './api';

const tierChoices = TIER_IDS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/**
 * The wall-of-fame form: name, tier (default free), joined date (default today), and optionally
 * a photo and a line on why the member is on the wall.
 */
export function WallOfFameForm({
  member,
  onClose,
}: {
  member: WallOfFameMember | null;
  onClose: () => void;
}) {
  const [photoUrl, setPhotoUrl] = useState(member?.photoUrl ?? '');
  const form = useAdminForm({
    schema: wallOfFameInputSchema,
    values: (data) => ({ ...texts(data, ['name', 'membershipTier', 'joinedDate', 'citation']), photoUrl }),
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
      <TextField
        label="Why they are here (optional)"
        {...field('citation')}
        defaultValue={member?.citation ?? ''}
        maxLength={140}
        placeholder="e.g. Twenty years of Heat season tickets"
      />
      <ImageUrlField
        value={photoUrl}
        onChange={setPhotoUrl}
        error={form.errors.photoUrl}
        label="Photo (optional)"
        name="photoUrl"
        what="photo"
      />
    </FormDialog>
  );
}
