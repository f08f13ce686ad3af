import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, type RegisteredUpload, type UploadKind } from '../../../shared/uploads';
import { HttpError } from '../../errors';
import { inspectUpload } from './inspect-upload';
import { processImage } from './process-image';
import { incomingKey } from './upload-url';

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

const MB = MAX_UPLOAD_BYTES / 1_048_576;

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
  if (!id) throw new HttpError(400, 'imageURL is not an upload address of this site.');
  const key = incomingKey(id);
  const info = await app.storage.head(key);
  if (!info) throw new HttpError(404, 'The uploaded file was not found. Please upload it again.');
  try {
    if (info.size > MAX_UPLOAD_BYTES) throw new HttpError(413, `Files may be at most ${MB} MB.`);
    if (info.size === 0) throw new HttpError(400, 'The uploaded file is empty.');
    const bytes = await app.storage.read(key, MAX_UPLOAD_BYTES);
    if (!bytes) throw new HttpError(404, 'The uploaded file was not found. Please upload it again.');
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
