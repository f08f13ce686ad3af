import type { Event } from '../../../shared/events';
import { uploadedImage } from '../../../shared/uploaded-image';

/**
 * An event's picture at the size the layout gives it: an uploaded one brings its 400 and 800 px
 * copies (a phone takes the small one), and its width and height, so nothing shifts as it loads.
 * An event without a picture shows none.
 */
export function EventImage({
  event,
  sizes,
  eager = false,
  className = '',
}: {
  event: Pick<Event, 'imageUrl'>;
  /** The `sizes` of the layout the picture sits in. */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!event.imageUrl) return null;
  const uploaded = uploadedImage(event.imageUrl);
  return (
    <img
      src={event.imageUrl}
      srcSet={uploaded?.srcSet}
      sizes={uploaded ? sizes : undefined}
      // The picture illustrates the title right beside it: it has nothing more to say.
      alt=""
      width={uploaded?.width ?? 1600}
      height={uploaded?.height ?? 900}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-surface-2 object-cover ${className}`}
    />
  );
}
