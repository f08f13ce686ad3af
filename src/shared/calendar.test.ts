import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  calendarDayLabel,
  daysInMonth,
  eventsByMiamiDay,
  firstDayToShow,
  formatLongCalendarDate,
  monthGrid,
  moveInCalendar,
  shiftMonth,
  toBeAnnouncedStart,
} from './calendar';
import { DEFAULT_VENUE, googleCalendarUrl, outlookCalendarUrl, toCalendarEvent } from './calendar-entry';
import { anEvent } from './event-fixture';
import { dayLabel, type Event } from './events';
import { miamiDateAndTime } from './miami-time';

const event = (overrides: Partial<Event> = {}): Event => anEvent(overrides);

describe('calendar entries', () => {
  it('keep the Miami date and time of the event, lasting 3 hours', () => {
    const entry = toCalendarEvent(event());
    expect(entry).toMatchObject({
      date: '2026-12-05',
      time: '19:30',
      location: 'MESC Clubhouse',
      type: 'event',
    });
    expect(entry.end.getTime() - entry.start.getTime()).toBe(3 * 3_600_000);
  });

  it('start at midnight for an event at midnight, and get a placeholder venue', () => {
    const entry = toCalendarEvent(event({ date: '2026-12-05T05:00:00.000Z', venue: null })); // midnight in Miami
    expect(entry).toMatchObject({ date: '2026-12-05', time: '00:00', timeToBeAnnounced: false });
    expect(entry.start.toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(entry.location).toBe(DEFAULT_VENUE);
  });

  it('start at 7:00 PM Miami on the day when the time is to be announced', () => {
    const start = toBeAnnouncedStart('2026-12-05T05:00:00.000Z');
    expect(start.toISOString()).toBe('2026-12-06T00:00:00.000Z');
    // On the day the clocks go back, 7:00 PM is already EST.
    expect(toBeAnnouncedStart('2026-11-01T04:00:00.000Z').toISOString()).toBe('2026-11-02T00:00:00.000Z');
    const entry = toCalendarEvent(event({ date: start.toISOString(), timeToBeAnnounced: true }));
    expect(entry).toMatchObject({ date: '2026-12-05', time: '19:00', timeToBeAnnounced: true });
  });

  it('make Google and Outlook compose links with the event in UTC', () => {
    const entry = toCalendarEvent(event());
    const google = new URL(googleCalendarUrl(entry));
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261206T003000Z/20261206T033000Z');
    expect(google.searchParams.get('text')).toBe('Heat vs. Celtics');
    const outlook = new URL(outlookCalendarUrl(entry));
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-06T00:30:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe('Heat vs. Celtics');
  });

  it('read Miami dates across the daylight-saving change', () => {
    expect(miamiDateAndTime('2026-03-08T06:59:00Z')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(miamiDateAndTime('2026-03-08T07:00:00Z')).toEqual({ date: '2026-03-08', time: '03:00' });
    expect(miamiDateAndTime('2026-11-01T05:30:00Z')).toEqual({ date: '2026-11-01', time: '01:30' });
  });
});

describe('the month grid', () => {
  it('starts on the Sunday before the first and ends on the Saturday after the last', () => {
    const grid = monthGrid(2026, 12);
    expect(grid[0][0]).toBe('2026-11-29');
    expect(grid[0][2]).toBe('2026-12-01');
    expect(grid.at(-1)?.at(-1)).toBe('2027-01-02');
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it('has 4 weeks for a February that starts on Sunday and 6 when a month needs them', () => {
    expect(monthGrid(2026, 2)).toHaveLength(4);
    expect(monthGrid(2026, 8)).toHaveLength(6);
  });

  it('counts days straight through the daylight-saving weekends', () => {
    const march = monthGrid(2026, 3).flat();
    expect(march).toContain('2026-03-08');
    expect(new Set(march).size).toBe(march.length);
    expect(
      monthGrid(2026, 11)
        .flat()
        .filter((d) => d.startsWith('2026-11')),
    ).toHaveLength(30);
  });

  it('moves between months across the year boundary', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('day labels', () => {
  it('say Today, Tomorrow and In N days up to a week, nothing after', () => {
    expect(dayLabel('2026-11-22', '2026-11-22')).toBe('Today');
    expect(dayLabel('2026-11-23', '2026-11-22')).toBe('Tomorrow');
    expect(dayLabel('2026-11-25', '2026-11-22')).toBe('In 3 days');
    expect(dayLabel('2026-11-29', '2026-11-22')).toBe('In 7 days');
    expect(dayLabel('2026-11-30', '2026-11-22')).toBeNull();
    expect(dayLabel('2026-11-21', '2026-11-22')).toBeNull();
  });

  it('count calendar days across the clocks going back', () => {
    expect(dayLabel('2026-11-02', '2026-10-31')).toBe('In 2 days');
  });
});

/** Any calendar date from 1999 to 2101, with the month ends, leap days, the daylight-saving
 * weekends of Miami and the year ends drawn far more often than by chance. */
const anyDay = fc.oneof(
  fc
    .date({
      min: new Date('1999-01-01T00:00:00Z'),
      max: new Date('2101-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '2024-02-29',
    '2028-02-29',
    '2100-02-28',
    '2026-01-31',
    '2026-03-31',
    '2026-12-31',
    '2027-01-01',
    '2026-03-08', // the clocks go forward in Miami
    '2026-11-01', // the clocks go back in Miami
    '2027-03-14',
    '2027-11-07',
    '2026-04-30',
  ),
);

const isDate = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const dayDiff = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe('moving through the calendar grid by keyboard', () => {
  it('moves by one day with the left and right arrows and one week with up and down, on any date', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        for (const [key, by] of [
          ['ArrowLeft', -1],
          ['ArrowRight', 1],
          ['ArrowUp', -7],
          ['ArrowDown', 7],
        ] as const) {
          const to = moveInCalendar(day, key);
          expect(to !== null && isDate(to)).toBe(true);
          expect(dayDiff(day, to as string)).toBe(by);
        }
        expect(moveInCalendar(moveInCalendar(day, 'ArrowRight') as string, 'ArrowLeft')).toBe(day);
        expect(moveInCalendar(moveInCalendar(day, 'ArrowDown') as string, 'ArrowUp')).toBe(day);
      }),
    );
  });

  it('goes with Home to the Sunday and with End to the Saturday of the same week', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const home = moveInCalendar(day, 'Home') as string;
        const end = moveInCalendar(day, 'End') as string;
        expect(weekdayOf(home)).toBe(0);
        expect(weekdayOf(end)).toBe(6);
        expect(dayDiff(home, day)).toBeGreaterThanOrEqual(0);
        expect(dayDiff(home, end)).toBe(6);
        // Both lie in the grid row the day is in.
        const [y, m] = day.split('-').map(Number);
        const row = monthGrid(y, m).find((week) => week.includes(day));
        expect(row?.[0]).toBe(home);
        expect(row?.[6]).toBe(end);
      }),
    );
  });

  it('moves by a month with Page Up and Page Down (a year with Shift), keeping the day or the month’s last', () => {
    fc.assert(
      fc.property(anyDay, fc.boolean(), fc.constantFrom('PageUp', 'PageDown'), (day, shift, key) => {
        const to = moveInCalendar(day, key, shift) as string;
        expect(isDate(to)).toBe(true);
        const months =
          (Number(to.slice(0, 4)) - Number(day.slice(0, 4))) * 12 +
          Number(to.slice(5, 7)) -
          Number(day.slice(5, 7));
        expect(months).toBe((key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
        const [ty, tm] = to.split('-').map(Number);
        expect(Number(to.slice(8))).toBe(Math.min(Number(day.slice(8)), daysInMonth(ty, tm)));
      }),
    );
  });

  it('clamps to the month’s end: after January 31 comes February 28 or 29, a year after a leap day is February 28', () => {
    expect(moveInCalendar('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveInCalendar('2028-01-31', 'PageDown')).toBe('2028-02-29');
    expect(moveInCalendar('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveInCalendar('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(moveInCalendar('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(moveInCalendar('2027-01-01', 'ArrowLeft')).toBe('2026-12-31');
    expect(moveInCalendar('2026-12-15', 'PageDown')).toBe('2027-01-15');
    expect(addMonthsClamped('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('crosses the daylight-saving weekends like any other', () => {
    expect(moveInCalendar('2026-03-07', 'ArrowRight')).toBe('2026-03-08');
    expect(moveInCalendar('2026-03-08', 'ArrowRight')).toBe('2026-03-09');
    expect(moveInCalendar('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(moveInCalendar('2026-10-25', 'ArrowDown')).toBe('2026-11-01');
  });

  it('ignores other keys', () => {
    expect(moveInCalendar('2026-12-04', 'Enter')).toBeNull();
    expect(moveInCalendar('2026-12-04', 'a')).toBeNull();
  });
});

describe('the days of the calendar', () => {
  it('group events by their Miami date, also late at night and on the daylight-saving nights', () => {
    const at = (id: number, date: string) => ({ id, date });
    const days = eventsByMiamiDay([
      at(1, '2026-12-05T04:59:00.000Z'), // 11:59 PM on Dec 4 in Miami
      at(2, '2026-12-05T05:00:00.000Z'), // midnight, Dec 5
      at(3, '2026-03-08T06:59:00.000Z'), // 1:59 AM before the clocks go forward
      at(4, '2026-03-09T03:59:00.000Z'), // 11:59 PM EDT on Mar 8
      at(5, '2026-11-01T05:30:00.000Z'), // 1:30 AM EDT, the first of the repeated hour
      at(6, '2026-11-01T06:30:00.000Z'), // 1:30 AM EST, the second
      at(7, '2027-01-01T04:30:00.000Z'), // 11:30 PM on New Year's Eve
    ]);
    expect(Object.fromEntries([...days].map(([day, list]) => [day, list.map((e) => e.id)]))).toEqual({
      '2026-12-04': [1],
      '2026-12-05': [2],
      '2026-03-08': [3, 4],
      '2026-11-01': [5, 6],
      '2026-12-31': [7],
    });
  });

  it('lose no event and keep each on its Miami date', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          }),
          {
            maxLength: 30,
          },
        ),
        (instants) => {
          const events = instants.map((d, id) => ({ id, date: d.toISOString() }));
          const days = eventsByMiamiDay(events);
          expect(
            [...days.values()]
              .flat()
              .map((e) => e.id)
              .sort((a, b) => a - b),
          ).toEqual(events.map((e) => e.id));
          for (const [day, list] of days) {
            for (const e of list) expect(miamiDateAndTime(e.date).date).toBe(day);
          }
        },
      ),
    );
  });

  it('are read out with the weekday, the full date and the number of events', () => {
    expect(formatLongCalendarDate('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(calendarDayLabel('2026-12-04', 2)).toBe('Friday, December 4, 2026, 2 events');
    expect(calendarDayLabel('2028-02-29', 1)).toBe('Tuesday, February 29, 2028, 1 event');
    expect(calendarDayLabel('2026-12-31', 0)).toBe('Thursday, December 31, 2026, no events');
  });

  it('offer first the month’s next day with events, else today, else the month’s first event day, else the 1st', () => {
    const eventDays = ['2026-11-20', '2026-12-04', '2026-12-19', '2027-02-01'];
    expect(firstDayToShow('2026-12', '2026-11-24', eventDays)).toBe('2026-12-04');
    expect(firstDayToShow('2026-12', '2026-12-05', eventDays)).toBe('2026-12-19');
    expect(firstDayToShow('2026-11', '2026-11-24', eventDays)).toBe('2026-11-24');
    expect(firstDayToShow('2026-11', '2027-01-10', eventDays)).toBe('2026-11-20');
    expect(firstDayToShow('2027-01', '2026-11-24', eventDays)).toBe('2027-01-01');
  });
});
