import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { jobs, memberSessions, members, signInTokens } from '../src/server/db/schema';
import { TIDY_MEMBERS } from '../src/server/features/members/member-jobs';
import { noAssets } from '../src/server/render/page-assets';
import {
  CODE_REFUSED,
  CONFIRM_SENT,
  CROSS_SITE_REFUSED,
  LINK_REFUSED,
  SIGN_IN_NEEDED,
  SIGN_IN_SENT,
} from '../src/shared/members';
import { build } from './helpers/build';
import {
  askForSignIn,
  asMember,
  freeMember,
  freshAddress,
  joinFree,
  latestMailTo,
  me,
  memberCookie,
  setCookies,
  signInSecretIn,
  useCode,
  useLink,
} from './helpers/members';

const app = await build();

/** A sign-in e-mail for a member who exists: its link token and code. */
async function signInMail(email: string, from = freshAddress()) {
  expect((await askForSignIn(app, email, from)).statusCode).toBe(200);
  return signInSecretIn((await latestMailTo(app, email))?.text ?? '');
}

describe('joining for free with an e-mail', () => {
  it('makes a pending member who joins only once the address is confirmed from the e-mail', async () => {
    const answer = await joinFree(app, 'nueva@example.com', 'Nueva Socia');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(CONFIRM_SENT);
    const [pending] = await app.db.select().from(members).where(eq(members.email, 'nueva@example.com'));
    expect(pending).toMatchObject({ name: 'Nueva Socia', emailConfirmedAt: null, joinedAt: null });
    const mail = await latestMailTo(app, 'nueva@example.com');
    expect(mail?.subject).toBe('Confirm your MESC membership');

    const signedIn = await useLink(app, signInSecretIn(mail?.text ?? '').token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member).toMatchObject({ name: 'Nueva Socia', tier: 'free', status: 'active' });
    const [joined] = await app.db.select().from(members).where(eq(members.id, pending.id));
    expect(joined.emailConfirmedAt).not.toBeNull();
    expect(joined.joinedAt).not.toBeNull();
  });

  it('sends a sign-in link, and says the same, when the address already has a member', async () => {
    await freeMember(app, 'ya@example.com', 'Ya Socio');
    const answer = await joinFree(app, 'YA@example.com', 'Someone Else');
    expect(answer.json().message).toBe(CONFIRM_SENT);
    expect((await latestMailTo(app, 'ya@example.com'))?.subject).toBe('Your MESC sign-in link');
    const rows = await app.db.select().from(members);
    expect(rows.filter((m) => m.email.toLowerCase() === 'ya@example.com')).toHaveLength(1);
  });
});

describe('signing in by e-mail', () => {
  it('gives the same answer, and sends nothing, for an address that is not a member', async () => {
    await freeMember(app, 'socio@example.com');
    const member = await askForSignIn(app, 'socio@example.com', '198.51.100.31');
    const stranger = await askForSignIn(app, 'nadie@example.com', '198.51.100.31');
    expect([member.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(member.json()).toEqual({ message: SIGN_IN_SENT });
    expect(stranger.json()).toEqual(member.json());
    expect(await latestMailTo(app, 'nadie@example.com')).toBeUndefined();
  });

  it('signs in with the link once: a second press, or another browser, is refused', async () => {
    await freeMember(app, 'once@example.com');
    const { token } = await signInMail('once@example.com');
    const first = await useLink(app, token);
    expect(first.statusCode).toBe(200);
    const again = await useLink(app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_REFUSED);
    expect(setCookies(again).has('mesc_member')).toBe(false);
  });

  it('neither signs in nor uses up the link when a mail scanner opens it', async () => {
    await freeMember(app, 'scanned@example.com');
    const { token } = await signInMail('scanned@example.com');
    // What a scanner does: GET the link (and the fragment never reaches the server).
    const page = await app.inject({ url: `/sign-in/link#token=${token}` });
    const asQuery = await app.inject({ url: `/sign-in/link?token=${token}` });
    for (const opened of [page, asQuery]) expect(setCookies(opened).has('mesc_member')).toBe(false);
    const [member] = await app.db.select().from(members).where(eq(members.email, 'scanned@example.com'));
    const unused = await app.db.select().from(signInTokens).where(eq(signInTokens.memberId, member.id));
    expect(unused.filter((t) => t.usedAt === null)).toHaveLength(1);
    // The member's own press still works.
    expect((await useLink(app, token)).statusCode).toBe(200);
  });

  it('refuses a link that has expired', async () => {
    await freeMember(app, 'late@example.com');
    const { token } = await signInMail('late@example.com');
    await app.db.update(signInTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const answer = await useLink(app, token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(LINK_REFUSED);
  });

  it('refuses any made-up link with a 400 and a message, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 0, maxLength: 120 }), async (token) => {
        const answer = await useLink(app, token);
        expect(answer.statusCode).toBe(400);
        expect(typeof answer.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });

  it('signs in with the 6-digit code, once', async () => {
    await freeMember(app, 'code@example.com', 'Code Member');
    const { code } = await signInMail('code@example.com');
    const answer = await useCode(app, 'CODE@example.com', ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().member.name).toBe('Code Member');
    expect(await me(app, memberCookie(answer))).toMatchObject({ email: 'code@example.com' });
    const again = await useCode(app, 'code@example.com', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CODE_REFUSED);
  });

  it('kills the code after five wrong tries, even for the right one after', async () => {
    await freeMember(app, 'guess@example.com');
    const { code } = await signInMail('guess@example.com');
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      const answer = await useCode(app, 'guess@example.com', wrong(i));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(CODE_REFUSED);
    }
    expect((await useCode(app, 'guess@example.com', code)).json().message).toBe(CODE_REFUSED);
  });

  it('answers a code for an address that is not a member exactly like a wrong code', async () => {
    const answer = await useCode(app, 'ghost@example.com', '123456');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(CODE_REFUSED);
  });

  it('refuses a code that is not six digits with a message naming the code', async () => {
    const answer = await useCode(app, 'ghost@example.com', '12ab56');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/6-digit code/);
  });

  it('keeps only hashes of the link and the code', async () => {
    await freeMember(app, 'hashed@example.com');
    const { token, code } = await signInMail('hashed@example.com');
    const stored = JSON.stringify(await app.db.select().from(signInTokens));
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
  });

  it('limits sign-in e-mails per address asked for from one client, and not from others', async () => {
    await freeMember(app, 'limited@example.com');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await askForSignIn(app, 'limited@example.com', '203.0.113.40'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3].json().message).toMatch(
      /^Too many sign-in requests: please wait \d+ minutes? and try again\.$/,
    );
    // The owner, elsewhere, is not stopped by what that client did: their e-mail comes and works.
    const owner = await askForSignIn(app, 'LIMITED@example.com', '198.51.100.40');
    expect(owner.statusCode).toBe(200);
    const mail = await latestMailTo(app, 'limited@example.com');
    expect((await useLink(app, signInSecretIn(mail?.text ?? '').token)).statusCode).toBe(200);
  });

  it('refuses every code for an address after ten wrong ones, from anyone, while its link still works', async () => {
    await freeMember(app, 'guessed@example.com');
    let secret = await signInMail('guessed@example.com');
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Ten wrong codes over several e-mails and clients: asking for a new code starts nothing again.
    for (let i = 0; i < 10; i++) {
      if (i % 4 === 3) secret = await signInMail('guessed@example.com');
      expect((await useCode(app, 'guessed@example.com', wrong(secret.code))).json()).toEqual({
        message: CODE_REFUSED,
        code: 'sign_in_code_refused',
      });
    }
    secret = await signInMail('guessed@example.com', '198.51.100.41');
    const right = await useCode(app, 'guessed@example.com', secret.code, '198.51.100.41');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: CODE_REFUSED, code: 'sign_in_code_refused' });
    expect((await useLink(app, secret.token)).statusCode).toBe(200);
  });

  it('limits sign-in e-mails per client address, whatever addresses it asks for', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await askForSignIn(app, `many${i}@example.com`, '203.0.113.60'));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[10].statusCode).toBe(429);
  });
});

describe('member sessions', () => {
  it('is an httpOnly, SameSite=Lax cookie, Secure when the site is reached over https', async () => {
    await freeMember(app, 'cookie@example.com');
    const plain = await useLink(app, (await signInMail('cookie@example.com')).token);
    const attributes = setCookies(plain).get('mesc_member')?.attributes ?? '';
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/SameSite=Lax/);
    expect(attributes).toMatch(/Max-Age=2592000/);
    expect(attributes).not.toMatch(/Secure/);

    const behindProxy = await build({ env: { TRUST_PROXY: 'true' } });
    await freeMember(behindProxy, 'secure@example.com');
    const { token } = signInSecretIn(
      (
        await (async () => {
          await askForSignIn(behindProxy, 'secure@example.com');
          return latestMailTo(behindProxy, 'secure@example.com');
        })()
      )?.text ?? '',
    );
    const secure = await useLink(behindProxy, token, { 'x-forwarded-proto': 'https' });
    expect(setCookies(secure).get('mesc_member')?.attributes).toMatch(/Secure/);
  });

  it('keeps only a hash of the session token', async () => {
    const cookie = await freeMember(app, 'sessionhash@example.com');
    const stored = JSON.stringify(await app.db.select().from(memberSessions));
    expect(stored).not.toContain(cookie.split('=')[1]);
  });

  it('slides the expiry with use, and forgets a session that has run out', async () => {
    const cookie = await freeMember(app, 'slide@example.com');
    const [row] = (await app.db.select().from(memberSessions)).slice(-1);
    const old = new Date(Date.now() - 2 * 86_400_000);
    await app.db
      .update(memberSessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(memberSessions.id, row.id));
    const used = await app.inject({ url: '/api/me', headers: { cookie } });
    expect(used.json().member.email).toBe('slide@example.com');
    expect(setCookies(used).get('mesc_member')?.value).toBe(cookie.split('=')[1]);
    const [slid] = await app.db.select().from(memberSessions).where(eq(memberSessions.id, row.id));
    expect(slid.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await app.db
      .update(memberSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberSessions.id, row.id));
    expect(await me(app, cookie)).toBeNull();
  });

  it('signs out this browser only, or every device at once', async () => {
    const phone = await freeMember(app, 'devices@example.com');
    const laptop = memberCookie(await useLink(app, (await signInMail('devices@example.com')).token));
    const tablet = memberCookie(await useLink(app, (await signInMail('devices@example.com')).token));

    const out = await asMember(app, phone, 'POST', '/api/account/sign-out');
    expect(out.statusCode).toBe(200);
    expect(setCookies(out).get('mesc_member')?.attributes).toMatch(/Max-Age=0/);
    expect(await me(app, phone)).toBeNull();
    expect(await me(app, laptop)).not.toBeNull();

    const account = (await asMember(app, laptop, 'GET', '/api/account')).json();
    expect(account.sessions).toHaveLength(2);
    expect(account.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await asMember(app, laptop, 'POST', '/api/account/sign-out-everywhere')).statusCode).toBe(200);
    expect(await me(app, laptop)).toBeNull();
    expect(await me(app, tablet)).toBeNull();
  });

  it('asks a visitor without a session to sign in', async () => {
    const answer = await app.inject({ url: '/api/account' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(SIGN_IN_NEEDED);
    expect(
      (await app.inject({ url: '/api/account', headers: { cookie: 'mesc_member=forged' } })).statusCode,
    ).toBe(401);
  });

  it('refuses member requests sent from another site, and changes nothing', async () => {
    const cookie = await freeMember(app, 'csrf@example.com');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(CROSS_SITE_REFUSED);
    const otherOrigin = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      payload: { name: 'Hacked' },
      headers: { cookie, 'sec-fetch-site': 'same-site' },
    });
    expect(renamed.statusCode).toBe(403);
    expect(await me(app, cookie)).toMatchObject({ email: 'csrf@example.com', name: 'Free Member' });

    const { token } = await signInMail('csrf@example.com');
    const loginCsrf = await useLink(app, token, { 'sec-fetch-site': 'cross-site' });
    expect(loginCsrf.statusCode).toBe(403);
    expect((await useLink(app, token, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });

  it('works across app processes that share the database', async () => {
    const sibling = await buildApp({
      config: app.config,
      database: app.database,
      storage: app.storage,
      assets: noAssets,
    });
    const cookie = await freeMember(app, 'twoprocs@example.com');
    expect(await me(sibling, cookie)).toMatchObject({ email: 'twoprocs@example.com' });
    expect((await asMember(sibling, cookie, 'POST', '/api/account/sign-out')).statusCode).toBe(200);
    expect(await me(app, cookie)).toBeNull();
    await sibling.close();
  });
});

describe('tidying', () => {
  it('forgets a free join never confirmed within a week, and keeps confirmed members', async () => {
    await joinFree(app, 'never@example.com');
    await freeMember(app, 'kept@example.com');
    await app.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(members.email, 'never@example.com'));
    await app.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(members.email, 'kept@example.com'));
    await app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, TIDY_MEMBERS));
    await app.jobs.drain();
    const left = (await app.db.select().from(members)).map((m) => m.email);
    expect(left).not.toContain('never@example.com');
    expect(left).toContain('kept@example.com');
  });
});
