import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, periodAt, proration } from './billing-period';

// Any start, any moment, any two prices: the test provider's months and prorations hold.
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const cents = fc.integer({ min: 0, max: 1_000_000 });

describe('billing periods', () => {
  it('moves a date by calendar months, keeping the day or taking the month’s last', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 240 }), (start, months) => {
        const end = addMonths(start, months);
        const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
        const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
        expect(end.getUTCFullYear()).toBe(target.getUTCFullYear());
        expect(end.getUTCMonth()).toBe(target.getUTCMonth());
        expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), lastDay));
        expect(end.getTime() % 86_400_000).toBe(start.getTime() % 86_400_000);
      }),
    );
  });

  it('finds the period under way: from a monthly date on or before now to the next', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 5 * 365 * 86_400_000 }), (start, later) => {
        const now = new Date(start.getTime() + later);
        const period = periodAt(start, now);
        expect(period.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(period.end.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });

  it('charges an upgrade between nothing and the full difference, less as the period runs out', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        instant,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, start, x, y) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const period = { start, end: addMonths(start, 1) };
          const length = period.end.getTime() - start.getTime();
          const [early, late] = [Math.min(x, y), Math.max(x, y)].map(
            (f) => new Date(start.getTime() + f * length),
          );
          const first = proration(from, to, period, early);
          const second = proration(from, to, period, late);
          expect(first).toBeGreaterThanOrEqual(0);
          expect(first).toBeLessThanOrEqual(to - from);
          expect(second).toBeLessThanOrEqual(first);
          expect(proration(from, to, period, start)).toBe(to - from);
          expect(proration(from, to, period, period.end)).toBe(0);
          expect(Number.isInteger(first)).toBe(true);
          expect(
            Math.abs(first - ((to - from) * (period.end.getTime() - early.getTime())) / length),
          ).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
