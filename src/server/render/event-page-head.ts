import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../shared/dates';
import { eventJsonLd } from '../../shared/event-json-ld';
import { type Event, eventIdOfSegment, eventPath } from '../../shared/events';
import { uploadedImage } from '../../shared/uploads';
import { HttpError } from '../errors';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion } from '../features/events/event-card-image';
import { cachedEvent } from '../features/events/service';
import type { PageHead } from './html-document';

/** What an event page's address leads to: its page, its current address, or nothing. */
export type EventPageSubject =
  | { kind: 'page'; canonicalPath: string; head: PageHead; jsonLd: object[] }
  | { kind: 'moved'; location: string }
  | { kind: 'missing' };

const DESCRIPTION_MAX = 200;

/** The first words of a text, cut at a word, on one line. */
function summary(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The picture a shared link shows: the event's own uploaded picture (its main copy), a picture
 * elsewhere that is no SVG (which no link preview draws), or else the card made for it.
 */
function shareImage(event: Event, siteUrl: string): NonNullable<PageHead['image']> {
  const alt = event.title;
  const uploaded = event.imageUrl ? uploadedImage(event.imageUrl) : null;
  if (event.imageUrl && uploaded) {
    return { url: `${siteUrl}${event.imageUrl}`, width: uploaded.width, height: uploaded.height, alt };
  }
  if (event.imageUrl && /^https?:\/\//i.test(event.imageUrl) && !/\.svg(?:[?#]|$)/i.test(event.imageUrl)) {
    return { url: event.imageUrl, alt };
  }
  return {
    url: `${siteUrl}/events/${event.id}/card.png?v=${cardVersion(event)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt,
  };
}

/**
 * An event page's address (`/events/<id>-<words>`) read by its id: an unknown id is missing; an
 * address whose words are not the event's current ones (renamed, mistyped, none) has moved to the
 * current one, so every link and share ends on one canonical address.
 */
export async function eventPageSubject(
  app: FastifyInstance,
  pathname: string,
  query: string,
): Promise<EventPageSubject> {
  const segment = pathname.replace(/\/+$/, '').split('/')[2] ?? '';
  const id = eventIdOfSegment(segment);
  if (id === null) return { kind: 'missing' };
  let event: Event;
  try {
    event = (await cachedEvent(app, id)).data;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { kind: 'missing' };
    throw error;
  }
  const canonicalPath = eventPath(event);
  if (pathname !== canonicalPath) {
    return { kind: 'moved', location: query ? `${canonicalPath}?${query}` : canonicalPath };
  }
  const siteUrl = app.config.publicUrl;
  const when = formatEventWhen(event);
  return {
    kind: 'page',
    canonicalPath,
    head: {
      title: `${event.title} | MESC`,
      description: summary(
        `${when} at ${event.venue?.trim() || 'MESC, Miami'}. ${event.description}`,
        DESCRIPTION_MAX,
      ),
      image: shareImage(event, siteUrl),
      type: 'article',
    },
    jsonLd: [eventJsonLd(event, siteUrl)],
  };
}
