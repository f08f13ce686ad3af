import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  type RegisteredUpload,
  type UploadKind,
  type UploadUrlAnswer,
} from '../../../shared/uploads';
import { HttpError } from '../../errors';
import { inspectUpload } from './inspect-upload';
import { processImage } from './process-image';
import { claimUpload, deleteClaimsBefore } from './repository';
import { discardIfUnregistered } from './upload-jobs';
import {
  checkUploadUrl,
  incomingKey,
  newUploadId,
  signedUploadUrl,
  UPLOAD_URL_TTL_SECONDS,
} from './upload-url';

// Uploads in two steps: staff ask where to send a file (the bucket's presigned URL, or a signed
// URL of ours with the disk driver), the widget sends it there, then staff register it.

const MB = MAX_UPLOAD_BYTES / 1_048_576;

/** Where to send the next file; its removal is planned at once, should it never be registered. */
export async function newUploadUrl(app: FastifyInstance): Promise<UploadUrlAnswer> {
  const id = newUploadId();
  await discardIfUnregistered(app, app.db, id);
  if (app.storage.presignPut) {
    return { uploadURL: await app.storage.presignPut(incomingKey(id), UPLOAD_URL_TTL_SECONDS) };
  }
  // Claims older than any URL's lifetime can go: those URLs have expired anyway.
  await deleteClaimsBefore(app.db, new Date(Date.now() - 86_400_000));
  return { uploadURL: await signedUploadUrl(app, id) };
}

/**
 * Whether a file may be sent to our upload URL, decided before its body is read: a bad link or
 * an announced size over the limit stops at once.
 */
export async function checkUploadRequest(
  app: FastifyInstance,
  id: string,
  link: { expires: number; signature: string },
  contentLength: number,
): Promise<void> {
  if (app.storage.presignPut) throw new HttpError(404, 'not_found', 'Uploads go to the bucket directly.');
  const verdict = await checkUploadUrl(app, id, link.expires, link.signature);
  if (verdict === 'invalid')
    throw new HttpError(403, 'upload_link_invalid', 'This upload link is not valid.');
  if (verdict === 'expired') throw new HttpError(403, 'upload_link_expired', 'Request has expired');
  if (contentLength > MAX_UPLOAD_BYTES)
    throw new HttpError(413, 'payload_too_large', `Files may be at most ${MB} MB.`);
}

/**
 * Keeps a file sent to our upload URL under incoming/ until it is registered, and answers its
 * ETag (as a bucket would). The link is claimed only once the bytes have arrived, so an upload
 * cut off midway can be retried.
 */
export async function receiveUpload(
  app: FastifyInstance,
  id: string,
  body: Buffer | undefined,
): Promise<string> {
  if (!body || body.length === 0) throw new HttpError(400, 'upload_empty', 'The upload is empty.');
  const key = incomingKey(id);
  if (!(await claimUpload(app.db, key)))
    throw new HttpError(403, 'upload_link_used', 'This upload link has already been used.');
  await app.storage.put(key, body, 'application/octet-stream');
  return `"${createHash('md5').update(body).digest('hex')}"`;
}

/** The upload id in an uploadURL the widget used: ours (/api/objects/upload/<id>) or the bucket's (…/incoming/<id>). */
export function uploadIdFrom(imageURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(imageURL, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match =
    /\/(?:incoming|api\/objects\/upload)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
      pathname,
    );
  return match?.[1] ?? null;
}

/**
 * Turns a file waiting under incoming/ into a file the site serves: checks that it exists, its
 * size and its real type, makes the WebP copies of a picture, and answers its /objects/ path.
 * The incoming file is removed whatever happens, so a refused file is not kept.
 */
export async function registerUpload(
  app: FastifyInstance,
  input: { imageURL: string; kind: UploadKind },
): Promise<RegisteredUpload> {
  const id = uploadIdFrom(input.imageURL);
  if (!id) throw new HttpError(400, 'not_an_upload', 'imageURL is not an upload address of this site.');
  const key = incomingKey(id);
  const info = await app.storage.head(key);
  if (!info)
    throw new HttpError(404, 'not_found', 'The uploaded file was not found. Please upload it again.');
  try {
    if (info.size > MAX_UPLOAD_BYTES)
      throw new HttpError(413, 'payload_too_large', `Files may be at most ${MB} MB.`);
    if (info.size === 0) throw new HttpError(400, 'upload_empty', 'The uploaded file is empty.');
    const bytes = await app.storage.read(key, MAX_UPLOAD_BYTES);
    if (!bytes)
      throw new HttpError(404, 'not_found', 'The uploaded file was not found. Please upload it again.');
    const found = await inspectUpload(bytes, input.kind);
    const folder = `uploads/${id}`;
    if (found.type === 'raster') {
      const image = await processImage(bytes);
      for (const variant of image.variants)
        await app.storage.put(`${folder}/${variant.name}`, variant.body, 'image/webp');
      await app.storage.put(`${folder}/${image.main.name}`, image.main.body, 'image/webp');
      return {
        objectPath: `/objects/${folder}/${image.main.name}`,
        contentType: 'image/webp',
        size: image.main.body.length,
        width: image.width,
        height: image.height,
      };
    }
    const name = found.type === 'svg' ? 'logo.svg' : 'deck.pdf';
    await app.storage.put(`${folder}/${name}`, bytes, found.mime);
    return { objectPath: `/objects/${folder}/${name}`, contentType: found.mime, size: bytes.length };
  } finally {
    await app.storage
      .delete(key)
      .catch((err) => app.log.warn({ err, key }, 'could not remove an incoming upload'));
  }
}
