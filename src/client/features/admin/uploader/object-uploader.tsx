import { Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { UploaderOptions } from './create-uppy';
import type { UploadedFile } from './uppy-modal';

// Uppy (and its styles) load only when the dashboard asks for them, never with a public page.
const loadModal = () => import('./uppy-modal');
const UppyModal = lazy(loadModal);

/** Start loading the widget early, so the first click opens it at once. */
export const preloadUploader = () => void loadModal();

interface ObjectUploaderProps {
  options: UploaderOptions;
  label: string;
  note: string;
  onUploaded: (files: UploadedFile[]) => void;
  className: string;
}

/** A button that opens the upload widget; the widget stays mounted so a selection is kept. */
export function ObjectUploader({ options, label, note, onUploaded, className }: ObjectUploaderProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Upload size={16} aria-hidden />
        {label}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <UppyModal options={options} open={open} note={note} onClose={close} onUploaded={onUploaded} />
        </Suspense>
      )}
    </>
  );
}

export type { UploadedFile };
