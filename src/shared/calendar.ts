import { CLUB_TIME_ZONE } from './constants';
import { addDays, miamiTimeToDate } from './dates';
import type { Event } from './events';

// The calendar side of events (spec §3 "Calendar event", §9): an event without a time starts at
// 7:00 PM and lasts 3 hours; an event without a venue gets a placeholder location.

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
  location: string;
  category: string;
  type: 'event';
  start: Date;
  end: Date;
}

const miamiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Miami date (yyyy-mm-dd) and time (HH:MM) of an instant. */
export function miamiDateAndTime(at: Date | string): { date: string; time: string } {
  const p = Object.fromEntries(miamiParts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * An event as a calendar entry. Staff enter a date without a time as midnight, so a start at
 * exactly 00:00 Miami time means "no time given" and becomes 7:00 PM.
 */
export function toCalendarEvent(event: Event): CalendarEvent {
  const { date, time: wallTime } = miamiDateAndTime(event.date);
  const time = wallTime === '00:00' ? DEFAULT_START_TIME : wallTime;
  const start = miamiTimeToDate(date, time);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date,
    time,
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
