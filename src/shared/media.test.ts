import { describe, expect, it } from 'vitest';
import { anEvent } from './event-fixture';
import type { Event } from './events';
import { buildGallery, isGalleryImage } from './media';
import type { Product } from './store';

const event = (title: string, imageUrl: string | null, venue: string | null = 'MESC Clubhouse'): Event =>
  anEvent({ id: 1, title, description: '', date: '2026-12-05T00:30:00Z', venue, imageUrl });

const product = (name: string, images: string[]): Product => ({
  id: 1,
  name,
  description: null,
  category: 'Apparel',
  price: 8999,
  originalPrice: null,
  images,
  sizes: [],
  colors: [],
  bestseller: false,
  memberOnly: false,
  newItem: false,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('the media gallery', () => {
  it('shows event pictures first, then gear, each captioned', () => {
    const gallery = buildGallery(
      [event('Heat vs. Celtics Watch Party', '/objects/nba.svg')],
      [product('MESC Home Jersey', ['/objects/jersey.svg', '/objects/jersey-back.svg'])],
    );
    expect(gallery).toEqual([
      {
        src: '/objects/nba.svg',
        caption: 'Heat vs. Celtics Watch Party',
        detail: 'NBA · MESC Clubhouse',
        kind: 'event',
      },
      {
        src: '/objects/jersey.svg',
        caption: 'MESC Home Jersey',
        detail: 'Official gear · Apparel',
        kind: 'gear',
      },
      {
        src: '/objects/jersey-back.svg',
        caption: 'MESC Home Jersey',
        detail: 'Official gear · Apparel',
        kind: 'gear',
      },
    ]);
  });

  it('shows a picture used by several events or products once, named after the first', () => {
    const gallery = buildGallery(
      [event('Heat vs. Celtics', '/objects/nba.svg'), event('Heat vs. Knicks', '/objects/nba.svg')],
      [product('Poster', ['/objects/nba.svg']), product('Hat', ['/objects/hat.svg', '/objects/hat.svg'])],
    );
    expect(gallery.map((p) => [p.src, p.caption])).toEqual([
      ['/objects/nba.svg', 'Heat vs. Celtics'],
      ['/objects/hat.svg', 'Hat'],
    ]);
  });

  it('leaves out events without a picture and leaves an unknown venue unsaid', () => {
    const gallery = buildGallery([event('No picture', null), event('Social', '/objects/d.svg', null)], []);
    expect(gallery.map((p) => [p.caption, p.detail])).toEqual([['Social', 'NBA']]);
  });

  it('leaves out addresses the page may not load', () => {
    expect(isGalleryImage('/objects/demo/events/nba.svg')).toBe(true);
    expect(isGalleryImage('https://cdn.example.com/photo.jpg')).toBe(true);
    for (const src of [
      'http://example.com/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(isGalleryImage(src), String(src)).toBe(false);
    }
    expect(buildGallery([event('Old', 'http://example.com/a.jpg')], [])).toEqual([]);
  });
});
