import { describe, expect, it } from 'vitest';
import { WAITLIST_STATE_LABELS, type WaitlistStatus } from '../../../shared/waitlist';
import { shownWaitlistEntries } from './waitlist-rows';

const now = Date.parse('2031-07-01T12:00:00.000Z');
const ahead = '2031-07-18T23:30:00.000Z';
const gone = '2031-06-20T23:30:00.000Z';
const entry = (status: WaitlistStatus, date: string) => ({ status, event: { date } });

describe("the member area's waitlists", () => {
  it('lists every place still on a list, and what became of the others only for nights still ahead', () => {
    const entries = [
      entry('offered', ahead),
      entry('waiting', gone),
      entry('claimed', ahead),
      entry('expired', gone),
      entry('left', ahead),
      entry('removed', gone),
    ];
    expect(shownWaitlistEntries(entries, now)).toEqual([
      entry('offered', ahead),
      entry('waiting', gone),
      entry('claimed', ahead),
      entry('left', ahead),
    ]);
  });

  it('keeps the order the server gives (offers first)', () => {
    const entries = [entry('offered', ahead), entry('waiting', ahead), entry('left', ahead)];
    expect(shownWaitlistEntries(entries, now).map((e) => e.status)).toEqual(['offered', 'waiting', 'left']);
  });

  it('names every state', () => {
    expect(Object.values(WAITLIST_STATE_LABELS).every((label) => label.length > 0)).toBe(true);
  });
});
