import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/text-field';
import { toastSuccess } from '../form-feedback';
import { AdminImage } from './admin-image';
import { ObjectUploader } from './object-uploader';

/**
 * An optional picture (an event's, a Wall of Fame member's photo): an address typed in, or one
 * image uploaded with the widget.
 */
export function ImageUrlField({
  value,
  onChange,
  error,
  label = 'Image URL (optional)',
  name = 'imageUrl',
  what = 'event image',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  /** The form field's name. */
  name?: string;
  /** What the picture is, in the preview's description and the upload's message. */
  what?: string;
}) {
  return (
    <div className="grid gap-3">
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="/objects/... or https://..."
        error={error}
      />
      <div className="flex items-center gap-3">
        {value && (
          <AdminImage
            src={value}
            alt={`${what[0].toUpperCase()}${what.slice(1)}`}
            sizes="96px"
            className="h-16 w-24 rounded-lg object-cover"
          />
        )}
        <ObjectUploader
          options={{ id: name }}
          label={value ? 'Replace Image' : 'Upload Image'}
          note="One image, up to 10 MB"
          className={`${buttonClass('secondary')} w-fit`}
          onUploaded={([file]) => {
            onChange(file.objectPath);
            toastSuccess('Image uploaded', `The ${what} has been uploaded successfully`);
          }}
        />
      </div>
    </div>
  );
}
