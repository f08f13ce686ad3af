import { CLUB_TIME_ZONE } from './constants';
import type { Event } from './events';
import { miamiDateAndTime } from './miami-time';

// An event as an entry of someone's calendar: every event lasts 3 hours, an event without a venue
// gets a placeholder location. Kept apart from calendar.ts (the month grid) so the pages that show
// the grid do not download the Google and Outlook links before a visitor asks for them.

export const EVENT_DURATION_HOURS = 3;
export const DEFAULT_VENUE = 'Venue to be announced, Miami, FL';

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  /** Miami calendar date, yyyy-mm-dd. */
  date: string;
  /** Miami wall-clock time, HH:MM (24 h). */
  time: string;
  /** The time is a placeholder (7:00 PM) until the club announces it. */
  timeToBeAnnounced: boolean;
  location: string;
  category: string;
  type: 'event';
  start: Date;
  end: Date;
}

/**
 * An event as a calendar entry: it starts at the stored instant (never guessed from the clock
 * reading; an event at midnight starts at midnight) and lasts 3 hours.
 */
export function toCalendarEvent(event: Event): CalendarEvent {
  const start = new Date(event.date);
  const { date, time } = miamiDateAndTime(start);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date,
    time,
    timeToBeAnnounced: event.timeToBeAnnounced,
    location: event.venue?.trim() || DEFAULT_VENUE,
    category: event.category,
    type: 'event',
    start,
    end: new Date(start.getTime() + EVENT_DURATION_HOURS * 3_600_000),
  };
}

/** 20261205T003000Z, the compact UTC form calendar services take. */
function compactUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(entry: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compactUtc(entry.start)}/${compactUtc(entry.end)}`,
    details: entry.description,
    location: entry.location,
    ctz: CLUB_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(entry: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.start.toISOString(),
    enddt: entry.end.toISOString(),
    body: entry.description,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
