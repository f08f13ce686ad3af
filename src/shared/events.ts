import { ALL_EVENTS, EVENT_CATEGORY_MAX_LENGTH } from './constants';
import type { Event, EventCategoryChip, EventRsvp } from './events-schema';
import { textParam } from './text-rules';

// The zod schemas of events (the API's answers, RSVP, admin form) and the types they give are in
// events-schema.ts: pages that only show events do not download a validation library (the types
// are erased). events-schema.ts imports nothing from here: the bounds of a list are in
// event-limits.ts.

export { MAX_EVENT_OFFSET, MAX_EVENT_RANGE_DAYS, MAX_EVENTS_PER_ANSWER } from './event-limits';
/** An event as the API answers it; a category chip; an RSVP as the dashboard's Events tab lists it. */
export type { Event, EventCategoryChip, EventRsvp };

/** The `category` of an events address: a category filter the API would take, or none. */
export function eventCategoryParam(value: string | null | undefined): string | null {
  return textParam(value?.trim(), EVENT_CATEGORY_MAX_LENGTH);
}

/**
 * Whether a name means "All Events", whatever its letter case and spacing: the list of every
 * event, so never an event's own category.
 */
export function isAllEvents(category: string): boolean {
  return category.trim().replace(/\s+/g, ' ').toLowerCase() === ALL_EVENTS.toLowerCase();
}

/** How many of their past RSVPs and tickets a member's area lists: the latest. */
export const MEMBER_PAST_SHOWN = 20;
/** Cards a list shows at first and adds with each "Show more" (three rows of the widest grid, eight times). */
export const EVENTS_PAGE_SIZE = 24;

export function isEventFull(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>): boolean {
  return event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
}

/** What a visitor sends to RSVP (the schema is in events-schema.ts). */
export interface RsvpInput {
  name: string;
  email: string;
}

export function isPastEvent(event: Pick<Event, 'date'>, now = Date.now()): boolean {
  return Date.parse(event.date) <= now;
}

const DAY_MS = 86_400_000;

/**
 * "Today", "Tomorrow" or "In N days" (up to 7) by Miami calendar days, or null further out.
 * Both dates are compared as Miami dates, so 11 PM tonight is still "Today".
 */
export function dayLabel(miamiEventDate: string, miamiToday: string): string | null {
  const days = Math.round((Date.parse(miamiEventDate) - Date.parse(miamiToday)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days <= 7) return `In ${days} days`;
  return null;
}

const SLUG_MAX = 60;

/**
 * A title as words of an address: letters without their accents, lower case, digits, joined by
 * hyphens, at most 60 characters (cut at a word). Nothing else survives, so the result is always
 * safe in a path; a title with no such letters gives ''.
 */
export function eventSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = next;
  }
  return slug;
}

/**
 * An event's own page: `/events/<id>-<slug>`. The id alone finds the event; the words are for
 * people, so a renamed event's old links still work (the page names the current address canonical).
 */
export function eventPath(event: Pick<Event, 'id' | 'title'>): string {
  const slug = eventSlug(event.title);
  return slug ? `/events/${event.id}-${slug}` : `/events/${event.id}`;
}

/**
 * The event id of an event page's last path segment (`12-fight-night` or `12`), or null. Any
 * words after the id are accepted here: the page sends a stale or mistyped address to the
 * current one.
 */
export function eventIdOfSegment(segment: string): number | null {
  const match = /^([1-9][0-9]{0,9})(?:-[^/]*)?$/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
