import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarRange, monthGrid, parseYearMonth, shiftMonth } from './calendar';
import { FIRST_YEAR, LAST_YEAR } from './club-years';
import { eventListQuerySchema } from './events-schema';

// The month of the calendar's address: the page reads it with parseYearMonth, and the days it
// then asks the API for (calendarRange) are days the API takes. A month outside the club's years
// is no month of the calendar, so the page shows the current one instead.

/** A yyyy-mm of any four-digit year and any two-digit month, or anything at all. */
const anyMonth = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('9999-12', '1999-12', '2101-01', '0000-00', '2000-01', '2100-12', ' 2026-05', '2026-05\n'),
);

describe('the month the calendar shows', () => {
  it.each(['9999-12', '1999-12', '2101-01', '0000-00', '1000-01', '2026-13', '2026-1', '99999-01'])(
    'is none for %j',
    (month) => {
      expect(parseYearMonth(month)).toBeNull();
    },
  );

  it.each(['2000-01', '2026-05', '2100-12'])('is %s when the address asks for it', (month) => {
    expect(parseYearMonth(month)).toBe(month);
  });

  it('is always a month of the club years, whose days the API lists', () => {
    fc.assert(
      fc.property(anyMonth, (value) => {
        const month = parseYearMonth(value);
        if (month === null) return;
        expect(month).toBe(value);
        const year = Number(month.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(FIRST_YEAR);
        expect(year).toBeLessThanOrEqual(LAST_YEAR);
        expect(eventListQuerySchema.safeParse(calendarRange(month)).success, month).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks for exactly the days the month grid shows, for every month of the club years', () => {
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      for (let month = 1; month <= 12; month++) {
        const weeks = monthGrid(year, month);
        const { from, to } = calendarRange(`${year}-${String(month).padStart(2, '0')}`);
        const first = weeks[0][0] < `${FIRST_YEAR}-01-01` ? `${FIRST_YEAR}-01-01` : weeks[0][0];
        const last = weeks.at(-1)?.[6] ?? '';
        expect([from, to]).toEqual([first, last > `${LAST_YEAR}-12-31` ? `${LAST_YEAR}-12-31` : last]);
      }
    }
  });

  it("asks for no day outside the club's years at either end", () => {
    expect(calendarRange('2000-01').from).toBe('2000-01-01');
    expect(calendarRange('2100-12').to).toBe('2100-12-31');
    expect(parseYearMonth(shiftMonth('2000-01', -1))).toBeNull();
    expect(parseYearMonth(shiftMonth('2100-12', 1))).toBeNull();
  });
});
