import type { UploadKind } from '../../../shared/uploads';
import { HttpError } from '../../errors';

// What an uploaded file really is, from its bytes: the name and the type the browser claimed are
// not trusted. Pictures: JPEG, PNG, GIF, WebP, AVIF or SVG. The pitch deck: PDF.

const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

export type Inspected =
  | { type: 'raster'; mime: string }
  | { type: 'svg'; mime: 'image/svg+xml' }
  | { type: 'pdf'; mime: 'application/pdf' };

/** An SVG is XML text whose first element is <svg>, after an optional declaration and comments. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i, '');
  return /^<svg[\s>]/.test(rest);
}

export async function inspectUpload(bytes: Buffer, kind: UploadKind): Promise<Inspected> {
  // Loaded with the first upload, not at start (as process-image.ts does with sharp).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (kind === 'pitch-deck') {
    if (sniffed?.mime === 'application/pdf') return { type: 'pdf', mime: 'application/pdf' };
    throw new HttpError(415, 'unsupported_file', 'The pitch deck must be a PDF file.');
  }
  if (sniffed && RASTER_TYPES.has(sniffed.mime)) return { type: 'raster', mime: sniffed.mime };
  // file-type reads an SVG with an XML declaration as XML, and one without as nothing.
  if ((!sniffed || sniffed.mime === 'application/xml') && looksLikeSvg(bytes)) {
    // librsvg must be able to read it too: a file that merely starts like an SVG is refused.
    const { default: sharp } = await import('sharp');
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (meta?.format === 'svg') return { type: 'svg', mime: 'image/svg+xml' };
  }
  throw new HttpError(
    415,
    'unsupported_file',
    'This file is not a picture we accept: upload a JPEG, PNG, GIF, WebP, AVIF or SVG image.',
  );
}
