import { z } from 'zod';
import { emailAddress, opaqueToken, singleLine } from './fields';

// The newsletter (docs/newsletter.md): a sign-up is confirmed from the e-mail it sends, and the
// answer is the same whoever the address belongs to.

export const subscribeSchema = z.object({
  email: emailAddress,
  /** A field people never see: only bots fill it in. */
  website: singleLine('Website').max(500).optional(),
});

/** The unsubscribe link's one token: it names the address to the server, and to no one else. */
export const unsubscribeSchema = z.object({ token: opaqueToken('Token', 10, 400) });

/** POST /api/newsletter/confirm: the token of the confirmation e-mail's link (after "#token="). */
export const confirmSubscriptionSchema = z.object({ token: opaqueToken('Confirmation link', 20, 100) });

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

/** Every sign-up's answer, new, pending or subscribed already: the e-mail says the rest. */
export const CHECK_INBOX = 'Check your inbox: confirm your address from the e-mail we sent you.';

/** The confirmation's answer, and the page's words once it is done. */
export const SUBSCRIBED = "You're subscribed";

export const CONFIRM_REFUSED =
  'This confirmation link is not valid or has expired. Sign up again to get a new one.';
