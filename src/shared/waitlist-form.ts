import { WAITLIST_TEXTS } from './waitlist';

// What an event page's plain waitlist form (the one that works before or without the page's
// script) came to: the server sends the visitor back to the page with `?waitlist=<outcome>`
// (never the e-mail), and the page says this where the form was.

export const WAITLIST_FORM_OUTCOMES = {
  /** A visitor: the entry waits for its address to be confirmed from the e-mail. */
  sent: WAITLIST_TEXTS.checkInbox,
  /** A member: the address is known, the place is confirmed. */
  joined:
    "You're on the waitlist: we've e-mailed you your place in line, and we'll e-mail you the moment a seat frees up.",
  invalid: 'Please enter your name and a valid e-mail address, then try again.',
  already: WAITLIST_TEXTS.alreadyOnList,
  going: WAITLIST_TEXTS.alreadyGoing,
  open: 'Seats are still available: reload the page to RSVP or buy a ticket instead.',
  off: WAITLIST_TEXTS.off,
  past: WAITLIST_TEXTS.past,
  members: 'This event is for members: sign in to join its waitlist.',
  tier: "This event's waitlist is for a higher membership tier than yours.",
  busy: 'Too many requests came from your connection. Please try again later.',
} as const;

export type WaitlistFormOutcome = keyof typeof WAITLIST_FORM_OUTCOMES;

export function waitlistFormOutcome(value: string | null | undefined): WaitlistFormOutcome | null {
  return value && Object.hasOwn(WAITLIST_FORM_OUTCOMES, value) ? (value as WaitlistFormOutcome) : null;
}

/** The outcomes that are good news (said as a status, not an alert). */
export const isWaitlistFormSuccess = (outcome: WaitlistFormOutcome) =>
  outcome === 'sent' || outcome === 'joined';
