import { CLUB_TIME_ZONE } from './constants';
import { addDays } from './dates';
import type { Event } from './events';
import { miamiDateAndTime, miamiTimeToDate } from './miami-time';

// The calendar side of events: an event whose time is to be announced starts at 7:00 PM and every
// event lasts 3 hours; an event without a venue gets a placeholder location.

export const DEFAULT_START_TIME = '19:00';
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
 * The instant stored for an event whose time is to be announced: 7:00 PM in Miami on the day of
 * `at`. Stored, not derived when shown, so the lists, the calendar, the feed and the RSVP cut-off
 * all read the same instant.
 */
export function toBeAnnouncedStart(at: Date | string): Date {
  return miamiTimeToDate(miamiDateAndTime(at).date, DEFAULT_START_TIME);
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

/** The weeks (Sunday first) of a month's grid, as yyyy-mm-dd dates, with the edges of the next
 * and previous months filling the first and last weeks. */
export function monthGrid(year: number, month: number): string[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((firstWeekday + daysInMonth) / 7);
  const start = addDays(first, -firstWeekday);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
}

/** The month before or after yyyy-mm. */
export function shiftMonth(yearMonth: string, by: number): string {
  const [y, m] = yearMonth.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month from the address (yyyy-mm), or null when it is not one the calendar can show: 2026-13,
 * 0000-00, abc, 99999-01. The page then shows the current month instead of failing.
 */
export function parseYearMonth(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  // Years below 1000 would be read as 19xx by Date.UTC and print oddly; no club event is there.
  return year >= 1000 && month >= 1 && month <= 12 ? match[0] : null;
}
