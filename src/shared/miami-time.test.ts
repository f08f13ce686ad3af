import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EventFormValues, parseEventForm, toMiamiLocalInput } from './events-schema';
import { miamiDateAndTime, miamiIsoString, miamiTimeToDate, resolveMiamiWallTime } from './miami-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const form = (date: string, overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  title: 'Late Poker',
  description: 'Cards till dawn',
  category: 'Poker',
  date,
  timeToBeAnnounced: false,
  price: '0',
  maxAttendees: '',
  venue: '',
  imageUrl: '',
  membershipRequired: 'free',
  ...overrides,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Any Miami wall-clock time on the days around the two changes of 2026/2027 and on any day in between. */
const wallTime = fc
  .tuple(
    fc.oneof(
      fc.constantFrom('2026-10-31', '2026-11-01', '2026-11-02', '2027-03-13', '2027-03-14', '2027-03-15'),
      fc
        .integer({ min: 0, max: 729 })
        .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
    ),
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
  )
  .map(([date, h, m]) => ({ date, time: `${pad(h)}:${pad(m)}` }));

/** Minute instants across both changes. */
const instant = fc
  .oneof(
    fc.integer({
      min: Date.parse('2026-10-31T12:00:00Z') / MINUTE,
      max: Date.parse('2026-11-01T18:00:00Z') / MINUTE,
    }),
    fc.integer({
      min: Date.parse('2027-03-13T12:00:00Z') / MINUTE,
      max: Date.parse('2027-03-14T18:00:00Z') / MINUTE,
    }),
  )
  .map((m) => new Date(m * MINUTE));

describe("the admin's Miami date and time", () => {
  it('round-trips every Miami wall time that exists through the datetime-local field', () => {
    fc.assert(
      fc.property(wallTime, ({ date, time }) => {
        const resolved = resolveMiamiWallTime(date, time);
        fc.pre(resolved.kind !== 'skipped');
        if (resolved.kind === 'invalid') throw new Error(`${date} ${time} should be a date and time`);
        expect(toMiamiLocalInput(resolved.instant)).toBe(`${date}T${time}`);
        const parsed = parseEventForm(form(`${date}T${time}`));
        expect(parsed.data?.date).toBe(resolved.instant.toISOString());
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the instant of an event whose date the admin did not change, the second 1:30 AM included', () => {
    fc.assert(
      fc.property(instant, (start) => {
        const parsed = parseEventForm(form(toMiamiLocalInput(start)), start.toISOString());
        expect(parsed.data?.date).toBe(start.toISOString());
      }),
    );
  });

  it('reads a typed 1:00-1:59 AM on the night the clocks go back as the first one (EDT)', () => {
    const resolved = resolveMiamiWallTime('2026-11-01', '01:30');
    expect(resolved).toEqual({
      kind: 'repeated',
      instant: new Date('2026-11-01T05:30:00Z'),
      later: new Date('2026-11-01T06:30:00Z'),
    });
    expect(parseEventForm(form('2026-11-01T01:30')).data?.date).toBe('2026-11-01T05:30:00.000Z');
    // Typed over an event that was at the second 1:30 AM, a new time is read the same way.
    expect(parseEventForm(form('2026-11-01T01:45'), '2026-11-01T06:30:00.000Z').data?.date).toBe(
      '2026-11-01T05:45:00.000Z',
    );
    expect(miamiIsoString('2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30:00-05:00');
  });

  it('refuses a time the clocks skip, saying why, instead of moving the event', () => {
    expect(resolveMiamiWallTime('2027-03-14', '02:30')).toEqual({ kind: 'skipped' });
    const parsed = parseEventForm(form('2027-03-14T02:30', { title: '' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      'title: Title is required',
      'date: 2:30 AM does not exist in Miami on Mar 14, 2027: the clocks jump from 2:00 AM to 3:00 AM. Choose another time.',
    ]);
    expect(() => miamiTimeToDate('2027-03-14', '02:00')).toThrow(RangeError);
    expect(miamiTimeToDate('2027-03-14', '03:00').toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(miamiTimeToDate('2027-03-14', '01:59').toISOString()).toBe('2027-03-14T06:59:00.000Z');
  });

  it('refuses what is not a date and time at all', () => {
    for (const [date, time] of [
      ['2026-13-01', '19:00'],
      ['2026-04-31', '19:00'],
      ['2026-12-05', '24:00'],
      ['0000-00-00', '00:00'],
      ['abc', '19:00'],
    ]) {
      expect(resolveMiamiWallTime(date, time), `${date} ${time}`).toEqual({ kind: 'invalid' });
    }
    expect(parseEventForm(form('2026-02-30T19:00')).error?.issues[0].message).toBe('Date is required');
  });

  it('stores 7:00 PM Miami on the chosen day when the time is to be announced, whatever time was typed', () => {
    const onTheNight = parseEventForm(form('2026-11-01', { timeToBeAnnounced: true }));
    expect(onTheNight.data).toMatchObject({ date: '2026-11-02T00:00:00.000Z', timeToBeAnnounced: true });
    const withTime = parseEventForm(form('2027-03-14T02:30', { timeToBeAnnounced: true }));
    expect(withTime.data?.date).toBe('2027-03-14T23:00:00.000Z'); // 7 PM EDT, no complaint about 2:30
  });

  it('gives the Miami day and time of every instant, which lead back to it', () => {
    fc.assert(
      fc.property(instant, (start) => {
        const { date, time } = miamiDateAndTime(start);
        const resolved = resolveMiamiWallTime(date, time);
        if (resolved.kind === 'repeated') {
          expect([resolved.instant.getTime(), resolved.later.getTime()]).toContain(start.getTime());
          expect(resolved.later.getTime() - resolved.instant.getTime()).toBe(HOUR);
        } else {
          expect(resolved).toEqual({ kind: 'exact', instant: start });
        }
        expect(Date.parse(miamiIsoString(start))).toBe(start.getTime());
      }),
    );
  });
});
