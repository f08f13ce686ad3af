import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/text-field';
import { toastSuccess } from '../form-feedback';
import { AdminImage } from './admin-image';
import { ObjectUploader } from './object-uploader';

/** An event's optional picture: an address typed in, or one image uploaded with the widget. */
export function ImageUrlField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="grid gap-3">
      <TextField
        label="Image URL (optional)"
        name="imageUrl"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="/objects/... or https://..."
        error={error}
      />
      <div className="flex items-center gap-3">
        {value && (
          <AdminImage
            src={value}
            alt="Event image"
            sizes="96px"
            className="h-16 w-24 rounded-lg object-cover"
          />
        )}
        <ObjectUploader
          options={{ id: 'event-image' }}
          label={value ? 'Replace Image' : 'Upload Image'}
          note="One image, up to 10 MB"
          className={`${buttonClass('secondary')} w-fit`}
          onUploaded={([file]) => {
            onChange(file.objectPath);
            toastSuccess('Image uploaded', 'The event image has been uploaded successfully');
          }}
        />
      </div>
    </div>
  );
}
