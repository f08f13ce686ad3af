import { createEvents, type EventAttributes } from 'ics';
import { toCalendarEvent } from './calendar';
import type { Event } from './events';

export interface IcsOptions {
  /** The site's address, for each event's URL. */
  siteUrl: string;
  calendarName?: string;
}

/** A stable UID per event, so a calendar updates the entry instead of adding a second one. */
export const eventUid = (id: number) => `event-${id}@mesc.club`;

/**
 * One or more events as an RFC 5545 calendar. Times are written in UTC, which every calendar
 * shows in its own zone; the 7:00 PM and 3-hour defaults of the calendar view apply.
 */
export function eventsToIcs(events: Event[], options: IcsOptions): string {
  const attributes: EventAttributes[] = events.map((event) => {
    const entry = toCalendarEvent(event);
    return {
      uid: eventUid(event.id),
      start: entry.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: entry.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: entry.title,
      description: entry.description,
      location: entry.location,
      url: `${options.siteUrl}/events`,
      categories: [entry.category],
      status: 'CONFIRMED',
      productId: 'MESC//Events//EN',
    };
  });
  const { error, value } = createEvents(attributes, {
    productId: 'MESC//Events//EN',
    calName: options.calendarName ?? 'MESC Events',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
