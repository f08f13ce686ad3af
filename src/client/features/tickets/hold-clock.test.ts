import { describe, expect, it } from 'vitest';
import { formatCountdown, holdDeadline } from './hold-clock';

describe('the seats-held countdown', () => {
  const now = Date.parse('2026-03-01T20:00:00Z');

  it('ends when the server says the hold ends, when the clocks agree', () => {
    expect(holdDeadline('2026-03-01T20:09:58Z', now)).toBe(Date.parse('2026-03-01T20:09:58Z'));
  });

  it('counts ten minutes from the answer when this browser’s clock is off', () => {
    expect(holdDeadline('2026-03-01T20:30:00Z', now)).toBe(now + 600_000);
    expect(holdDeadline('2026-03-01T19:55:00Z', now)).toBe(now + 600_000);
    expect(holdDeadline('not a date', now)).toBe(now + 600_000);
  });

  it('shows minutes and seconds, rounded up, and stops at 0:00', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('9:59');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });
});
