import type { TierId } from './constants';
import { miamiToday } from './dates';

// Tickets to priced events, free RSVPs' tickets and the door: the rules and texts both sides use
// (no zod here, so pages that only show a ticket do not download it; schemas are in tickets-schema.ts).

/** A buyer may take this many tickets in one order. */
export const MAX_TICKETS_PER_ORDER = 4;

/** Starting to pay holds the seats this long; an unpaid hold is then released by a job. */
export const HOLD_MINUTES = 10;

/** Tiers that pay an event's member price. */
export const MEMBER_PRICE_TIERS: readonly TierId[] = ['premium', 'inner_circle'];

/** The tier whose members may add one free guest ticket a calendar month (Miami). */
export const GUEST_PASS_TIER: TierId = 'inner_circle';

export type TicketStatus = 'valid' | 'refunded' | 'cancelled';

/** What the door says about a scanned code. */
export type CheckInOutcome =
  | 'checked_in'
  | 'already_checked_in'
  | 'refunded'
  | 'cancelled'
  | 'other_event'
  | 'unknown';

export const TICKET_TEXTS = {
  freeEventUseRsvp: 'This event is free: RSVP instead of buying a ticket.',
  noGuestPass: 'The guest pass is for Inner Circle members, one free guest ticket a month.',
  guestPassUsed: "You've already used this month's guest pass.",
  guestNeedsTicket: 'A guest ticket comes with at least one ticket of your own.',
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'Event Full'
      : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left. Choose fewer tickets.`,
  holdExpired:
    'Your seats were held for 10 minutes and have been released. Please start again to buy tickets.',
  seatsReleased: 'Your seats have been released, and nothing was charged.',
  lateRefunded:
    'Your payment arrived after your seats were released and the event had no seats left, so it has been refunded in full.',
  notCancellable: 'This ticket can no longer be cancelled.',
  noRefunds: 'Tickets to this event are not refundable. Contact the club if you cannot come.',
  alreadyCheckedIn: 'This ticket has already been used at the door, so it cannot be cancelled.',
  doorLinkInvalid:
    'This door link is not valid. It may have expired or been revoked; ask staff for a new one.',
  /** Kept with a ticket its holder cancelled (for a refund where the event allows). */
  endedByHolder: 'The holder cancelled it.',
  /** Kept with an RSVP's ticket given back with the RSVP (by its member, or with the account). */
  endedWithRsvp: 'The RSVP was given back.',
  doorLinkNotYet: (from: string) => `This door link works from ${from} (Miami time). See you then.`,
} as const;

/** By default a door link starts to work this long before its event starts (setting up, early guests)... */
export const DOOR_OPENS_BEFORE_HOURS = 3;
/** ...and keeps working this long after the start: the night itself and a margin. */
export const DOOR_CLOSES_AFTER_HOURS = 8;

/** When a door link made `now` works: for `hours` from now, or else the event's night. */
export function doorLinkWindow(
  eventStart: Date,
  now: Date,
  hours?: number,
): { validFrom: Date; expiresAt: Date } {
  if (hours !== undefined) return { validFrom: now, expiresAt: new Date(now.getTime() + hours * 3_600_000) };
  const opens = new Date(eventStart.getTime() - DOOR_OPENS_BEFORE_HOURS * 3_600_000);
  return {
    validFrom: opens.getTime() < now.getTime() ? now : opens,
    expiresAt: new Date(eventStart.getTime() + DOOR_CLOSES_AFTER_HOURS * 3_600_000),
  };
}

/** The door's words for each outcome; `at` is the first check-in's Miami time ("8:02 PM"). */
export function checkInMessage(outcome: CheckInOutcome, at?: string): string {
  switch (outcome) {
    case 'checked_in':
      return 'Checked in';
    case 'already_checked_in':
      return at ? `Already checked in at ${at}` : 'Already checked in';
    case 'refunded':
      return 'Refused: this ticket was refunded';
    case 'cancelled':
      return 'Refused: this ticket was cancelled';
    case 'other_event':
      return 'Refused: this ticket is for another event';
    case 'unknown':
      return 'Refused: no ticket has this code';
  }
}

/** A ticket's code as printed, or as the QR code carries it (the ticket page's address); typed with spaces too. */
export function ticketCodeFrom(scanned: string): string {
  const text = scanned.trim();
  const match = /\/tickets\/([A-Za-z0-9]{16,64})(?:[/?#].*)?$/.exec(text);
  return (match ? match[1] : text.replace(/[\s-]+/g, '')).toLowerCase();
}

/**
 * The door code printed on every ticket: 8 characters of 2-9 and A-H, so no 0/O, 1/I/L to mix
 * up, unique among one event's tickets (the database keeps it so), read as "7C2F GH9A".
 */
export const DOOR_CODE_LENGTH = 8;
const DOOR_CODE = /^[2-9A-H]{8}$/;

/** The door code in `typed` (any case, with or without spaces or dashes), or null when it is none. */
export function doorCodeFrom(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return DOOR_CODE.test(code) ? code : null;
}

/** "7C2FGH9A" as printed: two groups of four. */
export function formatDoorCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** The Miami calendar month ('YYYY-MM') a guest pass is counted in. */
export function guestPassMonth(at: Date): string {
  return miamiToday(at).slice(0, 7);
}

/** Whether an attendee may still cancel a ticket for a refund: a cut-off set by staff, in hours before the start. */
export function attendeeRefundOpen(
  event: { date: string | Date; refundCutoffHours: number | null },
  now = Date.now(),
): boolean {
  if (event.refundCutoffHours == null) return false;
  const start = new Date(event.date).getTime();
  return now <= start - event.refundCutoffHours * 3_600_000;
}
