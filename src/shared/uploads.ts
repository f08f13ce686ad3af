import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './constants';
import type { registeredUploadSchema, uploadUrlAnswerSchema } from './uploads-schema';

// Uploads: limits shared by the widget and the server, what an image or file field
// may hold, and the names of the resized pictures the server makes. The zod schemas are in
// uploads-schema.ts, so the pages that show pictures do not download a validation library.

export { MAX_UPLOAD_BYTES };
export const MAX_PRODUCT_IMAGES = 5;
/** The widget's retry delays for calls to our upload endpoints. */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/** Statuses worth retrying: 408, 409, 418, 423, 429 and 5xx except 501 and 505. */
export function isRetryableStatus(status: number): boolean {
  if ([408, 409, 418, 423, 429].includes(status)) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/** "/objects/<key>" where the key is a plain relative path (no "..", no backslash, no "//"). */
export const OBJECT_PATH_PATTERN = /^\/objects\/[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function isObjectPath(value: string): boolean {
  return OBJECT_PATH_PATTERN.test(value) && !value.includes('..');
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/** What an uploaded file is for: pictures (logos, products, events) or the sponsor pitch deck. */
export const UPLOAD_KINDS = ['image', 'pitch-deck'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A file the site now serves (POST /api/admin/product-images). */
export type RegisteredUpload = z.infer<typeof registeredUploadSchema>;

/** Where the widget sends a file (POST /api/objects/upload). */
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;

// What pages need to show an uploaded picture is in uploaded-image.ts, so they download only that.
export { IMAGE_VARIANT_WIDTHS, uploadedImage } from './uploaded-image';
