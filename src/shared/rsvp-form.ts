// Kept apart from events.ts: only the event page says these, so no other page downloads them.
/**
 * What the event page's plain RSVP form (the one that works without JavaScript) came to: the
 * server sends the visitor back to the page with `?rsvp=<outcome>`, and the page says this.
 */
export const RSVP_FORM_OUTCOMES = {
  confirmed: "RSVP confirmed! You're on the list: your ticket is on its way to your inbox.",
  invalid: 'Please enter your name and a valid e-mail address, then try again.',
  full: 'Sorry, this event is full.',
  past: 'This event has already taken place.',
  members: 'This event is for members: sign in to RSVP.',
  priced: 'Tickets for this event are paid by card, which needs JavaScript in your browser.',
  busy: 'Many RSVPs have come from your connection today. Please try again tomorrow, or sign in as a member.',
} as const;

export type RsvpFormOutcome = keyof typeof RSVP_FORM_OUTCOMES;

export function rsvpFormOutcome(value: string | null | undefined): RsvpFormOutcome | null {
  return value && Object.hasOwn(RSVP_FORM_OUTCOMES, value) ? (value as RsvpFormOutcome) : null;
}
