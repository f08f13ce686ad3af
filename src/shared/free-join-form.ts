import { CONFIRM_SENT } from './member-rules';

// What the free join's plain form (the one that works before or without the page's script) came
// to: the server sends the visitor back to /join?join=free with `&joined=<outcome>` (never the
// e-mail: it stays out of addresses and logs), and the page says this.

/** Where the free join's plain form posts, and the page it comes back to. */
export const FREE_JOIN_PATH = '/join?join=free';

export const FREE_JOIN_FORM_OUTCOMES = {
  /** Joined without an e-mail: nothing to confirm. */
  welcome: "You're a Free Member. Come to an open watch party, and upgrade whenever you want more.",
  sent: CONFIRM_SENT,
  invalid: 'Please enter a valid e-mail address, or leave the field empty.',
  limited:
    'The confirmation e-mail could not be sent: too many requests came from here. Please wait a few minutes and try again.',
} as const;

export type FreeJoinFormOutcome = keyof typeof FREE_JOIN_FORM_OUTCOMES;

export function freeJoinFormOutcome(value: string | null | undefined): FreeJoinFormOutcome | null {
  return value && Object.hasOwn(FREE_JOIN_FORM_OUTCOMES, value) ? (value as FreeJoinFormOutcome) : null;
}

/** The outcomes after which the visitor has joined (the welcome); the others show the form again. */
export const hasJoined = (outcome: FreeJoinFormOutcome | null) => outcome === 'welcome' || outcome === 'sent';
