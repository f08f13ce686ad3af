import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../shared/dates';
import { eventJsonLd } from '../../shared/event-json-ld';
import { type Event, eventIdOfSegment, eventPath } from '../../shared/events';
import { HttpError } from '../errors';
import { cachedEvent } from '../features/events/service';
import { eventJsonLdExtras, eventShareImage } from './event-share-image';
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
      image: eventShareImage(event, siteUrl),
      type: 'article',
    },
    jsonLd: [eventJsonLd(event, siteUrl, eventJsonLdExtras(siteUrl, app.config.club.address))],
  };
}
