import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENUE,
  googleCalendarUrl,
  monthGrid,
  outlookCalendarUrl,
  shiftMonth,
  toBeAnnouncedStart,
  toCalendarEvent,
} from './calendar';
import { dayLabel, type Event } from './events';
import { miamiDateAndTime } from './miami-time';

const event = (overrides: Partial<Event> = {}): Event => ({
  id: 7,
  title: 'Heat vs. Celtics',
  description: 'Watch party',
  category: 'NBA',
  date: '2026-12-06T00:30:00.000Z', // 7:30 PM on 5 Dec in Miami
  timeToBeAnnounced: false,
  price: 0,
  memberPrice: null,
  refundCutoffHours: null,
  waitlistEnabled: true,
  waitlistOfferHours: 12,
  maxAttendees: null,
  currentAttendees: 0,
  venue: 'MESC Clubhouse',
  imageUrl: null,
  membershipRequired: 'free',
  ...overrides,
});

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
