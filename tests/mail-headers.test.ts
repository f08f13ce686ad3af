import { afterAll, describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import {
  askForSignIn,
  freshAddress,
  joinFree,
  latestMailTo,
  signInSecretIn,
  useLink,
} from './helpers/members';
import { type ReceivedMail, startSmtpPeer } from './helpers/smtp-peer';
import { rsvp, smallEvent } from './helpers/waitlist';

// What mail filters read of the club's e-mail, as a real SMTP server receives it: the To: line
// with its owner's name, a Message-ID on the club's own domain, and unsubscribe links that do not
// give the address away.

const smtp = await startSmtpPeer();
afterAll(() => smtp.close());
const app = await build({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://club.mesc.example', MAIL_FROM: 'MESC <hello@mesc.club>' },
});

/** The header block of a received message, each folded field on one line. */
const headersOf = (mail: ReceivedMail) =>
  mail.raw
    .slice(0, mail.raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
const header = (mail: ReceivedMail, name: string) =>
  headersOf(mail)
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `))
    .map((line) => line.slice(name.length + 2));

async function receivedBy(address: string): Promise<ReceivedMail[]> {
  await app.mailer.idle();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('the e-mail a member gets', () => {
  it('is addressed to their own name once they confirmed the address, with a Message-ID on the club domain', async () => {
    const email = 'ana.diaz@example.com';
    expect((await joinFree(app, email, 'Ana Díaz')).statusCode).toBe(200);
    // The joining mail goes out before the address is proven (the To: line is written as it is sent).
    await app.mailer.idle();
    const link = signInSecretIn((await latestMailTo(app, email))?.text ?? '').token;
    expect((await useLink(app, link)).statusCode).toBe(200);
    expect((await askForSignIn(app, email)).statusCode).toBe(200);
    const [joining, signIn] = await receivedBy(email);

    // Before the address was proven the mail names no one; after, its owner by the account's name.
    expect(header(joining, 'To')).toEqual([email]);
    expect(header(signIn, 'To')).toEqual(['=?UTF-8?Q?Ana_D=C3=ADaz?= <ana.diaz@example.com>']);
    expect(signIn.to).toEqual([email]);
    expect(signIn.from).toBe('hello@mesc.club');
    for (const mail of [joining, signIn]) {
      expect(header(mail, 'Message-ID')).toEqual([expect.stringMatching(/^<mesc-\d+-\d+@mesc\.club>$/)]);
    }
  });
});

describe('the e-mail a visitor gets', () => {
  it('never carries the name they typed in the To: line', async () => {
    const event = await smallEvent(app, {
      title: 'Mail Filter Night',
      date: new Date(Date.now() + 86_400_000),
    });
    const email = `visitor-${freshAddress()}@example.com`;
    await rsvp(app, event.id, { name: 'Security Team of Your Bank', email });
    const [confirmation] = await receivedBy(email);
    expect(header(confirmation, 'To')).toEqual([email]);
    expect(confirmation.raw).not.toContain('Security Team');
  });
});

describe("the newsletter's e-mail", () => {
  it('has one-click unsubscribe headers and links that carry a token, never the address, and the link unsubscribes', async () => {
    const email = 'newsletter.fan@example.com';
    await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    await app.mailer.idle();
    const token = /newsletter\/confirm#token=([\w-]+)/.exec((await latestMailTo(app, email)).text)?.[1];
    expect(
      (await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode,
    ).toBe(200);
    const welcome = (await receivedBy(email)).find(
      (mail) => header(mail, 'Subject')[0] === 'Welcome to the Elite!',
    );
    if (!welcome) throw new Error('no welcome e-mail');

    const [listUnsubscribe] = header(welcome, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/club\.mesc\.example\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(header(welcome, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    // The address is in the envelope and the To: line only: no link, no header of a list has it.
    // The body is quoted-printable: soft line breaks joined, =XX read back as its byte.
    const body = Buffer.from(
      welcome.raw
        .slice(welcome.raw.indexOf('\r\n\r\n'))
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    for (const spelling of [email, encodeURIComponent(email), 'newsletter.fan%40', 'email=']) {
      expect(body).not.toContain(spelling);
      expect(listUnsubscribe).not.toContain(spelling);
    }
    const pageLink = /https:\/\/club\.mesc\.example\/newsletter\/unsubscribe\?token=[\w-]+/.exec(body)?.[0];
    expect(new URL(pageLink ?? '').searchParams.get('token')).toBe(
      new URL(listUnsubscribe.slice(1, -1)).searchParams.get('token'),
    );

    // The mail app's one-click POST (RFC 8058) to the header's address unsubscribes.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(listUnsubscribe.slice(1, -1)).pathname + new URL(listUnsubscribe.slice(1, -1)).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(200);
    // Off the list: a new sign-up gets a confirmation link again, not "already on the list".
    const latest = (await receivedBy(email)).at(-1);
    expect(latest && header(latest, 'Subject')).toEqual(['Confirm your MESC newsletter subscription']);
  });

  it('refuses an unsubscribe token that was altered or made up', async () => {
    for (const token of ['A'.repeat(60), `${'x'.repeat(40)}-_`, 'short-token']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: 'This unsubscribe link is not valid. Use the link from your latest e-mail.',
        code: 'unsubscribe_link_invalid',
      });
    }
  });
});
