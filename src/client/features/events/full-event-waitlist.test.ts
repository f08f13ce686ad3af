import { describe, expect, it } from 'vitest';
import { fullEventWaitlist } from './full-event-waitlist';

const open = { waitlistEnabled: true, membershipRequired: 'free' } as const;
const premium = { waitlistEnabled: true, membershipRequired: 'premium' } as const;
const innerCircle = { waitlistEnabled: true, membershipRequired: 'inner_circle' } as const;

describe('what a full event offers beside "Event Full"', () => {
  it('offers nothing when the event takes no waitlist, whoever asks', () => {
    for (const tier of [null, 'free', 'premium', 'inner_circle'] as const) {
      expect(fullEventWaitlist({ ...open, waitlistEnabled: false }, tier)).toBe('none');
      expect(fullEventWaitlist({ ...innerCircle, waitlistEnabled: false }, tier)).toBe('none');
    }
  });

  it('lets anyone join the waitlist of an event open to everyone', () => {
    expect(fullEventWaitlist(open, null)).toBe('join');
    expect(fullEventWaitlist(open, 'free')).toBe('join');
    expect(fullEventWaitlist(open, 'inner_circle')).toBe('join');
  });

  it('asks a visitor to sign in first on a members’ event (the server refuses them)', () => {
    expect(fullEventWaitlist(premium, null)).toBe('sign-in');
    expect(fullEventWaitlist(innerCircle, null)).toBe('sign-in');
  });

  it('lets a member join when their tier reaches the event, and offers the upgrade when it does not', () => {
    expect(fullEventWaitlist(premium, 'premium')).toBe('join');
    expect(fullEventWaitlist(premium, 'inner_circle')).toBe('join');
    expect(fullEventWaitlist(premium, 'free')).toBe('upgrade');
    expect(fullEventWaitlist(innerCircle, 'inner_circle')).toBe('join');
    expect(fullEventWaitlist(innerCircle, 'premium')).toBe('upgrade');
  });
});
