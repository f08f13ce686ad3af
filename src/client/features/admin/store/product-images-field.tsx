import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES } from '../../../../shared/uploads';
import { buttonClass } from '../../../components/ui/button-styles';
import { toastSuccess } from '../form-feedback';
import { AdminImage } from '../uploads/admin-image';
import { ObjectUploader } from '../uploads/object-uploader';

interface ProductImagesFieldProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  error?: string;
}

/** `list` with the item at `from` moved to `to`. */
const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * A product's pictures (up to 5), in the order the store shows them (the first is the cover):
 * thumbnails to move earlier or later and to remove, and the widget for the room left.
 */
export function ProductImagesField({ images, onChange, error }: ProductImagesFieldProps) {
  const room = MAX_PRODUCT_IMAGES - images.length;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">
        Images ({images.length}/{MAX_PRODUCT_IMAGES})
      </legend>
      {images.length > 0 && (
        <ul aria-label="Product images" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {images.map((src, index) => (
            <li key={src} className="relative">
              <AdminImage
                src={src}
                alt={`Image ${index + 1}`}
                sizes="120px"
                className="aspect-square w-full rounded-lg object-cover"
              />
              {index === 0 && (
                <span className="absolute bottom-1 left-1 rounded-full bg-bg/90 px-2 py-0.5 text-[11px] font-semibold text-text">
                  Cover
                </span>
              )}
              <button
                type="button"
                onClick={() => onChange((list) => list.filter((s) => s !== src))}
                aria-label={`Remove image ${index + 1}`}
                className="absolute top-1 right-1 rounded-full bg-bg/90 p-1 text-text hover:text-red"
              >
                <X size={14} aria-hidden />
              </button>
              <div className="mt-1 flex justify-between">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => onChange((list) => moved(list, list.indexOf(src), list.indexOf(src) - 1))}
                  aria-label={`Move image ${index + 1} earlier`}
                  className="rounded-full p-1 text-muted hover:text-text disabled:invisible"
                >
                  <ChevronLeft size={16} aria-hidden />
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1}
                  onClick={() => onChange((list) => moved(list, list.indexOf(src), list.indexOf(src) + 1))}
                  aria-label={`Move image ${index + 1} later`}
                  className="rounded-full p-1 text-muted hover:text-text disabled:invisible"
                >
                  <ChevronRight size={16} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-red">{error}</p>}
      {/* At five pictures the button goes: there is no room left. */}
      {room > 0 && (
        <ObjectUploader
          options={{ id: 'product-images', maxNumberOfFiles: room, maxFileSize: MAX_UPLOAD_BYTES }}
          label="Upload Images"
          note={`Images only, up to ${room} file${room === 1 ? '' : 's'}, 10 MB each`}
          className={`${buttonClass('secondary')} w-fit`}
          onUploaded={(files) => {
            onChange((list) => [...list, ...files.map((f) => f.objectPath)].slice(0, MAX_PRODUCT_IMAGES));
            toastSuccess('Image uploaded', `${files.map((f) => f.name).join(', ')} uploaded successfully`);
          }}
        />
      )}
    </fieldset>
  );
}
