/** Widths of the smaller WebP copies made beside every uploaded picture. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

/**
 * An uploaded picture's main file is named after its size ("/objects/uploads/<id>/1600x1067.webp"),
 * and its smaller copies after their width ("w400.webp"). From the path alone a page can therefore
 * give the <img> its width and height (no layout shift) and a srcset. Null for any other path.
 */
export function uploadedImage(src: string): { width: number; height: number; srcSet: string } | null {
  const match = /^(\/objects\/uploads\/[a-zA-Z0-9-]+\/)(\d+)x(\d+)\.webp$/.exec(src);
  if (!match) return null;
  const [, folder, w, h] = match;
  const width = Number(w);
  const smaller = IMAGE_VARIANT_WIDTHS.filter((v) => v < width).map((v) => `${folder}w${v}.webp ${v}w`);
  return { width, height: Number(h), srcSet: [...smaller, `${src} ${width}w`].join(', ') };
}
