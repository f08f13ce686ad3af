import { createEvents, type EventAttributes } from 'ics';
import { toCalendarEvent } from './calendar-entry';
import { type Event, eventPath } from './events';
import { cleanCalendarText, escapeIcsText, refoldIcs } from './ics-text';

export interface IcsOptions {
  /** The site's address, for each event's URL. */
  siteUrl: string;
  calendarName?: string;
}

/** A stable UID per event, so a calendar updates the entry instead of adding a second one. */
export const eventUid = (id: number) => `event-${id}@mesc.club`;

/** What the file says about an event whose time is still open, since the file itself must give one. */
export const TIME_TBA_NOTE = 'Time to be announced: 7:00 PM is a placeholder.';

/**
 * One or more events as an RFC 5545 calendar (the feed, the RSVP e-mail's attachment and the
 * visitor's download all come from here). Times are the stored instants in UTC: exact even in the
 * hour Miami repeats each November, and free of the VTIMEZONE block a TZID would require; every
 * calendar shows them in its own zone. An event whose time is to be announced keeps its stored
 * 7:00 PM for 3 hours, as the calendar view does, and says so in its description.
 */
export function eventsToIcs(events: Event[], options: IcsOptions): string {
  const attributes: EventAttributes[] = events.map((event) => {
    const entry = toCalendarEvent(event);
    const description = cleanCalendarText(entry.description);
    const category = escapeIcsText(entry.category);
    return {
      uid: eventUid(event.id),
      start: entry.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: entry.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      // The library escapes these three itself; they must reach it without control characters.
      title: cleanCalendarText(entry.title),
      description: entry.timeToBeAnnounced
        ? `${TIME_TBA_NOTE}${description ? `\n\n${description}` : ''}`
        : description,
      location: cleanCalendarText(entry.location),
      url: `${options.siteUrl}${eventPath(event)}`,
      // ...but not categories, whose commas would split one category into several.
      ...(category ? { categories: [category] } : {}),
      status: 'CONFIRMED',
      productId: 'MESC//Events//EN',
    };
  });
  const { error, value } = createEvents(attributes, {
    productId: 'MESC//Events//EN',
    calName: options.calendarName ?? 'MESC Events',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return refoldIcs(value);
}
