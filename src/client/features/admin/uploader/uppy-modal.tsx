import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import DashboardModal from '@uppy/react/dashboard-modal';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { createUppy, type UploaderOptions } from './create-uppy';

export interface UploadedFile {
  objectPath: string;
  name: string;
}

interface UppyModalProps {
  options: UploaderOptions;
  open: boolean;
  note: string;
  onClose: () => void;
  onUploaded: (files: UploadedFile[]) => void;
}

/** Uppy's own Dashboard in a modal (this module, and so Uppy, is loaded only by the dashboard). */
export default function UppyModal({ options, open, note, onClose, onUploaded }: UppyModalProps) {
  const [uppy] = useState(() => createUppy(options));
  useEffect(() => () => uppy.destroy(), [uppy]);
  // Room for more product images shrinks as images are added to the form.
  useEffect(() => {
    uppy.setOptions({
      restrictions: { ...uppy.opts.restrictions, maxNumberOfFiles: options.maxNumberOfFiles },
    });
  }, [uppy, options.maxNumberOfFiles]);

  useEffect(() => {
    const onComplete: Parameters<typeof uppy.on<'complete'>>[1] = (result) => {
      const uploaded = (result.successful ?? [])
        .filter((file) => file.meta.objectPath)
        .map((file) => ({ objectPath: file.meta.objectPath as string, name: file.name ?? 'file' }));
      const failed = result.failed ?? [];
      if (failed.length > 0) {
        // The widget lists each failure with its reason and a retry; the toast says it happened.
        toast({
          title: 'Upload failed',
          description: failed.map((file) => `${file.name}: ${file.error}`).join('; '),
          variant: 'destructive',
        });
      }
      if (uploaded.length > 0) {
        onUploaded(uploaded);
        if (failed.length === 0) {
          uppy.clear();
          onClose();
        }
      }
    };
    uppy.on('complete', onComplete);
    return () => {
      uppy.off('complete', onComplete);
    };
  }, [uppy, onUploaded, onClose]);

  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={onClose}
      closeModalOnClickOutside
      proudlyDisplayPoweredByUppy={false}
      theme="dark"
      // The widget is emptied right after a finished upload: previews still being drawn then
      // would be dropped mid-way (Uppy logs an error), so the upload waits for them.
      waitForThumbnailsBeforeUpload
      note={note}
    />
  );
}
