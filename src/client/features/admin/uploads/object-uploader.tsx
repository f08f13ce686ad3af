import { RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, type UploadKind } from '../../../../shared/uploads';
import { toast } from '../../../components/ui/toast-store';
import { isAllowedType, type SendProgress, sendFile, UploadCancelled } from './send-file';

// A picked file is uploaded at once, inside the form: one step, its progress on screen, Cancel
// while it goes, Retry when it failed (docs/uploads.md). Nothing opens over the form.

export interface UploaderOptions {
  /** Names the uploader (its file input's id). */
  id: string;
  /** What the file is for (default: a picture). */
  kind?: UploadKind;
  /** The defaults: one file, at most 10 MB, any picture; each can be changed. */
  maxNumberOfFiles?: number;
  maxFileSize?: number;
  allowedFileTypes?: string[];
}

export interface UploadedFile {
  objectPath: string;
  name: string;
}

interface ObjectUploaderProps {
  options: UploaderOptions;
  label: string;
  /** What may be picked, said under the button. */
  note: string;
  onUploaded: (files: UploadedFile[]) => void;
  className: string;
}

type Row = {
  key: number;
  file: File;
  state: { step: 'sending' | 'checking'; sent: number } | { step: 'failed'; reason: string };
};

const percent = (sent: number) => Math.round(sent * 100);

/** Why a picked file is refused before anything is sent, or null when it may go. */
function refusal(file: File, options: UploaderOptions): string | null {
  const types = options.allowedFileTypes ?? ['image/*'];
  if (!isAllowedType(file, types)) return `${file.name}: this kind of file is not accepted`;
  if (file.size > (options.maxFileSize ?? MAX_UPLOAD_BYTES)) return `${file.name}: the file is over 10 MB`;
  return null;
}

export function ObjectUploader({ options, label, note, onUploaded, className }: ObjectUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const nextKey = useRef(0);
  const running = useRef(new Map<number, AbortController>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  // A form closed mid-way stops its uploads (the server clears files never registered).
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const update = (key: number, state: Row['state'] | null) =>
    setRows((list) =>
      state === null
        ? list.filter((row) => row.key !== key)
        : list.map((row) => (row.key === key ? { ...row, state } : row)),
    );

  /** Sends one file; answers it once registered, or null when it failed or was cancelled. */
  const start = (key: number, file: File): Promise<UploadedFile | null> => {
    const controller = new AbortController();
    running.current.set(key, controller);
    update(key, { step: 'sending', sent: 0 });
    const onProgress = ({ step, sent }: SendProgress) => update(key, { step, sent });
    return sendFile(file, options.kind ?? 'image', onProgress, controller.signal)
      .then((registered) => {
        update(key, null);
        return { objectPath: registered.objectPath, name: file.name };
      })
      .catch((error: unknown) => {
        if (error instanceof UploadCancelled) return null;
        const reason = error instanceof Error ? error.message : 'The file could not be saved';
        update(key, { step: 'failed', reason });
        toast({ title: 'Upload failed', description: `${file.name}: ${reason}`, variant: 'destructive' });
        return null;
      })
      .finally(() => running.current.delete(key));
  };

  const active = rows.filter((row) => row.state.step !== 'failed').length;
  const max = options.maxNumberOfFiles ?? 1;

  const pick = (files: File[]) => {
    // A new pick takes the place of the ones that failed, and of a single file still going.
    const replacing = max === 1;
    if (replacing) for (const controller of running.current.values()) controller.abort();
    const room = replacing ? 1 : max - active;
    const refused: string[] = [];
    if (files.length > room) refused.push(`Only ${room} more file${room === 1 ? '' : 's'} can be added`);
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const why = refusal(file, options);
      if (why) refused.push(why);
      return !why;
    });
    if (refused.length > 0)
      toast({ title: 'Upload failed', description: refused.join('; '), variant: 'destructive' });
    const added = accepted.map((file) => ({ key: nextKey.current++, file }));
    setRows((list) => [
      ...list.filter((row) => !replacing && row.state.step !== 'failed'),
      ...added.map(({ key, file }) => ({ key, file, state: { step: 'sending' as const, sent: 0 } })),
    ]);
    // The files of one pick are sent at once but handed on together, in the order staff picked
    // them (a product's pictures keep the order they were chosen in, whichever arrives first).
    void Promise.all(added.map(({ key, file }) => start(key, file))).then((results) => {
      const done = results.filter((result): result is UploadedFile => result !== null);
      if (done.length > 0) uploaded.current(done);
    });
  };

  const cancel = (key: number) => {
    running.current.get(key)?.abort();
    update(key, null);
  };

  const multiple = max > 1;
  return (
    <div className="grid min-w-0 gap-2">
      <div>
        <button
          type="button"
          className={className}
          aria-describedby={noteId}
          onClick={() => input.current?.click()}
        >
          <Upload size={16} aria-hidden />
          {label}
        </button>
        <p id={noteId} className="mt-1.5 text-xs text-muted">
          {note}
        </p>
        <input
          ref={input}
          id={`${options.id}-file`}
          type="file"
          hidden
          multiple={multiple}
          accept={(options.allowedFileTypes ?? ['image/*']).join(',')}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length > 0) pick(files);
          }}
        />
      </div>
      {rows.length > 0 && (
        <ul
          aria-label="Uploads"
          aria-busy={active > 0}
          // A form with an upload going (or failed) has a change to lose (form-dialog.tsx asks).
          data-upload-pending=""
          className="grid gap-2"
        >
          {rows.map((row) => (
            <UploadRow
              key={row.key}
              row={row}
              onCancel={() => cancel(row.key)}
              onRetry={() => void start(row.key, row.file).then((done) => done && uploaded.current([done]))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({ row, onCancel, onRetry }: { row: Row; onCancel: () => void; onRetry: () => void }) {
  const { file, state } = row;
  const failed = state.step === 'failed';
  const shown = state.step === 'sending' ? percent(state.sent) : 100;
  return (
    <li
      className={`grid gap-2 rounded-lg border bg-bg px-3 py-2.5 text-sm ${failed ? 'border-red/60' : 'border-white/15'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-medium">{file.name}</span>
        <span className="flex shrink-0 gap-1.5">
          {failed ? (
            <>
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-xs font-semibold hover:border-cyan/60 hover:text-cyan"
              >
                <RotateCcw size={14} aria-hidden />
                Retry<span className="sr-only"> {file.name}</span>
              </button>
              <button
                type="button"
                onClick={onCancel}
                aria-label={`Remove ${file.name}`}
                className="rounded-full p-1 text-muted hover:text-text"
              >
                <X size={16} aria-hidden />
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-xs font-semibold hover:border-red/60 hover:text-red"
            >
              <X size={14} aria-hidden />
              Cancel<span className="sr-only"> {file.name}</span>
            </button>
          )}
        </span>
      </div>
      {failed ? (
        <p className="text-red">{state.reason}</p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={`Uploading ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown}
            aria-valuetext={state.step === 'checking' ? 'Checking the file' : `${shown}%`}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={`h-full rounded-full bg-cyan transition-[width] ${state.step === 'checking' ? 'animate-pulse' : ''}`}
              style={{ width: `${shown}%` }}
            />
          </div>
          <p className="text-xs text-muted">
            {state.step === 'checking' ? 'Checking the file...' : `Uploading... ${shown}%`}
          </p>
        </>
      )}
    </li>
  );
}
