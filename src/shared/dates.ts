import { CLUB_TIME_ZONE } from './constants';

// Every date the site shows is in Miami time with an explicit zone, so the server-rendered
// HTML and the hydrated page print the same text whatever the machine's own zone is.
const eventDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function formatEventDateTime(iso: string | Date): string {
  return eventDateTime.format(new Date(iso));
}

export function formatShortDate(iso: string | Date): string {
  return shortDate.format(new Date(iso));
}

/** A calendar date (yyyy-mm-dd, no time) shown as written, without a zone shift. */
export function formatCalendarDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Today's date in Miami as yyyy-mm-dd. */
export function miamiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes Miami is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function miamiOffsetMinutes(at: Date): number {
  const p = Object.fromEntries(zoneParts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** A Miami wall-clock time ("2026-12-05", "19:30") as an instant, daylight saving included. */
export function miamiTimeToDate(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - miamiOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - miamiOffsetMinutes(new Date(first)) * 60_000);
}

/** yyyy-mm-dd plus a number of days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const adminDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 7, 2026, 7:30 PM" in Miami: the dashboard's event date (spec §2: month, day, year, time). */
export function formatAdminDateTime(iso: string | Date): string {
  return adminDateTime.format(new Date(iso));
}
