import { CLUB_TIME_ZONE } from './constants';
import { isRepeatedMiamiHour } from './miami-time';

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

const eventDay = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

const clockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'short' });

/**
 * " EDT" or " EST" in the hour that happens twice when the clocks go back, so "1:30 AM" says which
 * of the two it is; nothing at any other time, where the wall clock alone is unambiguous.
 */
function zoneIfAmbiguous(at: Date): string {
  if (!isRepeatedMiamiHour(at)) return '';
  const name = zoneName.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return name ? ` ${name}` : '';
}

/** "Fri, Dec 4, 7:30 PM" in Miami ("Sun, Nov 1, 1:30 AM EST" in the repeated hour). */
export function formatEventDateTime(iso: string | Date): string {
  const at = new Date(iso);
  return `${eventDateTime.format(at)}${zoneIfAmbiguous(at)}`;
}

/** What the site needs to say when an event is: its instant and whether the time is still open. */
type EventTiming = { date: string; timeToBeAnnounced: boolean };

export const TIME_TBA = 'Time TBA';

/** An event's day and time for lists, cards and e-mails: "Sat, Dec 5, 7:30 PM" or "Sat, Dec 5 · Time TBA". */
export function formatEventWhen(event: EventTiming): string {
  if (event.timeToBeAnnounced) return `${eventDay.format(new Date(event.date))} · ${TIME_TBA}`;
  return formatEventDateTime(event.date);
}

/** An event's time of day alone (the calendar's day list): "7:30 PM", "12:00 AM" or "Time TBA". */
export function formatEventTime(event: EventTiming): string {
  if (event.timeToBeAnnounced) return TIME_TBA;
  const at = new Date(event.date);
  return `${clockTime.format(at)}${zoneIfAmbiguous(at)}`;
}

export function formatShortDate(iso: string | Date): string {
  return shortDate.format(new Date(iso));
}

/** A calendar date (yyyy-mm-dd, no time) shown as written, without a zone shift. */
export function formatCalendarDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return calendarDate.format(new Date(Date.UTC(y, m - 1, d)));
}

const calendarDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// Made once: a formatter costs far more to build than to use, and every page render asks the day.
const miamiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Miami as yyyy-mm-dd. */
export function miamiToday(now: Date = new Date()): string {
  return miamiDay.format(now);
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

/** "Mar 7, 2026, 7:30 PM" in Miami: the dashboard's dates (month, day, year, time). */
export function formatAdminDateTime(iso: string | Date): string {
  const at = new Date(iso);
  return `${adminDateTime.format(at)}${zoneIfAmbiguous(at)}`;
}

/** An event's date in the dashboard: "Mar 7, 2026, 7:30 PM", or "Mar 7, 2026 · Time TBA". */
export function formatAdminEventWhen(event: EventTiming): string {
  if (event.timeToBeAnnounced) return `${shortDate.format(new Date(event.date))} · ${TIME_TBA}`;
  return formatAdminDateTime(event.date);
}
