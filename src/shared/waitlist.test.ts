import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_OFFER_HOURS,
  MIN_OFFER_HOURS,
  MIN_OFFER_MINUTES,
  offerExpiresAt,
  priorityTier,
  WAITLIST_PRIORITY,
} from './waitlist';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// Instants across the club's years, DST changes and the edges of the millisecond range included.
const anyInstant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('an offer’s deadline', () => {
  it('is the event’s offer hours when the event is far away', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const start = new Date('2026-12-24T12:00:00Z');
    expect(offerExpiresAt(now, start, 12)?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('is half the time left when the event is close, at least 15 minutes, and never after the start', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(offerExpiresAt(now, new Date(now.getTime() + 4 * HOUR), 12)?.getTime()).toBe(
      now.getTime() + 2 * HOUR,
    );
    expect(offerExpiresAt(now, new Date(now.getTime() + 20 * MINUTE), 12)?.getTime()).toBe(
      now.getTime() + 15 * MINUTE,
    );
    expect(offerExpiresAt(now, new Date(now.getTime() + 10 * MINUTE), 12)?.getTime()).toBe(
      now.getTime() + 10 * MINUTE,
    );
  });

  it('does not exist once the event has started', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(offerExpiresAt(now, now, 12)).toBeNull();
    expect(offerExpiresAt(now, new Date(now.getTime() - 1), 12)).toBeNull();
  });

  it('for any moment, start and offer hours: after now, never after the start, never longer than the hours', () => {
    fc.assert(
      fc.property(
        anyInstant,
        fc.integer({ min: -10 * 86_400_000, max: 60 * 86_400_000 }),
        fc.integer({ min: MIN_OFFER_HOURS, max: MAX_OFFER_HOURS }),
        (now, ahead, hours) => {
          const start = new Date(now.getTime() + ahead);
          const until = offerExpiresAt(now, start, hours);
          if (ahead <= 0) {
            expect(until).toBeNull();
            return;
          }
          const held = (until as Date).getTime() - now.getTime();
          expect(held).toBeGreaterThan(0);
          expect(held).toBeLessThanOrEqual(hours * HOUR);
          expect((until as Date).getTime()).toBeLessThanOrEqual(start.getTime());
          // Short only when the event is close: at least 15 minutes or all the time left.
          expect(held).toBeGreaterThanOrEqual(Math.min(MIN_OFFER_MINUTES * MINUTE, ahead, hours * HOUR));
        },
      ),
    );
  });
});

describe('priority', () => {
  it('ranks Inner Circle above Premium Fan above everyone else, and reads back as the tier', () => {
    expect(WAITLIST_PRIORITY.inner_circle).toBeGreaterThan(WAITLIST_PRIORITY.premium);
    expect(WAITLIST_PRIORITY.premium).toBeGreaterThan(WAITLIST_PRIORITY.free);
    for (const tier of ['free', 'premium', 'inner_circle'] as const) {
      expect(priorityTier(WAITLIST_PRIORITY[tier])).toBe(tier);
    }
  });
});
