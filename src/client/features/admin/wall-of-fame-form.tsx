import { useState } from 'react';
import { TIER_IDS, TIER_LABELS } from '../../../shared/constants';
import { miamiToday } from '../../../shared/dates';
import { type WallOfFameMember, wallOfFameInputSchema } from '../../../shared/wall-of-fame';
import { TextField } from '../../components/ui/text-field';
import { useSaveWallOfFameMember } from './api';
import { SelectField } from './form-controls';
import { FormDialog } from './form-dialog';
import { fieldErrors, reportFailure, textOf, toastSuccess } from './form-feedback';

const tierChoices = TIER_IDS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

/** The wall-of-fame form (spec §5): name, tier (default free) and joined date (default today). */
export function WallOfFameForm({
  member,
  onClose,
}: {
  member: WallOfFameMember | null;
  onClose: () => void;
}) {
  const save = useSaveWallOfFameMember();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = wallOfFameInputSchema.safeParse({
      name: textOf(data, 'name'),
      membershipTier: textOf(data, 'membershipTier'),
      joinedDate: textOf(data, 'joinedDate'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: member?.id, input: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(
            member ? 'Member updated' : 'Member added',
            member
              ? 'The member has been updated successfully'
              : 'The member has been added to the Wall of Fame',
          );
          onClose();
        },
        onError: (error) =>
          setFailure(reportFailure(error, member ? 'Failed to update member' : 'Failed to add member')),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={member ? 'Edit Member' : 'Add Member to Wall of Fame'}
      description="Members show on the Wall of Fame grouped by tier."
      pending={save.isPending}
      failure={failure}
      submitLabel={member ? 'Update Member' : 'Add Member'}
      onSubmit={submit}
    >
      <TextField label="Name" name="name" defaultValue={member?.name} error={errors.name} required />
      <SelectField
        label="Tier"
        name="membershipTier"
        options={tierChoices}
        defaultValue={member?.membershipTier ?? 'free'}
        error={errors.membershipTier}
        required
      />
      <TextField
        label="Joined date"
        name="joinedDate"
        type="date"
        defaultValue={member?.joinedDate ?? miamiToday()}
        error={errors.joinedDate}
        required
      />
    </FormDialog>
  );
}
