import { FIRST_YEAR, isInClubYears, LAST_YEAR } from './club-years';
import { addDays } from './dates';
import { miamiDateAndTime, miamiTimeToDate } from './miami-time';

// The calendar side of events: an event whose time is to be announced starts at 7:00 PM, and the
// month grid of the calendar view with its keyboard moves. An event as an entry of someone's
// calendar (3 hours, Google and Outlook links) is in calendar-entry.ts, which only the pages that
// add an event to a calendar load.

export const DEFAULT_START_TIME = '19:00';
/**
 * The instant stored for an event whose time is to be announced: 7:00 PM in Miami on the day of
 * `at`. Stored, not derived when shown, so the lists, the calendar, the feed and the RSVP cut-off
 * all read the same instant.
 */
export function toBeAnnouncedStart(at: Date | string): Date {
  return miamiTimeToDate(miamiDateAndTime(at).date, DEFAULT_START_TIME);
}

/** Where a month's grid starts (the Sunday on or before the 1st) and how many weeks it has. */
function gridShape(year: number, month: number): { start: string; weeks: number } {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return {
    start: addDays(`${year}-${String(month).padStart(2, '0')}-01`, -firstWeekday),
    weeks: Math.ceil((firstWeekday + daysInMonth(year, month)) / 7),
  };
}

/** The weeks (Sunday first) of a month's grid, as yyyy-mm-dd dates, with the edges of the next
 * and previous months filling the first and last weeks. */
export function monthGrid(year: number, month: number): string[][] {
  const { start, weeks } = gridShape(year, month);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
}

/**
 * The first and last day a month's grid shows (yyyy-mm): what the calendar asks the server for,
 * kept inside the club's years as the API is (the grid of January 2000 starts in 1999).
 */
export function calendarRange(yearMonth: string): { from: string; to: string } {
  const [year, month] = yearMonth.split('-').map(Number);
  // The grid's edges without drawing the grid: every page that shows a calendar asks this.
  const { start: from, weeks } = gridShape(year, month);
  const to = addDays(from, weeks * 7 - 1);
  const first = `${FIRST_YEAR}-01-01`;
  const last = `${LAST_YEAR}-12-31`;
  return { from: from < first ? first : from, to: to > last ? last : to };
}

/** The month before or after yyyy-mm. */
export function shiftMonth(yearMonth: string, by: number): string {
  const [y, m] = yearMonth.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month from the address (yyyy-mm), or null when it is not one the calendar can show: 2026-13,
 * 0000-00, abc, 99999-01, or a month outside the club's years (9999-12, 1999-12, 2101-01), which
 * the API would not list either. The page then shows the current month instead of failing.
 */
export function parseYearMonth(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && isInClubYears(`${match[0]}-01`) ? match[0] : null;
}

/** The number of days of a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same day of the month `months` later (or earlier), kept inside the month it lands in: one
 * month after January 31 is the last day of February, one year after February 29 is February 28.
 */
export function addMonthsClamped(day: string, months: number): string {
  const d = Number(day.slice(8, 10));
  const target = shiftMonth(day.slice(0, 7), months);
  const [ty, tm] = target.split('-').map(Number);
  return `${target}-${String(Math.min(d, daysInMonth(ty, tm))).padStart(2, '0')}`;
}

/** Sunday = 0 … Saturday = 6 of a yyyy-mm-dd date. */
function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Where a key pressed on a day of the calendar grid moves to, by the grid pattern of a date
 * picker: the arrows by a day or a week, Home and End to the first (Sunday) and last (Saturday)
 * day of the week, Page Up and Page Down by a month (with Shift, by a year). Null for any other
 * key. Dates are plain calendar dates, so the daylight-saving nights change nothing.
 */
export function moveInCalendar(day: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonthsClamped(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsClamped(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** Events grouped by their Miami calendar date (yyyy-mm-dd), each day in the order given. */
export function eventsByMiamiDay<E extends { date: string }>(events: readonly E[]): Map<string, E[]> {
  const days = new Map<string, E[]>();
  for (const event of events) {
    const { date } = miamiDateAndTime(event.date);
    const list = days.get(date);
    if (list) list.push(event);
    else days.set(date, [event]);
  }
  return days;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Friday, December 4, 2026": a calendar date written out, without a zone shift. */
export function formatLongCalendarDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** What a screen reader hears on a day of the grid: "Friday, December 4, 2026, 2 events". */
export function calendarDayLabel(day: string, eventCount: number): string {
  const count = eventCount === 0 ? 'no events' : eventCount === 1 ? '1 event' : `${eventCount} events`;
  return `${formatLongCalendarDate(day)}, ${count}`;
}

/**
 * The day a month of the calendar offers first (the panel's day until the visitor selects one,
 * and the grid's tab stop): the month's next day with events from today on; else today when it
 * is in that month; else the month's first day with events (a past month); else its first day.
 */
export function firstDayToShow(month: string, today: string, eventDays: Iterable<string>): string {
  const inMonth = [...eventDays].filter((d) => d.startsWith(month)).sort();
  const next = inMonth.find((d) => d >= today);
  if (next) return next;
  if (today.startsWith(month)) return today;
  return inMonth[0] ?? `${month}-01`;
}
