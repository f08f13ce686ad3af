import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import {
  broadcastRecipients,
  broadcasts,
  complimentaryMemberships,
  events,
  mailOutbox,
  members,
  newsletterSubscribers,
  staffMembers,
  tickets,
  waitlistEntries,
} from '../src/server/db/schema';
import { createSession } from '../src/server/features/admin-auth/sessions';
import { BATCH_SIZE, BROADCAST_BATCH, BROADCAST_START } from '../src/server/features/broadcasts/service';
import type { Broadcast } from '../src/shared/broadcasts';
import { BROADCAST_LOCKED } from '../src/shared/broadcasts';
import { miamiDateAndTime } from '../src/shared/miami-time';
import { bearer, buildWithAdmin } from './helpers/admin';
import { rowCounts } from './helpers/row-counts';

// Club mail (docs/club-mail.md): staff write to the newsletter, members by tier and status, a
// night's guests or its waitlist; the recipients are fixed when the send starts, and each gets one
// e-mail, with its own greeting and unsubscribe link.

const { app, admin } = await buildWithAdmin({ env: { CLUB_EMAIL: 'club@mesc.test' } });

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}@mail.example`;

async function subscribers(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => unique('fan'));
  await app.db.insert(newsletterSubscribers).values(emails.map((email) => ({ email })));
  return emails;
}

async function member(tier: 'free' | 'premium', options: { confirmed?: boolean; name?: string } = {}) {
  const email = unique(tier);
  const [row] = await app.db
    .insert(members)
    .values({
      name: options.name ?? 'Club Member',
      email,
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
      joinedAt: new Date(),
    })
    .returning();
  if (tier === 'premium') {
    await app.db
      .insert(complimentaryMemberships)
      .values({ memberId: row.id, tier, endsAt: new Date(Date.now() + 30 * 86_400_000) });
  }
  return row;
}

const draft = (audience: object, extra: object = {}) => ({
  subject: 'Fight night this Saturday',
  body: 'Doors at **7 PM**.\n\n- Big screens\n- Cold drinks\n\nTables: https://mesc.example/tables',
  audience,
  ...extra,
});

async function created(audience: object, extra: object = {}): Promise<Broadcast> {
  const answer = await admin({
    method: 'POST',
    url: '/api/admin/broadcasts',
    payload: draft(audience, extra),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Broadcast>();
}

const count = async (audience: object) => {
  const answer = await admin({
    method: 'POST',
    url: '/api/admin/broadcast-audience',
    payload: { audience },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ count: number }>().count;
};

const mailsOf = (subject: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

describe('club mail', () => {
  it('counts each audience in confirmed inboxes, each inbox once', async () => {
    await app.db.delete(newsletterSubscribers);
    await subscribers(3);
    await app.db.insert(newsletterSubscribers).values({
      email: unique('pending'),
      confirmedAt: null,
      confirmTokenHash: `hash-${n}`,
      confirmExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await count({ kind: 'newsletter' })).toBe(3);

    const before = await count({ kind: 'members', tiers: ['premium'] });
    await member('premium');
    await member('premium', { confirmed: false });
    const stopped = await member('premium');
    await app.db.update(members).set({ clubNewsOffAt: new Date() }).where(eq(members.id, stopped.id));
    await member('free');
    expect(await count({ kind: 'members', tiers: ['premium'] })).toBe(before + 1);

    const [night] = await app.db
      .insert(events)
      .values(buildEvent({ maxAttendees: 50 }))
      .returning();
    const ticket = (email: string, status = 'valid') => ({
      eventId: night.id,
      email,
      name: 'Guest',
      code: `code-${++n}`,
      status,
      statusChangedAt: status === 'valid' ? null : new Date(),
    });
    await app.db
      .insert(tickets)
      .values([
        ticket('ana@mail.example'),
        ticket('ANA@mail.example'),
        ticket('ben@mail.example'),
        ticket('gone@mail.example', 'refunded'),
      ]);
    expect(await count({ kind: 'guests', eventId: night.id })).toBe(2);
    await app.db.insert(waitlistEntries).values([
      { eventId: night.id, email: 'wait@mail.example', name: 'W', code: `w-${++n}` },
      {
        eventId: night.id,
        email: 'unconfirmed@mail.example',
        name: 'U',
        code: `w-${++n}`,
        confirmedAt: null,
      },
    ] as never);
    expect(await count({ kind: 'waitlist', eventId: night.id })).toBe(1);

    const missing = await admin({
      method: 'POST',
      url: '/api/admin/broadcast-audience',
      payload: { audience: { kind: 'guests', eventId: 999_999 } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('That event does not exist.');
  });

  it('previews the message as e-mail, both parts, with bold words, a list, links and the button', async () => {
    const answer = await admin({
      method: 'POST',
      url: '/api/admin/broadcast-preview',
      payload: draft(
        { kind: 'newsletter' },
        { buttonLabel: 'Book a table', buttonUrl: 'https://mesc.example/book' },
      ),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json<{ subject: string; html: string; text: string }>();
    expect(preview.subject).toBe('Fight night this Saturday');
    expect(preview.html).toContain('<strong>7 PM</strong>');
    expect(preview.html).toContain('href="https://mesc.example/tables"');
    expect(preview.html).toContain('href="https://mesc.example/book"');
    expect(preview.text).toContain('Doors at 7 PM.');
    expect(preview.text).toContain('- Big screens\n- Cold drinks');
    expect(preview.text).toContain('Book a table: https://mesc.example/book');
    expect(preview.text).toContain('No more club news? Unsubscribe: ');
  });

  it('refuses a button without its link, or a message without words, and keeps nothing', async () => {
    const counts = await rowCounts(app);
    for (const payload of [
      draft({ kind: 'newsletter' }, { buttonLabel: 'Book' }),
      draft({ kind: 'newsletter' }, { subject: '   ' }),
      draft({ kind: 'newsletter' }, { body: '' }),
      draft({ kind: 'members', tiers: ['gold'] }),
      draft({ kind: 'newsletter' }, { buttonLabel: 'Go', buttonUrl: 'javascript:alert(1)' }),
    ]) {
      const answer = await admin({ method: 'POST', url: '/api/admin/broadcasts', payload });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(typeof answer.json().message).toBe('string');
    }
    expect(await rowCounts(app)).toEqual(counts);
  });

  it('sends a test to the staff member who asks, marked as a test, and to nobody else', async () => {
    const message = await created({ kind: 'newsletter' }, { subject: 'Test me' });
    const shared = await admin({ method: 'POST', url: `/api/admin/broadcasts/${message.id}/test` });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().to).toBe('club@mesc.test');

    const [ana] = await app.db
      .insert(staffMembers)
      .values({
        name: 'Ana Ruiz',
        email: 'ana.ruiz@club.example',
        role: 'manager',
        invitedBy: 'test',
      } as never)
      .returning();
    const { token } = await createSession(app.db, 1, 'manager', new Date(), ana.id);
    const own = await app.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${message.id}/test`,
      headers: bearer(token),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().message).toBe('A test was sent to ana.ruiz@club.example.');
    const sent = await mailsOf('[Test] Test me');
    expect(sent.map((mail) => mail.to).sort()).toEqual(['ana.ruiz@club.example', 'club@mesc.test']);
    const [row] = await app.db.select().from(broadcasts).where(eq(broadcasts.id, message.id));
    expect(row.status).toBe('draft');
  });

  it('sends each recipient fixed at the start one e-mail, in batches, and never again', async () => {
    await app.db.delete(newsletterSubscribers);
    const fans = await subscribers(BATCH_SIZE * 2 + 7);
    const message = await created({ kind: 'newsletter' }, { subject: 'All fans' });
    const sent = await admin({
      method: 'POST',
      url: `/api/admin/broadcasts/${message.id}/send`,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('scheduled');
    // Subscribed after the start was asked for, but before it ran: the list is fixed when it runs.
    await app.jobs.drain();
    const late = await subscribers(1);

    const mails = await mailsOf('All fans');
    expect(mails.map((mail) => mail.to).sort()).toEqual([...fans].sort());
    expect(
      mails.every((mail) => mail.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click'),
    ).toBe(true);
    expect(mails[0].text.startsWith('Hello,\n')).toBe(true);
    expect(mails[0].html).toContain('No more club news? Unsubscribe');

    // A start or a batch that runs again (a retry, a second process) sends nothing more.
    await app.jobs.enqueue(app.db, { kind: BROADCAST_START, payload: { broadcastId: message.id } });
    await app.jobs.enqueue(app.db, { kind: BROADCAST_BATCH, payload: { broadcastId: message.id } });
    await app.jobs.drain();
    expect(await mailsOf('All fans')).toHaveLength(fans.length);
    expect(late.some((email) => mails.some((mail) => mail.to === email))).toBe(false);

    const done = (await admin({ method: 'GET', url: `/api/admin/broadcasts/${message.id}` })).json();
    expect(done.status).toBe('sent');
    expect(done.recipients).toEqual({ waiting: 0, queued: 0, sent: fans.length, failed: 0 });
    expect(done.failures).toEqual([]);
    const [{ total }] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, message.id));
    expect(total).toBe(fans.length);

    const again = await admin({
      method: 'POST',
      url: `/api/admin/broadcasts/${message.id}/send`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BROADCAST_LOCKED);
    const edit = await admin({
      method: 'PUT',
      url: `/api/admin/broadcasts/${message.id}`,
      payload: draft({ kind: 'newsletter' }),
    });
    expect(edit.statusCode).toBe(409);
    const removed = await admin({ method: 'DELETE', url: `/api/admin/broadcasts/${message.id}` });
    expect(removed.statusCode).toBe(409);
  });

  it('greets a confirmed member by name, and one unsubscribe stops their club news but not the club', async () => {
    const ana = await member('premium', { name: 'Ana Díaz' });
    const message = await created({ kind: 'members', tiers: ['premium'] }, { subject: 'Premium night' });
    await admin({ method: 'POST', url: `/api/admin/broadcasts/${message.id}/send`, payload: {} });
    await app.jobs.drain();
    const [mail] = (await mailsOf('Premium night')).filter((row) => row.to === ana.email);
    expect(mail.text.startsWith('Hi Ana Díaz,\n')).toBe(true);
    const oneClick = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const answer = await app.inject({
      method: 'POST',
      url: oneClick.replace(/^https?:\/\/[^/]+/, ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    const [row] = await app.db.select().from(members).where(eq(members.id, ana.id));
    expect(row.clubNewsOffAt).toBeInstanceOf(Date);
    expect(row.deletedAt).toBeNull();
    expect(
      (
        await app.db
          .select()
          .from(complimentaryMemberships)
          .where(eq(complimentaryMemberships.memberId, ana.id))
      ).length,
    ).toBe(1);

    const next = await created({ kind: 'members', tiers: ['premium'] }, { subject: 'Another premium night' });
    await admin({ method: 'POST', url: `/api/admin/broadcasts/${next.id}/send`, payload: {} });
    await app.jobs.drain();
    expect((await mailsOf('Another premium night')).some((row) => row.to === ana.email)).toBe(false);
  });

  it('sends at a Miami time, refuses a time that passed or never happens, and a cancelled send is a draft again', async () => {
    const message = await created({ kind: 'newsletter' }, { subject: 'Later' });
    const send = (at: object | null) =>
      admin({ method: 'POST', url: `/api/admin/broadcasts/${message.id}/send`, payload: { at } });

    const passed = await send({ date: '2020-01-01', time: '10:00' });
    expect(passed.statusCode).toBe(400);
    expect(passed.json().message).toBe('That time has passed: choose a later one, or send now.');
    const skipped = await send({ date: '2027-03-14', time: '02:30' });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().message).toBe('That time does not exist in Miami (the clocks go forward).');

    const tomorrow = miamiDateAndTime(new Date(Date.now() + 86_400_000));
    const scheduled = await send({ date: tomorrow.date, time: '19:30' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(miamiDateAndTime(scheduled.json().sendAt)).toEqual({ date: tomorrow.date, time: '19:30' });
    await app.jobs.drain();
    expect(await mailsOf('Later')).toEqual([]);

    const cancelled = await admin({ method: 'POST', url: `/api/admin/broadcasts/${message.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'draft', sendAt: null });
    const deleted = await admin({ method: 'DELETE', url: `/api/admin/broadcasts/${message.id}` });
    expect(deleted.statusCode).toBe(204);
  });
});
