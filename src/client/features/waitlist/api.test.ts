import { describe, expect, it } from 'vitest';
import type { WaitlistStatus } from '../../../shared/waitlist';
import type { WaitlistEntryView } from '../../../shared/waitlist-schema';
import { activeEntryOf, waitlistPath } from './api';

const entry = (code: string, eventId: number, status: WaitlistStatus) =>
  ({ code, status, event: { id: eventId } }) as unknown as WaitlistEntryView;

describe("a member's place on an event's waitlist", () => {
  it('is the entry still on that event’s list, not an ended one nor another event’s', () => {
    const entries = [entry('a', 1, 'left'), entry('b', 2, 'waiting'), entry('c', 1, 'offered')];
    expect(activeEntryOf(entries, 1)?.code).toBe('c');
    expect(activeEntryOf(entries, 2)?.code).toBe('b');
    expect(activeEntryOf([entry('d', 3, 'expired'), entry('e', 3, 'claimed')], 3)).toBeUndefined();
    expect(activeEntryOf([], 1)).toBeUndefined();
  });

  it('has its page at /waitlist#<code>: the code stays in the browser', () => {
    expect(waitlistPath('0123abcd')).toBe('/waitlist#0123abcd');
  });
});
