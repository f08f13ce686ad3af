import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { bearer } from '../helpers/admin';
import { build } from '../helpers/build';
import { capturedLog } from './captured-log';

// Everything the app writes to its log, at the most talkative level, and every answer it gives
// while staff sign in and out, visitors post, and mail, payments and the bucket fail: no secret
// from the configuration, no password typed, no token handed out may show up in any of it.
// (The bucket's secret: secrets-in-logs-bucket.test.ts.)

const closed = 'http://127.0.0.1:9';
const secrets = {
  ADMIN_PASSWORD: 'Admin-secret-Flamingo-42',
  STRIPE_SECRET_KEY: 'sk_test_SecretStripeKey4242',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
  STRIPE_WEBHOOK_SECRET: 'whsec_SecretWebhookSigning',
  SMTP_URL: 'smtp://club:Smtp-Secret-Mango@127.0.0.1:9',
};
const wrongPasswords = ['Admin-secret-Flamingo-43', 'guess-Hibiscus-1'];

const { logger, call, expectNoneOf, text } = capturedLog();

describe('the log and the error answers', () => {
  it('never hold the admin password, a token, or the Stripe and SMTP secrets', async () => {
    const env = secrets;
    const app = await build({ env: { ...env, STRIPE_API_BASE: closed }, logger });
    const tokens: string[] = [];
    for (const password of wrongPasswords)
      await call(app, { method: 'POST', url: '/api/admin/login', payload: { password } });
    const login = await call(app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: secrets.ADMIN_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    tokens.push(token);
    await call(app, { url: '/api/admin/session', headers: bearer(token) });
    const { uploadURL } = (
      await call(app, { method: 'POST', url: '/api/objects/upload', headers: bearer(token) })
    ).json();
    tokens.push(new URL(uploadURL, closed).searchParams.get('signature') as string);
    await call(app, { method: 'PUT', url: uploadURL, payload: Buffer.from('not a picture') });
    await call(app, { method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    await call(app, { url: '/api/admin/session', headers: bearer(token) });

    // Mail goes to an SMTP server that is not there: the failure is logged.
    await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', message: 'Hi' },
    });
    await call(app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'fan@example.com' },
    });
    await app.mailer.idle();
    // The sign-up is confirmed from its e-mail (double opt-in); the welcome carries the unsubscribe link.
    const mailsToFan = async () =>
      (await app.db.select().from(mailOutbox)).filter((mail) => mail.to === 'fan@example.com');
    const confirmToken = /newsletter\/confirm#token=([\w-]+)/.exec(
      (await mailsToFan())[0].text,
    )?.[1] as string;
    tokens.push(confirmToken);
    await call(app, { method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmToken } });
    await app.mailer.idle();
    const letter = (await mailsToFan()).find((mail) => /unsubscribe\?/.test(mail.text)) as { text: string };
    const query = /unsubscribe\?([^\s"<]+)/.exec(letter.text)?.[1] as string;
    tokens.push(new URLSearchParams(query).get('token') as string);
    await call(app, {
      method: 'POST',
      url: `/api/newsletter/unsubscribe?${query}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    // Stripe is not there either, and a forged webhook is refused.
    await call(app, {
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: {
        tierName: 'PREMIUM FAN',
        tierId: 'premium',
        amount: 2000,
        name: 'Ana',
        email: 'ana@example.com',
      },
    });
    await call(app, {
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: { type: 'invoice.paid' },
      headers: { 'stripe-signature': 't=1,v1=forged' },
    });

    expect(tokens.every(Boolean)).toBe(true);
    // The failures above were logged, so the log was there to leak into.
    expect(text()).toMatch(/"kind":"mail.deliver".*job failed; it will be tried again/);
    expect(text()).toMatch(/request failed/);
    expectNoneOf([
      ...Object.values(env).filter((v) => !v.startsWith('pk_')),
      'Smtp-Secret-Mango',
      ...wrongPasswords,
      ...tokens,
    ]);
  });
});
