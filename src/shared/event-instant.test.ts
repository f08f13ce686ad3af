import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, toCalendarEvent } from './calendar-entry';
import { formatAdminEventWhen, formatEventTime, formatEventWhen } from './dates';
import { anEvent } from './event-fixture';
import { eventsToIcs } from './event-ics';
import { eventsJsonLd } from './event-json-ld';
import type { Event } from './events';
import { miamiDateAndTime, miamiTimeToDate, resolveMiamiWallTime } from './miami-time';

// One event instant, every rendering: the list card and the detail dialog (the same facts), the
// calendar (the grid day plus the day list's time), the dashboard, the .ics file, the JSON-LD and
// the calendar links. Each is read back into an instant, which must be the one stored. Instants
// are drawn around the two nights Miami's clocks change and around midnights.

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

/** Minute instants from `from` to `to`. */
const minutesBetween = (from: string, to: string) =>
  fc.integer({ min: at(from) / MINUTE, max: at(to) / MINUTE }).map((m) => new Date(m * MINUTE));

/** Minutes near a Miami midnight, on any day of 2026 and 2027. */
const nearMidnight = fc
  .tuple(fc.integer({ min: 0, max: 729 }), fc.integer({ min: -90, max: 90 }))
  .map(([day, minutes]) => {
    const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
    return new Date(miamiTimeToDate(date, '00:00').getTime() + minutes * MINUTE);
  });

const aroundTheChanges = fc.oneof(
  minutesBetween('2026-10-31T20:00:00Z', '2026-11-01T12:00:00Z'), // 1:00-1:59 AM happens twice
  minutesBetween('2027-03-13T20:00:00Z', '2027-03-14T12:00:00Z'), // 2:00-2:59 AM does not exist
  nearMidnight,
);

const event = (date: Date, overrides: Partial<Event> = {}): Event =>
  anEvent({
    id: 1,
    title: 'Late Poker',
    description: 'Cards till dawn',
    category: 'Poker',
    categoryColor: 'purple',
    date: date.toISOString(),
    ...overrides,
  });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The instant a reader takes from a Miami date and a shown time such as "1:30 AM" or
 * "1:30 AM EST". A time in the repeated hour without its zone is ambiguous, and fails the test.
 */
function readShown(date: string, shown: string): number {
  const match = /^(\d{1,2}):(\d{2})[\s\u202f](AM|PM)(?: (EDT|EST))?$/.exec(shown);
  if (!match) throw new Error(`not a time: ${JSON.stringify(shown)}`);
  const [, h, m, half, zone] = match;
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  const resolved = resolveMiamiWallTime(date, `${String(hour).padStart(2, '0')}:${m}`);
  if (resolved.kind === 'repeated') {
    if (!zone) throw new Error(`${date} ${shown} happens twice and the text does not say which`);
    return (zone === 'EDT' ? resolved.instant : resolved.later).getTime();
  }
  if (resolved.kind !== 'exact') throw new Error(`${date} ${shown} does not exist in Miami`);
  if (zone) throw new Error(`${shown}: a zone where the time is unambiguous`);
  return resolved.instant.getTime();
}

/** "Nov 1, 2026, 1:30 AM EST" (the dashboard) as an instant. */
function readAdmin(text: string): number {
  const match = /^(\w{3}) (\d{1,2}), (\d{4}), (.*)$/.exec(text);
  if (!match) throw new Error(`not a dashboard date: ${text}`);
  const [, month, day, year, time] = match;
  const date = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return readShown(date, time);
}

/** "Sun, Nov 1, 1:30 AM" (card, detail, e-mail) as an instant, given the year it falls in. */
function readCard(text: string, year: string): number {
  const match = /^(\w{3}), (\w{3}) (\d{1,2}), (.*)$/.exec(text);
  if (!match) throw new Error(`not a card date: ${text}`);
  const [, weekday, month, day, time] = match;
  const date = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  expect(WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]).toBe(weekday);
  return readShown(date, time);
}

describe('an event at any instant', () => {
  it('shows the same instant in the list, the calendar, the dashboard, the .ics, the JSON-LD and the links', () => {
    fc.assert(
      fc.property(aroundTheChanges, (start) => {
        const e = event(start);
        const expected = start.getTime();
        const adminText = formatAdminEventWhen(e);
        const year = /, (\d{4}),/.exec(adminText)?.[1] ?? '';
        expect(readAdmin(adminText)).toBe(expected);
        expect(readCard(formatEventWhen(e), year)).toBe(expected);
        // The calendar files the event under its Miami day and lists it there with its time.
        expect(readShown(miamiDateAndTime(e.date).date, formatEventTime(e))).toBe(expected);

        const vevent = new ICAL.Component(ICAL.parse(eventsToIcs([e], { siteUrl: 'https://mesc.example' })))
          .getAllSubcomponents('vevent')
          .map((v) => new ICAL.Event(v));
        expect(vevent).toHaveLength(1);
        expect(vevent[0].startDate.toJSDate().getTime()).toBe(expected);

        const [ld] = eventsJsonLd([e], 'https://mesc.example', expected - MINUTE) as { startDate: string }[];
        expect(Date.parse(ld.startDate)).toBe(expected);

        const dates = new URL(googleCalendarUrl(toCalendarEvent(e))).searchParams.get('dates') ?? '';
        const first = dates
          .split('/')[0]
          .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
        expect(Date.parse(first)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('shows midnight as 12:00 AM on its own day, not as a missing time', () => {
    const midnight = event(miamiTimeToDate('2026-12-05', '00:00'));
    expect(formatEventWhen(midnight)).toBe('Sat, Dec 5, 12:00 AM');
    expect(formatEventTime(midnight)).toBe('12:00 AM');
    expect(miamiDateAndTime(midnight.date).date).toBe('2026-12-05');
  });

  it('says which 1:30 AM it is on the night the clocks go back, and only then', () => {
    expect(formatEventWhen(event(new Date('2026-11-01T05:30:00Z')))).toBe('Sun, Nov 1, 1:30 AM EDT');
    expect(formatEventWhen(event(new Date('2026-11-01T06:30:00Z')))).toBe('Sun, Nov 1, 1:30 AM EST');
    expect(formatEventWhen(event(new Date('2026-11-01T07:30:00Z')))).toBe('Sun, Nov 1, 2:30 AM');
    expect(formatEventWhen(event(new Date('2027-03-14T07:30:00Z')))).toBe('Sun, Mar 14, 3:30 AM');
  });
});

describe('an event whose time is to be announced', () => {
  const tba = event(miamiTimeToDate('2026-11-01', '19:00'), { timeToBeAnnounced: true });

  it('shows its date with "Time TBA" in the list, the calendar and the dashboard', () => {
    expect(formatEventWhen(tba)).toBe('Sun, Nov 1 · Time TBA');
    expect(formatEventTime(tba)).toBe('Time TBA');
    expect(formatAdminEventWhen(tba)).toBe('Nov 1, 2026 · Time TBA');
  });

  it('is 7:00 PM Miami for 3 hours in the .ics, saying the time is a placeholder, and a date alone in the JSON-LD', () => {
    const [vevent] = new ICAL.Component(ICAL.parse(eventsToIcs([tba], { siteUrl: 'https://mesc.example' })))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-11-02T00:00:00.000Z'); // 7 PM EST
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(vevent.description).toMatch(/^Time to be announced/);
    const [ld] = eventsJsonLd([tba], 'https://mesc.example', at('2026-10-01T00:00:00Z')) as Record<
      string,
      unknown
    >[];
    expect(ld.startDate).toBe('2026-11-01');
    expect(ld).not.toHaveProperty('endDate');
  });
});
