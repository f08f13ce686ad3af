import { CODE_REFUSED, SIGN_IN_SENT } from './member-rules';
import { AFTER_SIGN_IN, safeNextPath } from './next-path';

// What the sign-in page's plain forms (the ones that work before or without the page's script)
// came to: the server sends the visitor back to /sign-in with `?signin=<outcome>` (never the
// e-mail: it stays out of addresses and logs), and the page says this.

export const SIGN_IN_FORM_OUTCOMES = {
  sent: SIGN_IN_SENT,
  invalid: 'Please enter a valid e-mail address.',
  limited: 'Too many sign-in requests: please wait a few minutes and try again.',
  again: 'Please enter your e-mail again: too long has passed since you asked for a code.',
  refused: CODE_REFUSED,
  'bad-code': 'Enter the 6-digit code from the e-mail',
  'code-limited': 'Too many codes tried: please wait a few minutes and try again.',
} as const;

export type SignInFormOutcome = keyof typeof SIGN_IN_FORM_OUTCOMES;

/** The outcomes after which the page shows "Check your mail" and the code's form. */
const CODE_STEP: readonly SignInFormOutcome[] = ['sent', 'refused', 'bad-code', 'code-limited'];

export function signInFormOutcome(value: string | null | undefined): SignInFormOutcome | null {
  return value && Object.hasOwn(SIGN_IN_FORM_OUTCOMES, value) ? (value as SignInFormOutcome) : null;
}

export const isCodeStep = (outcome: SignInFormOutcome | null) =>
  outcome !== null && CODE_STEP.includes(outcome);

/** `?next=<path>` for the sign-in page's own addresses, when `next` is a page to come back to. */
export function nextQuery(next: string | null | undefined): string {
  const path = safeNextPath(next);
  return path === AFTER_SIGN_IN ? '' : `next=${encodeURIComponent(path)}`;
}

/** The sign-in page saying what a plain form came to, keeping where to go afterwards. */
export function signInFormAddress(outcome: SignInFormOutcome, next: string | null | undefined): string {
  const then = nextQuery(next);
  return `/sign-in?signin=${outcome}${then ? `&${then}` : ''}`;
}
