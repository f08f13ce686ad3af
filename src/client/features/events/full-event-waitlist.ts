import { type TierId, tierAllows } from '../../../shared/constants';
import type { Event } from '../../../shared/events';

/**
 * What a full event offers beside its "Event Full", for a visitor (`null`) or a signed-in member
 * (their access tier): nothing (the event takes no waitlist), joining the waitlist, signing in
 * first (a members' event: the server refuses a visitor), or upgrading (the member's tier is too
 * low for the event, which the server refuses too).
 */
export type FullEventWaitlist = 'none' | 'join' | 'sign-in' | 'upgrade';

export function fullEventWaitlist(
  event: Pick<Event, 'waitlistEnabled' | 'membershipRequired'>,
  accessTier: TierId | null,
): FullEventWaitlist {
  if (!event.waitlistEnabled) return 'none';
  const required = event.membershipRequired;
  if (required === 'free') return 'join';
  if (accessTier === null) return 'sign-in';
  return tierAllows(accessTier, required) ? 'join' : 'upgrade';
}
