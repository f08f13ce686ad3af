import { IMAGE_VARIANT_WIDTHS } from '../../../shared/uploads';
import { HttpError } from '../../errors';

// Every uploaded picture is re-encoded as WebP: the files stay small, the camera's metadata
// (GPS position included) is dropped, and a file that only pretended to be an image fails here.
// The main copy is at most 1600 px on its longer side; smaller copies serve phones (srcset).

const MAX_SIDE = 1600;
// A small file can still decode to a huge bitmap: refuse anything over 50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageFile {
  name: string;
  body: Buffer;
}

export interface ProcessedImage {
  main: ImageFile;
  width: number;
  height: number;
  variants: ImageFile[];
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  // sharp (and libvips) load with the first upload, not at start.
  const { default: sharp } = await import('sharp');
  try {
    const input = () => sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { data, info } = await input()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // For an animation, height is all frames stacked; one frame's height is pageHeight.
    const height = info.pageHeight ?? info.height;
    const variants: ImageFile[] = [];
    for (const width of IMAGE_VARIANT_WIDTHS.filter((w) => w < info.width)) {
      const body = await input().resize({ width }).webp({ quality: 80 }).toBuffer();
      variants.push({ name: `w${width}.webp`, body });
    }
    return {
      main: { name: `${info.width}x${height}.webp`, body: data },
      width: info.width,
      height,
      variants,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(
      415,
      'unreadable_image',
      'This picture could not be read. Please upload another file.',
    );
  }
}
