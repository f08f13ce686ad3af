import { describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, formatEventDateTime, miamiToday } from './dates';
import { miamiTimeToDate } from './miami-time';

describe('Miami time', () => {
  it('shows an instant in Miami time, not the machine zone', () => {
    expect(formatEventDateTime('2026-12-05T00:30:00Z')).toBe('Fri, Dec 4, 7:30 PM');
    expect(formatEventDateTime('2026-07-04T23:00:00Z')).toBe('Sat, Jul 4, 7:00 PM');
  });

  it('turns a Miami wall-clock time into the right instant across daylight saving', () => {
    expect(miamiTimeToDate('2026-12-05', '19:30').toISOString()).toBe('2026-12-06T00:30:00.000Z');
    expect(miamiTimeToDate('2026-07-04', '19:00').toISOString()).toBe('2026-07-04T23:00:00.000Z');
    // The morning after the clocks go back (1 Nov 2026).
    expect(miamiTimeToDate('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it("knows Miami's date when it is already tomorrow in UTC", () => {
    expect(miamiToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });

  it('shows a calendar date as written', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
