import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/server/db/schema';
import { build } from './helpers/build';

const app = await build({ env: { CLUB_EMAIL: 'club@mesc.test', PUBLIC_POST_LIMIT: '100' } });
const send = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

describe('the contact form', () => {
  it('keeps the message for the dashboard and tells the club by e-mail', async () => {
    const response = await send({
      name: ' Jordan Lee ',
      email: 'jordan@example.com',
      interest: 'sponsorship',
      message: 'We would love to sponsor fight nights.',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Jordan Lee', email: 'jordan@example.com', interest: 'sponsorship' });
    const [mail] = await app.db.select().from(mailOutbox);
    expect(mail.to).toBe('club@mesc.test');
    expect(mail.subject).toBe('New message from Jordan Lee (Sponsorship)');
    expect(mail.text).toContain('We would love to sponsor fight nights.');
  });

  it('takes a message with no interest given', async () => {
    expect((await send({ name: 'A', email: 'a@example.com', interest: '', message: 'Hi' })).statusCode).toBe(
      201,
    );
    expect((await send({ name: 'B', email: 'b@example.com', message: 'Hi' })).statusCode).toBe(201);
  });

  it.each([
    ['no name', { email: 'a@example.com', message: 'Hi' }, /name/],
    ['a malformed e-mail', { name: 'A', email: 'nope', message: 'Hi' }, /email/],
    ['a blank message', { name: 'A', email: 'a@example.com', message: '   ' }, /message/],
    [
      'an unknown interest',
      { name: 'A', email: 'a@example.com', message: 'Hi', interest: 'jobs' },
      /interest/,
    ],
    [
      'a message over 5000 characters',
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
      /message/,
    ],
  ])('refuses %s with a 400 that says why, and keeps nothing', async (_label, payload, why) => {
    const before = (await app.db.select().from(contactMessages)).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(why);
    expect(await app.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses a body that is not JSON with a 4xx and a message', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTruthy();
    const text = await app.inject({ method: 'POST', url: '/api/contact', payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBeTruthy();
  });

  it('answers a bot that fills the hidden field as if sent, and keeps nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const response = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'http://spam',
    });
    expect(response.statusCode).toBe(201);
    expect(await app.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
  });
});

describe('per-address limits on visitor posts', () => {
  it('answers 429 with a clear message past the limit, and keeps nothing more', async () => {
    const limited = await build({ env: { PUBLIC_POST_LIMIT: '3' } });
    const post = () =>
      limited.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.com', message: 'Hi' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(201);
    const response = await post();
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
    expect(await limited.db.select().from(contactMessages)).toHaveLength(3);
    // Another visitor is not held back.
    const other = await limited.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'B', email: 'b@example.com', message: 'Hi' },
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(201);
  });
});
