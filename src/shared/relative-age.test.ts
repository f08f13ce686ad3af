import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = Date.parse('2026-11-22T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('how old a news item looks', () => {
  it('reads "Just now" for anything under an hour old', () => {
    expect(relativeAge(minutesAgo(0), now)).toBe('Just now');
    expect(relativeAge(minutesAgo(59.9), now)).toBe('Just now');
  });

  it('reads "1 hour ago" from one hour up to just under two', () => {
    expect(relativeAge(minutesAgo(60), now)).toBe('1 hour ago');
    expect(relativeAge(minutesAgo(119), now)).toBe('1 hour ago');
  });

  it('counts whole hours after that, rounding down, even past a day', () => {
    expect(relativeAge(minutesAgo(120), now)).toBe('2 hours ago');
    expect(relativeAge(minutesAgo(5 * 60 + 59), now)).toBe('5 hours ago');
    expect(relativeAge(minutesAgo(26 * 60), now)).toBe('26 hours ago');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(relativeAge(minutesAgo(-5), now)).toBe('Just now');
  });
});
