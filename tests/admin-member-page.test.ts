import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { complimentaryMemberships, events, jobs, mailOutbox, members } from '../src/server/db/schema';
import { addDays, miamiToday } from '../src/shared/dates';
import type { MemberListAnswer } from '../src/shared/member-admin';
import type { MemberPage } from '../src/shared/member-page';
import { buildWithAdmin } from './helpers/admin';
import {
  asMember,
  freeMember,
  joinFree,
  latestMailTo,
  me,
  paidMember,
  signInSecretIn,
  useLink,
} from './helpers/members';
import { anyText, controlCharacter } from './security/hostile-input';

/** A control character a multi-line field refuses (tabs and line breaks are text there). */
const multiLineControl = controlCharacter.filter((c) => !'\t\n\r'.includes(c));

const { app, admin } = await buildWithAdmin();

async function memberId(email: string): Promise<number> {
  const [row] = await app.db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, email));
  return row.id;
}

async function page(id: number): Promise<MemberPage> {
  const answer = await admin({ method: 'GET', url: `/api/admin/members/${id}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MemberPage>();
}

const mailsTo = async (email: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email));

describe("a member's page on the dashboard", () => {
  it("shows staff the member's tier, status, seats, waitlist places and sign-in sessions", async () => {
    const cookie = await freeMember(app, 'page-free@example.com', 'Paula Page');
    const [night] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Dominoes Page Night', maxAttendees: 20 }))
      .returning();
    expect(
      (await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: night.id })).statusCode,
    ).toBe(201);
    const seen = await page(await memberId('page-free@example.com'));
    expect(seen.member).toMatchObject({
      name: 'Paula Page',
      email: 'page-free@example.com',
      tier: 'free',
      status: 'active',
      emailConfirmed: true,
      staffNote: null,
    });
    expect(seen.rsvps.upcoming.map((r) => r.event.title)).toContain('Dominoes Page Night');
    expect(seen.tickets.upcoming.map((t) => t.event.title)).toContain('Dominoes Page Night');
    expect(seen.sessions).toHaveLength(1);
    expect(seen.membership).toBeNull();
    expect(seen.payments).toEqual([]);
  });

  it("lists a paid member's payment and membership with the provider's ids", async () => {
    const { paymentId } = await paidMember(app, 'page-paid@example.com', 'premium', 'Pablo Paid');
    const seen = await page(await memberId('page-paid@example.com'));
    expect(seen.member.tier).toBe('premium');
    expect(seen.membership).toMatchObject({ tier: 'premium', status: 'active' });
    expect(seen.membership?.subscriptionId).toBeTruthy();
    expect(seen.payments).toEqual([
      expect.objectContaining({ providerPaymentId: paymentId, status: 'succeeded', tier: 'premium' }),
    ]);
  });

  it('answers 404 for a member who does not exist, and 401 without a staff session', async () => {
    expect((await admin({ method: 'GET', url: '/api/admin/members/999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/members/1' })).statusCode).toBe(401);
    const bad = await admin({ method: 'GET', url: '/api/admin/members/abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("staff's private note", () => {
  it('is kept, shown to staff only, and cleared when emptied', async () => {
    const cookie = await freeMember(app, 'page-note@example.com', 'Nora Note');
    const id = await memberId('page-note@example.com');
    const saved = await admin({
      method: 'PUT',
      url: `/api/admin/members/${id}/note`,
      payload: { note: 'Sponsor contact.\nPrefers calls after 6 PM.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MemberPage>().member.staffNote).toBe('Sponsor contact.\nPrefers calls after 6 PM.');
    const own = await asMember(app, cookie, 'GET', '/api/account');
    expect(own.body).not.toContain('Sponsor contact');
    const cleared = await admin({
      method: 'PUT',
      url: `/api/admin/members/${id}/note`,
      payload: { note: '  ' },
    });
    expect(cleared.json<MemberPage>().member.staffNote).toBeNull();
  });

  it('refuses a note with control characters or past its length, and keeps the one there', async () => {
    await freeMember(app, 'page-note-bad@example.com');
    const id = await memberId('page-note-bad@example.com');
    await admin({ method: 'PUT', url: `/api/admin/members/${id}/note`, payload: { note: 'Kept' } });
    await fc.assert(
      fc.asyncProperty(anyText({ maxLength: 40 }), multiLineControl, async (text, control) => {
        const answer = await admin({
          method: 'PUT',
          url: `/api/admin/members/${id}/note`,
          payload: { note: `${text}${control}${text}` },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/Note cannot contain/);
      }),
      // A note of a vertical tab alone once passed as white space, trimmed to nothing: the note cleared.
      { numRuns: 25, examples: [['', '\v']] },
    );
    const long = await admin({
      method: 'PUT',
      url: `/api/admin/members/${id}/note`,
      payload: { note: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect((await page(id)).member.staffNote).toBe('Kept');
  });
});

describe('a complimentary membership', () => {
  const today = () => miamiToday();

  it('makes a free member Inner Circle through the chosen day, tells them, and counts in the members list', async () => {
    const cookie = await freeMember(app, 'page-comp@example.com', 'Carla Comp');
    const id = await memberId('page-comp@example.com');
    const before = await admin({ method: 'GET', url: '/api/admin/members?tier=inner_circle' });
    const innerBefore = before.json<MemberListAnswer>().counts.byTier.inner_circle;
    const until = addDays(today(), 30);
    const given = await admin({
      method: 'POST',
      url: `/api/admin/members/${id}/complimentary`,
      payload: { tier: 'inner_circle', until, reason: 'Opening night host' },
    });
    expect(given.statusCode, given.body).toBe(200);
    const seen = given.json<MemberPage>();
    expect(seen.member.tier).toBe('inner_circle');
    expect(seen.complimentary).toMatchObject({
      tier: 'inner_circle',
      reason: 'Opening night host',
      counts: true,
    });
    // It runs through the whole Miami day chosen.
    expect(
      new Date(seen.complimentary?.endsAt ?? '').toLocaleDateString('en-CA', {
        timeZone: 'America/New_York',
      }),
    ).toBe(addDays(until, 1));
    expect((await me(app, cookie)).accessTier).toBe('inner_circle');
    const own = (await asMember(app, cookie, 'GET', '/api/account')).json();
    expect(own).toMatchObject({ membership: null, complimentaryUntil: seen.complimentary?.endsAt });
    expect(JSON.stringify(own)).not.toContain('Opening night host');
    const mail = await latestMailTo(app, 'page-comp@example.com');
    expect(mail.subject).toBe("You're Inner Circle at MESC");
    const after = await admin({ method: 'GET', url: '/api/admin/members?tier=inner_circle' });
    expect(after.json<MemberListAnswer>().counts.byTier.inner_circle).toBe(innerBefore + 1);
  });

  it('ends when staff end it, and when its day has passed (its job records the end)', async () => {
    const cookie = await freeMember(app, 'page-comp-end@example.com');
    const id = await memberId('page-comp-end@example.com');
    const give = () =>
      admin({
        method: 'POST',
        url: `/api/admin/members/${id}/complimentary`,
        payload: { tier: 'premium', until: addDays(today(), 3) },
      });
    expect((await give()).statusCode).toBe(200);
    const ended = await admin({ method: 'DELETE', url: `/api/admin/members/${id}/complimentary` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<MemberPage>()).toMatchObject({ member: { tier: 'free' }, complimentary: null });
    expect((await me(app, cookie)).accessTier).toBe('free');
    const again = await admin({ method: 'DELETE', url: `/api/admin/members/${id}/complimentary` });
    expect(again.statusCode).toBe(409);

    // Given again, then its end comes: the member is free, and the row says when it ended.
    expect((await give()).statusCode).toBe(200);
    expect((await me(app, cookie)).accessTier).toBe('premium');
    const past = new Date(Date.now() - 1000);
    await app.db
      .update(complimentaryMemberships)
      .set({ startsAt: new Date(past.getTime() - 86_400_000), endsAt: past })
      .where(eq(complimentaryMemberships.memberId, id));
    expect((await me(app, cookie)).accessTier).toBe('free');
    await app.db.update(jobs).set({ runAt: past }).where(eq(jobs.kind, 'members.complimentary-ends'));
    await app.jobs.drain();
    const rows = await app.db
      .select()
      .from(complimentaryMemberships)
      .where(eq(complimentaryMemberships.memberId, id));
    expect(rows.every((row) => row.endedAt !== null)).toBe(true);
    expect((await page(id)).complimentary).toBeNull();
  });

  it('is refused for a day gone by, beyond two years, for a paying member and for an unconfirmed address', async () => {
    await freeMember(app, 'page-comp-no@example.com');
    const id = await memberId('page-comp-no@example.com');
    const give = (payload: object, who = id) =>
      admin({ method: 'POST', url: `/api/admin/members/${who}/complimentary`, payload });
    const yesterday = await give({ tier: 'premium', until: addDays(today(), -1) });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toBe('Choose today or a later day.');
    expect((await give({ tier: 'premium', until: addDays(today(), 800) })).statusCode).toBe(400);
    expect((await give({ tier: 'free', until: addDays(today(), 8) })).statusCode).toBe(400);
    expect((await give({ tier: 'premium', until: '2027-02-30' })).statusCode).toBe(400);

    await paidMember(app, 'page-comp-paid@example.com', 'premium');
    const paying = await give(
      { tier: 'inner_circle', until: addDays(today(), 8) },
      await memberId('page-comp-paid@example.com'),
    );
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toBe('Paid Member pays for a membership. Change its tier instead.');

    expect((await joinFree(app, 'page-comp-pending@example.com', 'Penny Pending')).statusCode).toBe(200);
    const pending = await give(
      { tier: 'premium', until: addDays(today(), 8) },
      await memberId('page-comp-pending@example.com'),
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('address_unconfirmed');
    const count = await app.db
      .select()
      .from(complimentaryMemberships)
      .where(eq(complimentaryMemberships.memberId, id));
    expect(count).toEqual([]);
  });

  it('given by two staff at once leaves one running', async () => {
    await freeMember(app, 'page-comp-race@example.com');
    const id = await memberId('page-comp-race@example.com');
    const answers = await Promise.all(
      (['premium', 'inner_circle'] as const).map((tier) =>
        admin({
          method: 'POST',
          url: `/api/admin/members/${id}/complimentary`,
          payload: { tier, until: addDays(today(), 5) },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const open = (
      await app.db.select().from(complimentaryMemberships).where(eq(complimentaryMemberships.memberId, id))
    ).filter((row) => row.endedAt === null);
    expect(open).toHaveLength(1);
  });
});

describe("staff changing a member's tier", () => {
  it('upgrades a Premium Fan to Inner Circle with the provider, at once', async () => {
    const { cookie } = await paidMember(app, 'page-up@example.com', 'premium', 'Ugo Up');
    const id = await memberId('page-up@example.com');
    const answer = await admin({
      method: 'POST',
      url: `/api/admin/members/${id}/tier`,
      payload: { tierId: 'inner_circle' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toMatch(/^Ugo Up is now Inner Circle/);
    expect((await me(app, cookie)).tier).toBe('inner_circle');
    expect((await page(id)).membership?.tier).toBe('inner_circle');
  });

  it('tells staff what to do instead for a member who pays nothing', async () => {
    await freeMember(app, 'page-up-free@example.com', 'Fede Free');
    const id = await memberId('page-up-free@example.com');
    const answer = await admin({
      method: 'POST',
      url: `/api/admin/members/${id}/tier`,
      payload: { tierId: 'premium' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Fede Free has no paid membership to change. Give a complimentary one, or they join a tier on the membership page.',
    );
  });
});

describe('a sign-in link sent by staff', () => {
  it("goes to the member's own address, works, and stops at the address's mail budget", async () => {
    await freeMember(app, 'page-link@example.com');
    const id = await memberId('page-link@example.com');
    const sent = await admin({ method: 'POST', url: `/api/admin/members/${id}/sign-in-link` });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestMailTo(app, 'page-link@example.com');
    expect(mail.subject).toBe('Your MESC sign-in link');
    expect((await useLink(app, signInSecretIn(mail.text).token)).statusCode).toBe(200);
    let answer = sent;
    for (let i = 0; i < 12 && answer.statusCode === 200; i += 1) {
      answer = await admin({ method: 'POST', url: `/api/admin/members/${id}/sign-in-link` });
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.json().code).toBe('mail_budget_spent');
    const count = (await mailsTo('page-link@example.com')).length;
    expect((await admin({ method: 'POST', url: `/api/admin/members/${id}/sign-in-link` })).statusCode).toBe(
      429,
    );
    expect((await mailsTo('page-link@example.com')).length).toBe(count);
  });
});

describe('signing a member out everywhere', () => {
  it('ends every session the member has', async () => {
    const cookie = await freeMember(app, 'page-out@example.com', 'Omar Out');
    const id = await memberId('page-out@example.com');
    expect(await me(app, cookie)).not.toBeNull();
    const answer = await admin({ method: 'DELETE', url: `/api/admin/members/${id}/sessions` });
    expect(answer.json().message).toBe('Omar Out is signed out everywhere.');
    expect(await me(app, cookie)).toBeNull();
    expect((await page(id)).sessions).toEqual([]);
  });
});
