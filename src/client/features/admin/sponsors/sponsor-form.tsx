import { useState } from 'react';
import { parseDisplayOrder, type Sponsor } from '../../../../shared/sponsors';
import { sponsorInputSchema } from '../../../../shared/sponsors-schema';
import { MAX_UPLOAD_BYTES } from '../../../../shared/uploads';
import { completeWebAddress } from '../../../../shared/uploads-schema';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { texts } from '../../../lib/use-zod-form';
import { SwitchField } from '../form-controls';
import { FormDialog, useAdminForm } from '../form-dialog';
import { toastSuccess } from '../form-feedback';
import { ObjectUploader } from '../uploads/object-uploader';
import { useSaveSponsor } from './api';

// The logo is one image file of these kinds.
const LOGO_TYPES = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'];

/** The sponsor form with its logo upload. */
export function SponsorForm({ sponsor, onClose }: { sponsor: Sponsor | null; onClose: () => void }) {
  const [logoUrl, setLogoUrl] = useState(sponsor?.logoUrl ?? '');
  const [isActive, setIsActive] = useState(sponsor?.isActive ?? true);
  const form = useAdminForm({
    schema: sponsorInputSchema,
    values: (data) => {
      const { name, websiteUrl, displayOrder } = texts(data, ['name', 'websiteUrl', 'displayOrder']);
      return { name, logoUrl, websiteUrl, displayOrder: parseDisplayOrder(displayOrder), isActive };
    },
    required: { name: 'Name is required', logoUrl: 'Logo is required' },
    onMissing: () =>
      toast({
        title: 'Error',
        description: 'Validation error: Name and logo are required',
        variant: 'destructive',
      }),
    save: useSaveSponsor(),
    id: sponsor?.id,
    saved: sponsor
      ? ['Sponsor updated', 'The sponsor has been updated successfully']
      : ['Sponsor created', 'The sponsor has been created successfully'],
    failed: () => (sponsor ? 'Failed to update sponsor' : 'Failed to create sponsor'),
    onClose,
  });
  const { errors, field } = form;

  return (
    <FormDialog
      form={form}
      title={sponsor ? 'Edit Sponsor' : 'Add New Sponsor'}
      description="Active sponsors show on the Sponsors page, lowest display order first."
      submitLabel={sponsor ? 'Update Sponsor' : 'Create Sponsor'}
    >
      <TextField label="Name" {...field('name')} defaultValue={sponsor?.name} required />
      <div className="grid gap-2">
        <span className="text-sm font-medium">Logo</span>
        <div className="flex flex-wrap items-start gap-4">
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
        {...field('websiteUrl')}
        type="url"
        placeholder="example.com"
        // What is saved is shown: "example.com" becomes "https://example.com" on leaving the field.
        onBlur={(e) => {
          e.currentTarget.value = completeWebAddress(e.currentTarget.value);
        }}
        defaultValue={sponsor?.websiteUrl ?? ''}
      />
      <TextField
        label="Display order"
        {...field('displayOrder')}
        type="number"
        step={1}
        inputMode="numeric"
        defaultValue={sponsor?.displayOrder ?? 0}
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
