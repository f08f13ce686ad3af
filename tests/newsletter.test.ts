import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailOutbox, newsletterSubscribers } from '../src/server/db/schema';
import { TIDY_NEWSLETTER } from '../src/server/features/newsletter/service';
import { CHECK_INBOX, CONFIRM_REFUSED, SUBSCRIBED } from '../src/shared/newsletter';
import { build } from './helpers/build';
import { freshAddress } from './helpers/members';

const app = await build({ env: { PUBLIC_URL: 'https://mesc.example', PUBLIC_POST_LIMIT: '100' } });
const subscribe = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress: freshAddress() });
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const subscriberRow = async (email: string) =>
  (await app.db.select().from(newsletterSubscribers)).find(
    (s) => s.email.toLowerCase() === email.toLowerCase(),
  );
const mailsTo = async (email: string) =>
  (await app.db.select().from(mailOutbox))
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .sort((a, b) => a.id - b.id);
const confirmTokenIn = (text: string) => {
  const token = /\/newsletter\/confirm#token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return token;
};

/** Signs up and uses the link, as the address's owner does. */
async function subscribed(email: string) {
  await subscribe({ email });
  const [mail] = (await mailsTo(email)).slice(-1);
  expect((await confirm(confirmTokenIn(mail.text))).statusCode).toBe(200);
}

describe('the newsletter', () => {
  it('answers a new, a pending and a subscribed address with the same words, and the e-mail says which', async () => {
    const answers = [];
    answers.push(await subscribe({ email: 'Fan@Example.com' }));
    answers.push(await subscribe({ email: 'fan@example.COM' }));
    await confirm(confirmTokenIn((await mailsTo('fan@example.com'))[1].text));
    answers.push(await subscribe({ email: 'FAN@example.com' }));
    answers.push(await subscribe({ email: 'nobody-yet@example.com', website: '' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: CHECK_INBOX });
    }
    const subjects = (await mailsTo('fan@example.com')).map((m) => m.subject);
    expect(subjects).toEqual([
      'Confirm your MESC newsletter subscription',
      'Confirm your MESC newsletter subscription',
      'Welcome to the Elite!',
      "You're already on the MESC list",
    ]);
    expect(
      (await app.db.select().from(newsletterSubscribers)).filter((s) => /^fan@/i.test(s.email)),
    ).toHaveLength(1);
  });

  it('keeps a sign-up pending until the link is pressed; opening the link changes nothing', async () => {
    await subscribe({ email: 'pending@example.com' });
    expect((await subscriberRow('pending@example.com'))?.confirmedAt).toBeNull();
    const [mail] = await mailsTo('pending@example.com');
    const token = confirmTokenIn(mail.text);
    expect(mail.text).not.toContain('unsubscribe?');

    // A mail scanner opens the link: a page, and the token after '#' never reaches the server.
    const page = await app.inject({ url: '/newsletter/confirm' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm your subscription');
    expect((await subscriberRow('pending@example.com'))?.confirmedAt).toBeNull();

    const pressed = await confirm(token);
    expect(pressed.json()).toEqual({ message: SUBSCRIBED });
    expect((await subscriberRow('pending@example.com'))?.confirmedAt).toBeInstanceOf(Date);
    // A second press answers alike and sends no second welcome.
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await mailsTo('pending@example.com')).map((m) => m.subject)).toEqual([
      'Confirm your MESC newsletter subscription',
      'Welcome to the Elite!',
    ]);
  });

  it('refuses an unknown or expired link, and an earlier link once a new one was sent', async () => {
    expect((await confirm('x'.repeat(43))).json()).toEqual({
      message: CONFIRM_REFUSED,
      code: 'confirm_link_invalid',
    });
    expect((await confirm('short-token-1234567890')).statusCode).toBe(400);
    await subscribe({ email: 'twice@example.com' });
    await subscribe({ email: 'twice@example.com' });
    const [first, second] = await mailsTo('twice@example.com');
    expect((await confirm(confirmTokenIn(first.text))).statusCode).toBe(400);
    expect((await confirm(confirmTokenIn(second.text))).statusCode).toBe(200);

    await subscribe({ email: 'late@example.com' });
    await app.db.update(newsletterSubscribers).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    const [late] = await mailsTo('late@example.com');
    expect((await confirm(confirmTokenIn(late.text))).json()).toEqual({
      message: CONFIRM_REFUSED,
      code: 'confirm_link_invalid',
    });
    expect((await subscriberRow('late@example.com'))?.confirmedAt).toBeNull();
  });

  it('refuses a missing or malformed e-mail with 400', async () => {
    expect((await subscribe({})).statusCode).toBe(400);
    expect((await subscribe({ email: 'nope' })).json().message).toMatch(/email/);
  });

  it('answers a bot that fills the hidden field alike, and keeps and sends nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', website: 'spam' });
    expect(response.json()).toEqual({ message: CHECK_INBOX });
    expect(await subscriberRow('bot@example.com')).toBeUndefined();
    expect(await mailsTo('bot@example.com')).toEqual([]);
  });

  it('sends a welcome e-mail with a one-click unsubscribe that works by POST only', async () => {
    await subscribed('leaving@example.com');
    const mail = (await mailsTo('leaving@example.com')).find((m) => m.subject === 'Welcome to the Elite!');
    const pageLink = mail?.text.match(/https:\/\/mesc\.example\/newsletter\/unsubscribe\?\S+/)?.[0] ?? '';
    expect(pageLink).toBeTruthy();
    expect(mail?.headers?.['List-Unsubscribe']).toContain('/api/newsletter/unsubscribe?');
    const query = new URL(pageLink).search;

    // A link scanner that GETs the one-click address changes nothing.
    const scanned = await app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe${query}` });
    expect(scanned.statusCode).toBe(404);
    expect(await subscriberRow('leaving@example.com')).toBeDefined();

    // The mail app's one-click POST (RFC 8058) unsubscribes.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await subscriberRow('leaving@example.com')).toBeUndefined();
  });

  it('refuses an unsubscribe with a forged token', async () => {
    await subscribed('stay@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { email: 'stay@example.com', token: 'forged-token-1234567890' },
    });
    expect(response.statusCode).toBe(400);
    expect(await subscriberRow('stay@example.com')).toBeDefined();
  });
});

describe('sign-ups never confirmed', () => {
  it('leave the list a day after their link ended, even when nobody else signs up', async () => {
    await subscribe({ email: 'never-confirmed@example.com' });
    await subscribed('confirmed-kept@example.com');
    await app.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(newsletterSubscribers.email, 'never-confirmed@example.com'));
    await app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, TIDY_NEWSLETTER));
    await app.jobs.drain();
    expect(await subscriberRow('never-confirmed@example.com')).toBeUndefined();
    expect(await subscriberRow('confirmed-kept@example.com')).toBeDefined();
  });
});
