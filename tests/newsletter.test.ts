import { describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../src/server/db/schema';
import { build } from './helpers/build';

const app = await build({ env: { PUBLIC_URL: 'https://mesc.example', PUBLIC_POST_LIMIT: '100' } });
const subscribe = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
const subscribers = () => app.db.select().from(newsletterSubscribers);

describe('the newsletter', () => {
  it('subscribes an address once, whatever its letter case', async () => {
    const first = await subscribe({ email: 'Fan@Example.com' });
    expect(first.statusCode).toBe(201);
    const again = await subscribe({ email: 'fan@example.COM' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Already subscribed');
    expect((await subscribers()).filter((s) => s.email.toLowerCase() === 'fan@example.com')).toHaveLength(1);
    expect((await app.db.select().from(mailOutbox)).filter((m) => m.to === 'Fan@Example.com')).toHaveLength(
      1,
    );
  });

  it('refuses a missing or malformed e-mail with 400', async () => {
    expect((await subscribe({})).statusCode).toBe(400);
    expect((await subscribe({ email: 'nope' })).json().message).toMatch(/email/);
  });

  it('answers a bot that fills the hidden field as if subscribed, and keeps nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', website: 'spam' });
    expect(response.statusCode).toBe(201);
    expect((await subscribers()).some((s) => s.email === 'bot@example.com')).toBe(false);
  });

  it('sends a welcome e-mail with a one-click unsubscribe that works by POST only', async () => {
    await subscribe({ email: 'leaving@example.com' });
    const mail = (await app.db.select().from(mailOutbox)).find((m) => m.to === 'leaving@example.com');
    expect(mail?.subject).toBe('Welcome to the Elite!');
    const pageLink = mail?.text.match(/https:\/\/mesc\.example\/newsletter\/unsubscribe\?\S+/)?.[0] ?? '';
    expect(pageLink).toBeTruthy();
    const query = new URL(pageLink).search;

    // A link scanner that GETs the one-click address changes nothing.
    const scanned = await app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe${query}` });
    expect(scanned.statusCode).toBe(404);
    expect((await subscribers()).some((s) => s.email === 'leaving@example.com')).toBe(true);

    // The mail app's one-click POST (RFC 8058) unsubscribes.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscribers()).some((s) => s.email === 'leaving@example.com')).toBe(false);
  });

  it('refuses an unsubscribe with a forged token', async () => {
    await subscribe({ email: 'stay@example.com' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { email: 'stay@example.com', token: 'forged-token-1234567890' },
    });
    expect(response.statusCode).toBe(400);
    expect((await subscribers()).some((s) => s.email === 'stay@example.com')).toBe(true);
  });
});
