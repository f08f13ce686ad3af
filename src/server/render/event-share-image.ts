import type { Event } from '../../shared/events';
import { uploadedImage } from '../../shared/uploads';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion } from '../features/events/event-card-image';
import type { PageHead } from './html-document';

/** A picture elsewhere whose address names a raster file (link previews and search engines draw no SVG). */
const RASTER_URL = /^https?:\/\/[^?#]+\.(?:png|jpe?g|webp)(?:[?#]|$)/i;

/**
 * The picture a shared link and search engines show: the event's own uploaded picture (its main
 * copy, WebP), a picture elsewhere that is a PNG, JPEG or WebP file, or else the PNG card made for
 * the event (`/events/<id>/card.png`), so it is always a raster image.
 */
export function eventShareImage(event: Event, siteUrl: string): NonNullable<PageHead['image']> {
  const alt = event.title;
  const uploaded = event.imageUrl ? uploadedImage(event.imageUrl) : null;
  if (event.imageUrl && uploaded) {
    return { url: `${siteUrl}${event.imageUrl}`, width: uploaded.width, height: uploaded.height, alt };
  }
  if (event.imageUrl && RASTER_URL.test(event.imageUrl)) return { url: event.imageUrl, alt };
  return {
    url: `${siteUrl}/events/${event.id}/card.png?v=${cardVersion(event)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt,
  };
}

/** What an event's schema.org data takes from the server: its raster picture, the club's address. */
export const eventJsonLdExtras = (siteUrl: string, clubAddress: string) => ({
  imageOf: (event: Event) => eventShareImage(event, siteUrl).url,
  clubAddress,
});
