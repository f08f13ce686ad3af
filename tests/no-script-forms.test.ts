import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, mailOutbox, members, newsletterSubscribers, waitlistEntries } from '../src/server/db/schema';
import { eventPath } from '../src/shared/events';
import { FREE_JOIN_FORM_OUTCOMES } from '../src/shared/free-join-form';
import { build } from './helpers/build';
import { freeMember, freshAddress, latestMailTo } from './helpers/members';
import { entriesOf, fill, smallEvent } from './helpers/waitlist';

// The free join and a full event's waitlist as plain HTML forms, for a browser without the page's
// script: the same rules as their JSON routes, the answer a 303 to the page with the outcome (never
// the e-mail), and a refused form stores nothing. What the event page says of each outcome is
// checked with its component (no-script-seat-forms.test.tsx).

const app = await build();

const formPost = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: freshAddress(),
  });

const memberRows = (email: string) => app.db.select().from(members).where(eq(members.email, email));

describe('the free join as a plain form', () => {
  it('makes a pending member from an e-mail, mails the confirmation, and the page welcomes them', async () => {
    const email = `plain-join-${freshAddress()}@example.com`;
    const answer = await formPost('/join', { email });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/join?join=free&joined=sent');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.location).not.toContain(encodeURIComponent(email));
    const [row] = await memberRows(email);
    expect(row.emailConfirmedAt).toBeNull();
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toContain('Confirm your MESC membership');
    expect(
      await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toHaveLength(1);

    const page = await app.inject({ url: answer.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome to MESC!');
    expect(page.body).toContain(FREE_JOIN_FORM_OUTCOMES.sent);
  });

  it('welcomes a visitor who gave no e-mail, storing nothing', async () => {
    const before = (await app.db.select().from(members)).length;
    const answer = await formPost('/join', { email: '  ' });
    expect(answer.headers.location).toBe('/join?join=free&joined=welcome');
    expect((await app.db.select().from(members)).length).toBe(before);
    const page = await app.inject({ url: '/join?join=free&joined=welcome' });
    expect(page.body).toContain(FREE_JOIN_FORM_OUTCOMES.welcome);
  });

  it('refuses a bad address with the form again and what is wrong, storing nothing', async () => {
    const before = (await app.db.select().from(members)).length;
    const forms: Record<string, string>[] = [
      { email: 'not-an-address' },
      {},
      { email: `${'x'.repeat(300)}@example.com` },
    ];
    for (const form of forms) {
      const answer = await formPost('/join', form);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/join?join=free&joined=invalid');
    }
    expect((await app.db.select().from(members)).length).toBe(before);
    const page = await app.inject({ url: '/join?join=free&joined=invalid' });
    expect(page.body).toContain(FREE_JOIN_FORM_OUTCOMES.invalid);
    expect(page.body).toContain('Confirm Free Membership');
    expect(page.body).not.toContain('Welcome to MESC!');
  });

  it("refuses another site's form", async () => {
    const email = `cross-join-${freshAddress()}@example.com`;
    const answer = await formPost('/join', { email }, { 'sec-fetch-site': 'cross-site' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('cross_site');
    expect(await memberRows(email)).toEqual([]);
  });
});

describe("a full event's waitlist as a plain form", () => {
  it('puts a visitor on the list and mails the confirmation link', async () => {
    const event = await smallEvent(app, { title: 'Full Poker Night', maxAttendees: 1 });
    await fill(app, event.id, 1);
    const email = `plain-wait-${freshAddress()}@example.com`;
    const answer = await formPost(`/events/${event.id}/waitlist`, { name: 'Wanda', email });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${eventPath(event)}?waitlist=sent#rsvp`);
    const rows = await entriesOf(app, event.id);
    expect(rows.map((r) => [r.name, r.email, r.status])).toEqual([['Wanda', email, 'waiting']]);
    expect(await latestMailTo(app, email)).toBeTruthy();

    // The same address again answers alike (a visitor learns nothing of others' addresses), and
    // one entry stays.
    const again = await formPost(`/events/${event.id}/waitlist`, { name: 'Wanda', email });
    expect(again.headers.location).toContain('?waitlist=sent');
    expect(await entriesOf(app, event.id)).toHaveLength(1);
  });

  it('joins a signed-in member as themselves', async () => {
    const event = await smallEvent(app, { maxAttendees: 1 });
    await fill(app, event.id, 1);
    const cookie = await freeMember(app, 'plain.waiter@example.com', 'Plain Waiter');
    const answer = await formPost(`/events/${event.id}/waitlist`, {}, { cookie });
    expect(answer.headers.location).toBe(`${eventPath(event)}?waitlist=joined#rsvp`);
    const [row] = await entriesOf(app, event.id);
    expect([row.email, row.name]).toEqual(['plain.waiter@example.com', 'Plain Waiter']);
    expect(row.confirmedAt).not.toBeNull();
  });

  it('refuses a bad form, an event with seats, a members’ event and another site, storing nothing', async () => {
    const full = await smallEvent(app, { maxAttendees: 1 });
    await fill(app, full.id, 1);
    const email = `bad-wait-${freshAddress()}@example.com`;
    const refused = async (id: number, form: Record<string, string>, outcome: string) => {
      const answer = await formPost(`/events/${id}/waitlist`, form);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toContain(`?waitlist=${outcome}#rsvp`);
    };
    await refused(full.id, { name: '', email }, 'invalid');
    await refused(full.id, { name: 'Bo', email: 'not-an-address' }, 'invalid');
    await refused(full.id, { email }, 'invalid');
    const cross = await formPost(
      `/events/${full.id}/waitlist`,
      { name: 'Bo', email },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.statusCode).toBe(403);
    expect(await entriesOf(app, full.id)).toEqual([]);

    const open = await smallEvent(app, { maxAttendees: 10 });
    await refused(open.id, { name: 'Bo', email }, 'open');
    const closed = await smallEvent(app, { maxAttendees: 1, waitlistEnabled: false });
    await fill(app, closed.id, 1);
    await refused(closed.id, { name: 'Bo', email }, 'off');
    const forMembers = await smallEvent(app, { maxAttendees: 1 });
    await fill(app, forMembers.id, 1);
    await app.db.update(events).set({ membershipRequired: 'premium' }).where(eq(events.id, forMembers.id));
    await refused(forMembers.id, { name: 'Bo', email }, 'members');
    expect(await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email))).toEqual([]);
  });

  it('answers an unknown event with a 404', async () => {
    const answer = await formPost('/events/999999/waitlist', { name: 'Bo', email: 'bo@example.com' });
    expect(answer.statusCode).toBe(404);
  });
});
