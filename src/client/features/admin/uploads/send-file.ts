import type { RegisteredUpload, UploadKind } from '../../../../shared/uploads';
import { ApiError } from '../../../lib/api-error';
import { withUploadRetries } from '../admin-request';
import { registerUpload, requestUploadUrl } from './api';

// One upload in its three steps (docs/uploads.md): where to send the file, sending it with its
// progress, and registering it, which checks what it really is. A signal stops it at any step.

/** The upload was stopped by the person who started it (Cancel, or the form closed). */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
  }
}

export interface SendProgress {
  /** 'sending' with the share of bytes sent (0 to 1), then 'checking' while the server looks at it. */
  step: 'sending' | 'checking';
  sent: number;
}

/** PUTs the bytes to the upload address, telling its progress. */
function put(url: string, file: File, onProgress: (sent: number) => void, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(request.status === 413 ? 'The file is over 10 MB' : 'The file could not be sent'));
    request.onerror = () => reject(new Error('The connection failed while sending the file'));
    request.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

export async function sendFile(
  file: File,
  kind: UploadKind,
  onProgress: (progress: SendProgress) => void,
  signal: AbortSignal,
): Promise<RegisteredUpload> {
  const stopIfCancelled = () => {
    if (signal.aborted) throw new UploadCancelled();
  };
  try {
    const { uploadURL } = await withUploadRetries(requestUploadUrl);
    stopIfCancelled();
    // Our disk driver answers a path on this site; the bucket a full address.
    const url = new URL(uploadURL, window.location.href);
    onProgress({ step: 'sending', sent: 0 });
    await put(url.href, file, (sent) => onProgress({ step: 'sending', sent }), signal);
    stopIfCancelled();
    onProgress({ step: 'checking', sent: 1 });
    // The address without its signature: the server needs only where the file went.
    const registered = await withUploadRetries(() =>
      registerUpload({ imageURL: `${url.origin}${url.pathname}`, kind }),
    );
    stopIfCancelled();
    return registered;
  } catch (error) {
    if (error instanceof UploadCancelled || signal.aborted) throw new UploadCancelled();
    // The server's reason (a file that only pretends to be a picture, too large...) is said as is.
    if (error instanceof ApiError) throw new Error(error.message);
    throw error instanceof Error ? error : new Error('The file could not be saved');
  }
}

/** Whether a picked file is of an allowed kind: "image/*", "application/pdf" or an ending like ".svg". */
export function isAllowedType(file: Pick<File, 'name' | 'type'>, allowed: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return allowed.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
