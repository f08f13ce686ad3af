import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/uploads';
import { buttonClass } from '../../../components/ui/button-styles';
import { pitchDeckQuery } from '../../sponsors/api';
import { reportFailure, toastSuccess } from '../form-feedback';
import { ObjectUploader } from '../uploads/object-uploader';
import { useSavePitchDeck } from './api';

/** The sponsor pitch deck: PDF only, one file; the newest upload replaces the deck. */
export function PitchDeckCard() {
  const deck = useQuery(pitchDeckQuery);
  const save = useSavePitchDeck();
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-2xl border border-pink/30 bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <FileText aria-hidden className="mt-0.5 shrink-0 text-pink" />
        <div>
          <h3 className="font-semibold">Sponsor Pitch Deck</h3>
          {deck.data ? (
            <p className="text-sm text-muted">
              Current deck:{' '}
              <a
                href={deck.data.fileUrl}
                download={deck.data.fileName}
                className="text-cyan underline-offset-2 hover:underline"
              >
                {deck.data.fileName}
              </a>
            </p>
          ) : (
            <p className="text-sm text-muted">
              No deck yet: the Sponsors page says "Pitch Deck Coming Soon".
            </p>
          )}
        </div>
      </div>
      <ObjectUploader
        options={{
          id: 'pitch-deck',
          kind: 'pitch-deck',
          maxNumberOfFiles: 1,
          maxFileSize: MAX_UPLOAD_BYTES,
          allowedFileTypes: ['application/pdf', '.pdf'],
        }}
        label="Upload New Pitch Deck"
        note="PDF only, one file, up to 10 MB"
        className={`${buttonClass('primary')} w-fit shrink-0`}
        onUploaded={([file]) =>
          save.mutate(
            { fileName: file.name, fileUrl: file.objectPath },
            {
              onSuccess: () =>
                toastSuccess('Pitch deck uploaded', 'The pitch deck has been uploaded successfully'),
              onError: (error) => reportFailure(error, 'Failed to upload pitch deck'),
            },
          )
        }
      />
    </div>
  );
}
