import { MAX_UPLOAD_BYTES } from './constants';
import type { RegisteredUpload, UploadUrlAnswer } from './uploads-schema';

// Uploads: limits shared by the widget and the server, what an image or file field
// may hold, and the names of the resized pictures the server makes. The zod schemas and the types
// they give are in uploads-schema.ts, so the pages that show pictures do not download a validation
// library; what both modules need is in upload-rules.ts, so uploads-schema.ts imports nothing from
// here.

export {
  isHttpUrl,
  isObjectPath,
  OBJECT_PATH_PATTERN,
  UPLOAD_KINDS,
  type UploadKind,
} from './upload-rules';
export { MAX_UPLOAD_BYTES };
export const MAX_PRODUCT_IMAGES = 5;
/** The widget's retry delays for calls to our upload endpoints. */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/** Statuses worth retrying: 408, 409, 418, 423, 429 and 5xx except 501 and 505. */
export function isRetryableStatus(status: number): boolean {
  if ([408, 409, 418, 423, 429].includes(status)) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

// What pages need to show an uploaded picture is in uploaded-image.ts, so they download only that.
export { IMAGE_VARIANT_WIDTHS, uploadedImage } from './uploaded-image';
/** A file the site now serves; where the widget sends a file (the types of their schemas). */
export type { RegisteredUpload, UploadUrlAnswer };
