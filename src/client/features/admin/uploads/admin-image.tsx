import { ImageOff } from 'lucide-react';
import { uploadedImage } from '../../../../shared/uploads';

/**
 * A picture in the dashboard. Our uploads carry their size in their name, so the <img> gets its
 * width, height and smaller copies (srcset); other pictures fill the same box.
 */
export function AdminImage({
  src,
  alt,
  className,
  sizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
}: {
  src: string | null | undefined;
  alt: string;
  className: string;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-1 bg-surface-2 text-sm text-muted ${className}`}
      >
        <ImageOff size={22} aria-hidden />
        No image
      </div>
    );
  }
  const known = uploadedImage(src);
  return (
    <img
      src={src}
      srcSet={known?.srcSet}
      sizes={known ? sizes : undefined}
      width={known?.width ?? 800}
      height={known?.height ?? 600}
      alt={alt}
      loading="lazy"
      className={className}
    />
  );
}
