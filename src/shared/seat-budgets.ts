import { MAX_TICKETS_PER_ORDER } from './tickets';

// How many seats one visitor may take without paying (docs/tickets.md#budgets): seats held while
// paying, offers to the waitlist, and visitors' free RSVPs. Refusals say what to do.

export const SEAT_BUDGETS = {
  /** Seats one client address, or one e-mail, may hold unpaid for one event: one order's worth. */
  heldPerEvent: MAX_TICKETS_PER_ORDER,
  /** Seats one client address may hold unpaid over all events at once. */
  heldPerClient: 2 * MAX_TICKETS_PER_ORDER,
  /** Visitors' RSVPs from one client address to one event in 24 hours. */
  rsvpsPerEventDay: MAX_TICKETS_PER_ORDER,
  /** Visitors' RSVPs from one client address over all events in 24 hours. */
  rsvpsPerClientDay: 3 * MAX_TICKETS_PER_ORDER,
} as const;

/**
 * The most seats of an event that unpaid holds and open waitlist offers may take together: half
 * its seats, and at least one order's worth. An event without a maximum has no cap (null).
 */
export function unpaidSeatCap(maxAttendees: number | null): number | null {
  if (maxAttendees == null) return null;
  return Math.max(Math.floor(maxAttendees / 2), MAX_TICKETS_PER_ORDER);
}

export const SEAT_BUDGET_TEXTS = {
  heldPerEvent:
    'Seats for this night are already being paid for from your connection or e-mail address. Finish paying for them, or try again in a few minutes.',
  heldPerClient:
    'Too many seats are being paid for from your connection right now. Finish paying for them, or try again in a few minutes.',
  eventShare: 'Many people are paying for this night right now. Please try again in a few minutes.',
  rsvpsPerEvent:
    'Many RSVPs to this night have come from your connection today. Please try again tomorrow, or sign in as a member.',
  rsvpsPerClient:
    'Many RSVPs have come from your connection today. Please try again tomorrow, or sign in as a member.',
} as const;
