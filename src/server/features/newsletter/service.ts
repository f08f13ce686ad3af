import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHECK_INBOX, CONFIRM_DAYS, CONFIRM_REFUSED, SUBSCRIBED } from '../../../shared/newsletter';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { setClubNews } from '../members/service';
import { newsletterMail, unsubscribeLinks } from './newsletter-mail';
import * as repository from './repository';
import { addressOfUnsubscribeToken, unsubscribeTokens } from './unsubscribe-token';

// The newsletter (docs/newsletter.md) is double opt-in: a sign-up is pending until the link it
// mails is used, so no one can subscribe someone else. Every sign-up answers the same words,
// whether the address is new, pending or subscribed already: the e-mail tells its owner which.

const DAY_MS = 86_400_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sign-up: a link to confirm it goes to the address, or a note that it is on the list already. */
export async function subscribe(app: FastifyInstance, email: string): Promise<string> {
  const tokens = await unsubscribeTokens(app.db);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const subscribed = await repository.isSubscribed(tx, email);
    const mail = subscribed
      ? newsletterMail.alreadySubscribed(app, email, tokens(email))
      : newsletterMail.confirm(app, email, token);
    // Held back by the address's mail budget: nothing changes, so the link already sent still works.
    if (!(await app.mailer.send({ ...mail, reason: 'visitor' }, tx)) || subscribed) return;
    await repository.signUp(tx, {
      email,
      tokenHash: hashOf(token),
      expiresAt: new Date(now.getTime() + CONFIRM_DAYS * DAY_MS),
    });
  });
  // Sign-ups never confirmed leave once their link has been over a day.
  await repository.deletePendingBefore(app.db, new Date(now.getTime() - DAY_MS));
  return CHECK_INBOX;
}

/**
 * The confirmation page's press: the address is subscribed, and gets the welcome e-mail (the
 * inbox's owner asked for it with the link). A second press answers the same and sends nothing.
 */
export async function confirmSubscription(app: FastifyInstance, token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, 'confirm_link_invalid', CONFIRM_REFUSED);
  const tokens = await unsubscribeTokens(app.db);
  const done = await app.db.transaction(async (tx) => {
    const confirmed = await repository.confirm(tx, hashOf(token), new Date());
    if (confirmed?.confirmedNow) await sendWelcome(app, confirmed.email, tokens(confirmed.email), tx);
    return confirmed;
  });
  if (!done) throw new HttpError(400, 'confirm_link_invalid', CONFIRM_REFUSED);
  return SUBSCRIBED;
}

/**
 * An unsubscribe link's token: the address it was made for leaves the list, and its member (if
 * any) takes no more club news (docs/club-mail.md): one "unsubscribe" stops the club's news mail,
 * whichever list the message came from. Tickets, receipts and sign-in links still come.
 */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<void> {
  const email = await addressOfUnsubscribeToken(app.db, token);
  if (!email) {
    throw new HttpError(
      400,
      'unsubscribe_link_invalid',
      'This unsubscribe link is not valid. Use the link from your latest e-mail.',
    );
  }
  await app.db.transaction((tx) => stopClubNews(tx, email));
}

/**
 * This address takes no more club news: off the newsletter, and its member (if any) off the
 * club's messages to members. What the unsubscribe link and the member's own switch both do.
 */
export async function stopClubNews(db: Executor, email: string): Promise<void> {
  await repository.deleteSubscriber(db, email);
  await setClubNews(db, email, false);
}

export const TIDY_NEWSLETTER = 'newsletter.tidy';

/**
 * Sign-ups never confirmed leave a day after their link ends: at each sign-up, and every six hours
 * in one process, so a list nobody signs up to for a while is tidied too.
 */
export function registerNewsletterJobs(app: FastifyInstance): void {
  app.jobs.register(TIDY_NEWSLETTER, {
    everyMs: 6 * 3_600_000,
    async run() {
      const gone = await repository.deletePendingBefore(app.db, new Date(Date.now() - DAY_MS));
      if (gone > 0) app.log.info({ gone }, 'removed newsletter sign-ups never confirmed');
    },
  });
}

async function sendWelcome(app: FastifyInstance, email: string, unsubscribeToken: string, tx: Executor) {
  await app.mailer.send({ ...newsletterMail.welcome(app, email, unsubscribeToken), reason: 'owner' }, tx);
}

/** The newsletter's confirmed subscribers, for club mail (docs/club-mail.md). */
export const newsletterAddresses = (db: Executor) => repository.confirmedAddresses(db);

/**
 * The unsubscribe links of a message to the newsletter's list, per address: the page, and the
 * headers mail apps use for one click (RFC 8058).
 */
export async function newsletterUnsubscribeLinks(app: FastifyInstance) {
  const tokens = await unsubscribeTokens(app.db);
  return (email: string) => unsubscribeLinks(app, tokens(email));
}
