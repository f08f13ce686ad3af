import { z } from 'zod';
import { singleLine } from './fields';
import { isHttpUrl, isObjectPath, UPLOAD_KINDS } from './upload-rules';

/**
 * An image or file field (logoUrl, images, imageUrl, fileUrl): a file this site serves or an
 * http(s) address. Nothing else, so no "javascript:" or "data:" URL can reach a page.
 */
export const assetUrlSchema = singleLine('Address')
  .max(2000, 'Address is too long')
  .refine((value) => isObjectPath(value) || isHttpUrl(value), {
    message: 'Must be an uploaded file (/objects/...) or an http(s) address',
  });

/** A host name with a dot ("example.com", "www.café.example"), an optional port, then a path. */
const BARE_HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/**
 * A website as people type it: "example.com" (or "example.com/menu") is completed to
 * "https://example.com". Anything else is left as it is and judged as typed, so "mailto:",
 * "javascript:", "//host" or "\\host" is still refused rather than turned into a website.
 */
export function completeWebAddress(typed: string): string {
  const value = typed.trim();
  return BARE_HOST.test(value) ? `https://${value}` : value;
}

/** A link to another site (a sponsor's website): http or https only, "https://" added when left out. */
export const webUrlSchema = singleLine('Address')
  .overwrite(completeWebAddress)
  .max(2000, 'Address is too long')
  .refine(isHttpUrl, { message: 'Must be an http:// or https:// address' });

/** POST /api/admin/product-images: the uploadURL the file went to. */
export const registerUploadSchema = z.object({
  imageURL: singleLine('imageURL').min(1, 'imageURL is required').max(4000),
  kind: z.enum(UPLOAD_KINDS).default('image'),
});
export type RegisterUploadInput = z.input<typeof registerUploadSchema>;

/** POST /api/objects/upload: where the widget sends the file (a signed URL of ours or the bucket's). */
export const uploadUrlAnswerSchema = z.object({ uploadURL: z.string() });
/** Where the widget sends a file (POST /api/objects/upload). */
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;

/**
 * POST /api/admin/product-images: the registered file's /objects/ path; a picture (re-encoded as
 * WebP) also has its size in pixels.
 */
export const registeredUploadSchema = z.object({
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
/** A file the site now serves (POST /api/admin/product-images). */
export type RegisteredUpload = z.infer<typeof registeredUploadSchema>;
