// The members' rules and texts without a validation library, so the pages that show them do not
// download zod. The schemas are in members.ts, which re-exports all of this (docs/members.md).

export { tierAllows, tierNeededText } from './constants';

/** A sign-in link and its code work this long, and once. */
export const SIGN_IN_MINUTES = 15;
/** A session lasts this long after its last use (each use slides it). */
export const SESSION_DAYS = 30;
/** A member whose renewal failed keeps the tier's access this long after the failure. */
export const GRACE_DAYS = 7;
/** Wrong codes allowed per sign-in e-mail; then the code is dead and a new one must be asked for. */
export const CODE_TRIES = 5;

/** The same answer whether or not the address belongs to a member. */
export const SIGN_IN_SENT = `Check your e-mail: if this address belongs to a MESC member, a sign-in link and a 6-digit code are on their way. They work for ${SIGN_IN_MINUTES} minutes.`;
export const LINK_REFUSED =
  'This sign-in link has expired or has already been used. Ask for a new one below.';
export const CODE_REFUSED =
  'That code is not right, or it has expired. Check the latest e-mail from MESC (its link works too), or ask for a new code.';
export const SIGN_IN_NEEDED = 'Please sign in to see your account.';
export const CROSS_SITE_REFUSED = 'This request came from another site, so it was refused.';
/** A free join with an e-mail: the member exists once the address is confirmed. */
export const CONFIRM_SENT =
  'Almost there: we sent you an e-mail. Open the link in it to confirm your address and finish joining.';
/**
 * What the payer of an address with history is told, in the same words whether its membership
 * waits for the owner or was a second one and is refunded: the e-mail to the address says which.
 */
export const PAYER_CHECK_INBOX =
  'Your payment went through. This e-mail address is already known to MESC, so we have written to it: what happens next is in that e-mail. If the address is yours, open it on any device. A payment that starts no membership is refunded in full.';

export const MEMBER_STATUSES = ['pending', 'active', 'past_due', 'canceled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  pending: 'Waiting for e-mail confirmation',
  active: 'Active',
  past_due: 'Payment failed',
  canceled: 'Canceled',
};

export const SIGN_IN_TO_RSVP = 'Sign in as a member to RSVP to this event.';
