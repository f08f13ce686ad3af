import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import GoldenRetriever from '@uppy/golden-retriever';
import { MAX_UPLOAD_BYTES, type UploadKind } from '../../../../shared/uploads';
import { ApiError } from '../../../lib/api-error';
import { withUploadRetries } from '../admin-request';
import { registerUpload, requestUploadUrl } from './api';

export type UploadMeta = Meta & { objectPath?: string };

export interface UploaderOptions {
  /** Names the instance, so a recovered selection returns to the same uploader. */
  id: string;
  /** What the file is for (default: a picture). */
  kind?: UploadKind;
  /** The widget's defaults: one file, at most 10 MB, any image; each can be changed. */
  maxNumberOfFiles?: number;
  maxFileSize?: number;
  allowedFileTypes?: string[];
}

/**
 * The upload widget's engine: Uppy with its S3 uploader (a presigned PUT, whether the URL is our
 * disk endpoint or a bucket) and Golden Retriever (a selection survives a reload; files whose
 * bytes are gone come back as "ghosts" that must be picked again). Restrictions, retries of the
 * PUT, progress and every message are the library's. Our part: where to send the file, and
 * registering it afterwards, as a post-processing step so the widget shows it.
 */
export function createUppy(options: UploaderOptions): Uppy<UploadMeta, AwsBody> {
  const uppy = new Uppy<UploadMeta, AwsBody>({
    id: options.id,
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: options.maxNumberOfFiles ?? 1,
      maxFileSize: options.maxFileSize ?? MAX_UPLOAD_BYTES,
      allowedFileTypes: options.allowedFileTypes ?? ['image/*'],
    },
  });
  uppy.use(AwsS3, {
    // Our files are at most 10 MB: the library's own rule (multipart from 100 MB) never applies.
    signRequest: async (request) => {
      if (request.method !== 'PUT' || 'uploadId' in request) {
        throw new Error('Only single uploads are supported');
      }
      const { uploadURL } = await withUploadRetries(requestUploadUrl);
      // The disk driver answers a path on this site; the widget needs a full address.
      return { url: new URL(uploadURL, window.location.href).href };
    },
  });
  uppy.use(GoldenRetriever);
  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      if (!file || file.error || file.meta.objectPath || !file.progress.uploadComplete) continue;
      uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Checking the file...' });
      try {
        const registered = await withUploadRetries(() =>
          registerUpload({
            imageURL: file.uploadURL ?? file.response?.uploadURL,
            kind: options.kind ?? 'image',
          }),
        );
        uppy.setFileMeta(id, { objectPath: registered.objectPath });
      } catch (error) {
        // The server refused the file (type, size...): the widget shows why, and a retry
        // sends the file again from the start.
        uppy.setFileState(id, {
          progress: {
            ...file.progress,
            uploadComplete: false,
            uploadStarted: null,
            percentage: 0,
            bytesUploaded: false,
            postprocess: undefined,
          },
        });
        const reason = error instanceof ApiError ? error.message : 'The file could not be saved';
        uppy.emit('upload-error', file, new Error(reason));
      } finally {
        const latest = uppy.getFile(id);
        if (latest) uppy.emit('postprocess-complete', latest);
      }
    }
  });
  return uppy;
}
