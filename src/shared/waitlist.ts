import type { TierId } from './constants';

// The waitlist of a full event (docs/waitlist.md): the rules and texts both sides use. No zod
// here, so pages that only show an event do not download it; schemas are in waitlist-schema.ts.

export type WaitlistStatus = 'waiting' | 'offered' | 'claimed' | 'expired' | 'left' | 'removed';

/** What each state is called where people see an entry: the member area and the staff's member page. */
export const WAITLIST_STATE_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Seat offered',
  claimed: 'Claimed',
  expired: 'Offer expired',
  left: 'Left',
  removed: 'Removed',
};

/** An entry that still counts on the list: one per e-mail per event. */
export const ACTIVE_WAITLIST_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

/** Hours an offer holds its seat unless the event sets another; see offerExpiresAt for events close by. */
export const DEFAULT_OFFER_HOURS = 12;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 168;

/** However close the event, an offer lasts at least this long (but never past the start). */
export const MIN_OFFER_MINUTES = 15;

/**
 * Who is offered a freed seat first: Inner Circle, then Premium Fan, then everyone else (each in
 * the order they joined). The rank is the tier the member had when they joined the list.
 */
export const WAITLIST_PRIORITY: Record<TierId, number> = { inner_circle: 2, premium: 1, free: 0 };

export function priorityTier(priority: number): TierId {
  return priority >= 2 ? 'inner_circle' : priority === 1 ? 'premium' : 'free';
}

/**
 * When an offer made `now` stops holding its seat: the event's offer hours, shortened when the
 * event is close to half the time left (at least MIN_OFFER_MINUTES), and never after the start.
 * Null when the event has started (no offer can be made).
 */
export function offerExpiresAt(now: Date, eventStart: Date, offerHours: number): Date | null {
  const left = eventStart.getTime() - now.getTime();
  if (!(left > 0)) return null;
  const window = Math.min(offerHours * 3_600_000, Math.max(MIN_OFFER_MINUTES * 60_000, Math.floor(left / 2)));
  return new Date(now.getTime() + Math.min(window, left));
}

export const WAITLIST_TEXTS = {
  join: 'Join the waitlist',
  joined: (place: number) =>
    `You're on the waitlist: number ${place} in line. We'll e-mail you the moment a seat frees up.`,
  alreadyOnList: "You're already on the waitlist for this event with this e-mail address.",
  alreadyGoing: 'You already have a seat at this event.',
  notFull: 'Seats are still available: RSVP instead of joining the waitlist.',
  notFullPriced: 'Seats are still available: buy a ticket instead of joining the waitlist.',
  off: 'This event has no waitlist.',
  past: 'This event has already taken place.',
  notFound: 'No waitlist entry has this code. Check the link in your e-mail.',
  left: "You've left the waitlist. You won't be offered a seat.",
  offerExpired:
    'This offer has expired, and the seat has gone to the next person on the waitlist. You can join the waitlist again.',
  offerTaken: 'This seat has already been claimed.',
  notOffered: 'No seat is on offer for this entry yet. We will e-mail you when one frees up.',
  removed: 'Staff have removed this entry from the waitlist.',
  noSeatFree: 'No seat is free. Add a seat to offer one to this person.',
  notWaiting: 'Only someone still waiting can be offered a seat.',
  checkInbox:
    "We've e-mailed you the link to confirm your place on the waitlist. Until you confirm, you keep your place in line but no seat is offered to you.",
  unconfirmed:
    'Confirm your e-mail address to be offered a seat. You keep your place in line meanwhile, but no seat is offered to you until you confirm.',
  confirmed: "Thanks: your place is confirmed. We'll e-mail you the moment a seat frees up.",
  notConfirmed: 'This person has not confirmed their e-mail address yet, so no seat can be offered to them.',
} as const;

/** What a holder of an entry is told about it (an unconfirmed entry: to confirm it). */
export function waitlistStatusText(status: WaitlistStatus, place: number | null, confirmed = true): string {
  switch (status) {
    case 'waiting':
      if (!confirmed) return WAITLIST_TEXTS.unconfirmed;
      return place ? `You're number ${place} on the waitlist.` : "You're on the waitlist.";
    case 'offered':
      return 'A seat is yours if you claim it in time.';
    case 'claimed':
      return 'You claimed your seat.';
    case 'expired':
      return WAITLIST_TEXTS.offerExpired;
    case 'left':
      return WAITLIST_TEXTS.left;
    case 'removed':
      return WAITLIST_TEXTS.removed;
  }
}
