import type { TierId } from './constants';
import type { ErrorCode } from './error-codes';
import { SIGN_IN_TO_RSVP, tierAllows, tierNeededText } from './members';
import { TICKET_TEXTS } from './tickets';

// The rules every way to a seat passes (docs/events.md "One gate for every seat"): an RSVP, a
// purchase (the guest pass is one), a waitlist offer and its claim, a staff offer, the no-script
// form. Capacity and the waitlist are the seat UPDATE's own conditions; these are the rest, and
// the server checks them on the event's row locked for the seat, so a change by staff cannot slip
// between the check and the seat.

/**
 * How a seat is asked for: free seats by RSVP, priced ones by purchase; an offer is either; a
 * payment that came after its hold ran out asks again for the seats its order was allowed.
 */
export type SeatWay = 'rsvp' | 'purchase' | 'offer' | 'paid_late';

export interface SeatAsk {
  way: SeatWay;
  /** The access tier of the person the seat is for; null for a visitor who did not sign in. */
  accessTier: TierId | null;
}

/** What the rules read of an event. */
export interface SeatEvent {
  date: Date;
  price: number;
  membershipRequired: string;
  draft: boolean;
}

export const SEAT_TEXTS = {
  past: 'This event has already taken place.',
  pricedUseTickets:
    'This event has tickets: buy them with "Buy Tickets" on its page. An RSVP cannot take a seat at a priced event.',
} as const;

export interface SeatRefusal {
  status: 401 | 403 | 404 | 409;
  code: ErrorCode;
  message: string;
}

/** Why this ask may not have a seat at this event now, or null when the rules allow it. */
export function seatRefusal(event: SeatEvent, ask: SeatAsk, now = new Date()): SeatRefusal | null {
  // A draft is not on the site: asked for by its address, it is not found. Staff's own offers
  // and a payment that was already made are theirs to settle.
  if (event.draft && ask.way !== 'offer' && ask.way !== 'paid_late')
    return { status: 404, code: 'not_found', message: 'Event not found' };
  if (event.date.getTime() <= now.getTime())
    return { status: 409, code: 'event_past', message: SEAT_TEXTS.past };
  if (ask.way === 'rsvp' && event.price > 0)
    return { status: 409, code: 'priced_use_tickets', message: SEAT_TEXTS.pricedUseTickets };
  if (ask.way === 'purchase' && event.price <= 0)
    return { status: 409, code: 'free_use_rsvp', message: TICKET_TEXTS.freeEventUseRsvp };
  // An offer goes to someone who joined under the event's rules, and their claim is checked again;
  // a late payment's order passed them when it was made.
  if (ask.way === 'offer' || ask.way === 'paid_late') return null;
  const required = event.membershipRequired as TierId;
  if (required === 'free') return null;
  if (!ask.accessTier) return { status: 401, code: 'sign_in_required', message: SIGN_IN_TO_RSVP };
  if (!tierAllows(ask.accessTier, required))
    return { status: 403, code: 'tier_required', message: tierNeededText(required) };
  return null;
}
