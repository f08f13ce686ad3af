import type { Event } from './events';
import type { Product } from './store';

/** One picture of the /media gallery, with what the lightbox says about it. */
export interface GalleryPhoto {
  src: string;
  /** What the picture shows: the event's title or the product's name. */
  caption: string;
  /** A second line: the event's category and venue, or the product's category. */
  detail: string;
  kind: 'event' | 'gear';
}

/**
 * Only images the page may load: our own paths and https addresses. Anything else would be
 * refused by the page's content security policy (and logged as an error) or is not an image URL.
 */
export function isGalleryImage(src: string | null | undefined): src is string {
  if (!src) return false;
  // "//host" and "/\host" both mean another host to a browser.
  return /^\/(?![/\\])/.test(src) || /^https:\/\/[^/]/i.test(src);
}

/**
 * The gallery: the pictures staff already manage, event images first (in the events' order), then
 * product images, each picture once, captioned by the first event or product that uses it.
 */
export function buildGallery(events: readonly Event[], products: readonly Product[]): GalleryPhoto[] {
  const photos = new Map<string, GalleryPhoto>();
  const add = (photo: GalleryPhoto) => {
    if (isGalleryImage(photo.src) && !photos.has(photo.src)) photos.set(photo.src, photo);
  };
  for (const event of events) {
    add({
      src: event.imageUrl ?? '',
      caption: event.title,
      detail: [event.category, event.venue].filter(Boolean).join(' · '),
      kind: 'event',
    });
  }
  for (const product of products) {
    for (const src of product.images) {
      add({ src, caption: product.name, detail: `Official gear · ${product.category}`, kind: 'gear' });
    }
  }
  return [...photos.values()];
}
