import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/server/db/schema';
import { CODE_REFUSED, CROSS_SITE_REFUSED } from '../src/shared/members';
import { SIGN_IN_FORM_OUTCOMES } from '../src/shared/sign-in-form';
import { build } from './helpers/build';
import {
  freeMember,
  freshAddress,
  latestMailTo,
  me,
  memberCookie,
  setCookies,
  signInSecretIn,
} from './helpers/members';
import { capturedLog } from './security/captured-log';

// The sign-in page's forms as plain HTML forms (before or without the page's script): the same
// rules as POST /api/members/sign-in and /sign-in/code, the answer is the sign-in page again,
// and the e-mail is never in an address, the browser's or the log's.

const { logger, text } = capturedLog();
const app = await build({ logger });
const email = 'plain.form@example.com';
await freeMember(app, email);

const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

const askByForm = (address: string, url = '/sign-in', remoteAddress = freshAddress()) =>
  app.inject({
    method: 'POST',
    url,
    headers: form,
    payload: new URLSearchParams({ email: address }).toString(),
    remoteAddress,
  });

const sendCode = (code: string, cookie: string, url = '/sign-in/code') =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...form, cookie },
    payload: `code=${code}`,
    remoteAddress: freshAddress(),
  });

/** The opening tags of a page's forms. */
const formTags = (page: string) => page.match(/<form[^>]*>/g) ?? [];
const postsTo = (page: string, action: string) =>
  formTags(page).some((tag) => tag.includes('method="post"') && tag.includes(`action="${action}"`));

/** The e-mail cookie a form's answer set, as a request's Cookie header. */
function emailCookie(response: Awaited<ReturnType<typeof askByForm>>): string {
  const cookie = setCookies(response).get('mesc_sign_in_email');
  expect(cookie?.attributes).toMatch(/Path=\/sign-in\/code; Max-Age=900; HttpOnly; SameSite=Strict/);
  return `mesc_sign_in_email=${cookie?.value}`;
}

describe('the sign-in page without its script', () => {
  it('posts its e-mail form, never sending it as a GET', async () => {
    const page = (await app.inject({ url: '/sign-in?next=%2Fevents' })).body;
    expect(postsTo(page, '/sign-in?next=%2Fevents')).toBe(true);
    expect(formTags(page).every((tag) => tag.includes('method="post"'))).toBe(true);
  });

  it('sends the e-mail and shows "Check your mail" with the code form, the e-mail in no address', async () => {
    const before = (await app.db.select().from(mailOutbox)).length;
    const asked = await askByForm(email, '/sign-in?next=%2Fevents');
    expect(asked.statusCode, asked.body).toBe(303);
    expect(asked.headers.location).toBe('/sign-in?signin=sent&next=%2Fevents');
    expect(asked.headers['cache-control']).toBe('private, no-store');
    expect((await app.db.select().from(mailOutbox)).length).toBe(before + 1);

    const page = (await app.inject({ url: String(asked.headers.location) })).body;
    expect(page).toContain('Check your mail');
    expect(page).toContain(SIGN_IN_FORM_OUTCOMES.sent);
    expect(postsTo(page, '/sign-in/code?next=%2Fevents')).toBe(true);
    expect(page).not.toContain(email);

    // A wrong code is refused and the code form shown again; the right one signs in and goes on.
    const cookie = emailCookie(asked);
    const wrong = await sendCode('000000', cookie, '/sign-in/code?next=%2Fevents');
    expect(wrong.headers.location).toBe('/sign-in?signin=refused&next=%2Fevents');
    expect((await app.inject({ url: String(wrong.headers.location) })).body).toContain(CODE_REFUSED);
    const { code } = signInSecretIn((await latestMailTo(app, email))?.text ?? '');
    const signedIn = await sendCode(code, cookie, '/sign-in/code?next=%2Fevents');
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/events');
    expect(setCookies(signedIn).get('mesc_sign_in_email')?.value).toBe('');
    expect((await me(app, memberCookie(signedIn)))?.email).toBe(email);
    // (Without SMTP the outbox's own line names the recipient: that is where the mail is kept.)
    const answered = text()
      .split('\n')
      .filter((line) => line.includes('"msg":"answered"'));
    expect(answered.some((line) => line.includes('"url":"/sign-in/code?next=%2Fevents"'))).toBe(true);
    expect(answered.join('\n')).not.toContain(email);
  });

  it('answers a visitor who is no member the same, and sends nothing', async () => {
    const before = (await app.db.select().from(mailOutbox)).length;
    const asked = await askByForm('nobody.here@example.com');
    expect(asked.headers.location).toBe('/sign-in?signin=sent');
    expect((await app.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('goes after signing in only to a page of this site', async () => {
    const asked = await askByForm(email, '/sign-in?next=%2F.%2F%2Fevil.example');
    expect(asked.headers.location).toBe('/sign-in?signin=sent');
    const { code } = signInSecretIn((await latestMailTo(app, email))?.text ?? '');
    const signedIn = await sendCode(code, emailCookie(asked), '/sign-in/code?next=%2F%2Fevil.example');
    expect(signedIn.headers.location).toBe('/account');
  });

  it('says what is wrong: an address that is none, a missing code, a code asked for too long ago', async () => {
    expect((await askByForm('not an address')).headers.location).toBe('/sign-in?signin=invalid');
    const asked = await askByForm('someone.else@example.com');
    expect((await sendCode('12', emailCookie(asked))).headers.location).toBe('/sign-in?signin=bad-code');
    expect((await sendCode('123456', '')).headers.location).toBe('/sign-in?signin=again');
    const page = (await app.inject({ url: '/sign-in?signin=again' })).body;
    expect(page).toContain(SIGN_IN_FORM_OUTCOMES.again);
    expect(page).not.toContain('Check your mail');
  });

  it('keeps the limits of the API: three e-mails per address in a quarter of an hour', async () => {
    const address = 'limited.form@example.com';
    const from = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await askByForm(address, '/sign-in', from)).headers.location).toBe('/sign-in?signin=sent');
    expect((await askByForm(address, '/sign-in', from)).headers.location).toBe('/sign-in?signin=limited');
  });

  it("sends another page's form back to its page, its fields in no address", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: form,
      payload: `name=Ana&email=${encodeURIComponent(email)}&message=Hi`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact');
    expect(
      (await app.inject({ method: 'POST', url: '/no-such-page', headers: form, payload: 'a=1' })).statusCode,
    ).toBe(404);
  });

  it("refuses another site's form", async () => {
    const before = (await app.db.select().from(mailOutbox)).length;
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `email=${encodeURIComponent(email)}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CROSS_SITE_REFUSED, code: 'cross_site' });
    }
    expect((await app.db.select().from(mailOutbox)).length).toBe(before);
  });
});
