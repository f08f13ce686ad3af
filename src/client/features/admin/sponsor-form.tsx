import { useState } from 'react';
import { parseDisplayOrder, type Sponsor } from '../../../shared/sponsors';
import { sponsorInputSchema } from '../../../shared/sponsors-schema';
import { MAX_UPLOAD_BYTES } from '../../../shared/uploads';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { useSaveSponsor } from './api';
import { SwitchField } from './form-controls';
import { FormDialog } from './form-dialog';
import { fieldErrors, reportFailure, textOf, toastSuccess } from './form-feedback';
import { ObjectUploader } from './uploader/object-uploader';

// Spec §5: the logo is one image file of these kinds.
const LOGO_TYPES = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'];

/** The sponsor form with its logo upload (spec §2, §5). */
export function SponsorForm({ sponsor, onClose }: { sponsor: Sponsor | null; onClose: () => void }) {
  const save = useSaveSponsor();
  const [logoUrl, setLogoUrl] = useState(sponsor?.logoUrl ?? '');
  const [isActive, setIsActive] = useState(sponsor?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const name = textOf(data, 'name').trim();
    if (!name || !logoUrl.trim()) {
      toast({
        title: 'Error',
        description: 'Validation error: Name and logo are required',
        variant: 'destructive',
      });
      return setErrors({
        ...(name ? {} : { name: 'Name is required' }),
        ...(logoUrl ? {} : { logoUrl: 'Logo is required' }),
      });
    }
    const parsed = sponsorInputSchema.safeParse({
      name,
      logoUrl,
      websiteUrl: textOf(data, 'websiteUrl'),
      displayOrder: parseDisplayOrder(textOf(data, 'displayOrder')),
      isActive,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: sponsor?.id, input: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(
            sponsor ? 'Sponsor updated' : 'Sponsor created',
            `The sponsor has been ${sponsor ? 'updated' : 'created'} successfully`,
          );
          onClose();
        },
        onError: (error) =>
          setFailure(reportFailure(error, sponsor ? 'Failed to update sponsor' : 'Failed to create sponsor')),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sponsor ? 'Edit Sponsor' : 'Add New Sponsor'}
      description="Active sponsors show on the Sponsors page, lowest display order first."
      pending={save.isPending}
      failure={failure}
      submitLabel={sponsor ? 'Update Sponsor' : 'Create Sponsor'}
      onSubmit={submit}
    >
      <TextField label="Name" name="name" defaultValue={sponsor?.name} error={errors.name} required />
      <div className="grid gap-2">
        <span className="text-sm font-medium">Logo</span>
        <div className="flex items-center gap-4">
          <div className="flex h-20 w-36 shrink-0 items-center justify-center rounded-xl border border-white/10 bg-bg p-2">
            {logoUrl ? (
              <img
                src={logoUrl}
                alt="Logo preview"
                width={136}
                height={68}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <span className="text-sm text-muted">No logo</span>
            )}
          </div>
          <ObjectUploader
            options={{
              id: 'sponsor-logo',
              kind: 'image',
              maxNumberOfFiles: 1,
              maxFileSize: MAX_UPLOAD_BYTES,
              allowedFileTypes: LOGO_TYPES,
            }}
            label={logoUrl ? 'Replace Logo' : 'Upload Logo'}
            note="One image: JPG, PNG, GIF, WebP or SVG, up to 10 MB"
            className={`${buttonClass('secondary')} w-fit`}
            onUploaded={([file]) => {
              setLogoUrl(file.objectPath);
              toastSuccess('Logo uploaded', 'The logo has been uploaded successfully');
            }}
          />
        </div>
        {errors.logoUrl && <p className="text-sm text-red">{errors.logoUrl}</p>}
      </div>
      <TextField
        label="Website (optional)"
        name="websiteUrl"
        type="url"
        placeholder="https://..."
        defaultValue={sponsor?.websiteUrl ?? ''}
        error={errors.websiteUrl}
      />
      <TextField
        label="Display order"
        name="displayOrder"
        type="number"
        step={1}
        inputMode="numeric"
        defaultValue={sponsor?.displayOrder ?? 0}
        error={errors.displayOrder}
      />
      <SwitchField
        label="Active"
        description={isActive ? 'Shown on the Sponsors page' : 'Hidden from the Sponsors page'}
        checked={isActive}
        onCheckedChange={setIsActive}
      />
    </FormDialog>
  );
}
