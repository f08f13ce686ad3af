import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import {
  events,
  mailOutbox,
  members,
  newsletterSubscribers,
  paidMembers,
  payments,
  rsvps,
  wallOfFameMembers,
} from '../src/server/db/schema';
import { noAssets } from '../src/server/render/page-assets';
import { SIGN_IN_TO_RSVP, tierNeededText } from '../src/shared/members';
import { build } from './helpers/build';
import { asMember, freeMember, me, paidMember, setCookies, signInSecretIn, useLink } from './helpers/members';

const app = await build({ seed: true });

async function newEvent(overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await app.db.insert(events).values(buildEvent(overrides)).returning();
  return row;
}
const visitorRsvp = (id: number, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${id}/rsvp`,
    payload: { name: 'Visitor Name', email: 'visitor@example.com' },
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });

describe('tier rules on RSVPs', () => {
  it('asks a visitor to sign in for a Premium event, and tells a free member which tiers may come', async () => {
    const premium = await newEvent({ title: 'Premium Night', membershipRequired: 'premium' });
    const visitor = await visitorRsvp(premium.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(SIGN_IN_TO_RSVP);
    const free = await freeMember(app, 'free-rsvp@example.com');
    const refused = await asMember(app, free, 'POST', '/api/account/rsvps', { eventId: premium.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This event is for Premium Fan and Inner Circle members.');
    const [event] = await app.db.select().from(events).where(eq(events.id, premium.id));
    expect(event.currentAttendees).toBe(0);
  });

  it('seats a Premium Fan at a Premium event with one press, under their own name and e-mail', async () => {
    const premium = await newEvent({ title: 'Premium Press', membershipRequired: 'premium' });
    const { cookie } = await paidMember(app, 'premium-rsvp@example.com', 'premium', 'Pia Premium');
    const answer = await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: premium.id });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().event.currentAttendees).toBe(1);
    const [row] = await app.db.select().from(rsvps).where(eq(rsvps.eventId, premium.id));
    expect(row).toMatchObject({ name: 'Pia Premium', email: 'premium-rsvp@example.com' });
    expect((await me(app, cookie)).goingEventIds).toContain(premium.id);
    // The public form, used signed in, seats the member as themselves too.
    const other = await newEvent({ title: 'Premium Form', membershipRequired: 'premium' });
    expect((await visitorRsvp(other.id, cookie)).statusCode).toBe(201);
    const [formRow] = await app.db.select().from(rsvps).where(eq(rsvps.eventId, other.id));
    expect(formRow.email).toBe('premium-rsvp@example.com');
  });

  it('refuses an RSVP sent with a member’s cookie from another site, and takes no seat', async () => {
    const event = await newEvent({ title: 'Cross-site Night', membershipRequired: 'premium' });
    const { cookie } = await paidMember(app, 'cross-rsvp@example.com', 'premium');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      payload: { name: 'Someone', email: 'someone@example.com' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(403);
    const [row] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(row.currentAttendees).toBe(0);
  });

  it('keeps Inner Circle events for Inner Circle members', async () => {
    const inner = await newEvent({ title: 'Inner Night', membershipRequired: 'inner_circle' });
    const { cookie: premium } = await paidMember(app, 'not-inner@example.com', 'premium');
    const refused = await asMember(app, premium, 'POST', '/api/account/rsvps', { eventId: inner.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(tierNeededText('inner_circle'));
    const { cookie: innerCircle } = await paidMember(app, 'inner@example.com', 'inner_circle');
    expect(
      (await asMember(app, innerCircle, 'POST', '/api/account/rsvps', { eventId: inner.id })).statusCode,
    ).toBe(201);
  });

  it('keeps access for seven days after a failed payment, then counts the member as free', async () => {
    const premium = await newEvent({ title: 'Grace Night', membershipRequired: 'premium', maxAttendees: 10 });
    const { cookie } = await paidMember(app, 'grace@example.com', 'premium');
    // The provider's own follow-up of the new membership is done before the failure is staged.
    await app.jobs.drain();
    const six = new Date(Date.now() - 6 * 86_400_000);
    await app.db
      .update(paidMembers)
      .set({ status: 'past_due', statusChangedAt: six })
      .where(eq(paidMembers.email, 'grace@example.com'));
    expect(await me(app, cookie)).toMatchObject({
      tier: 'premium',
      accessTier: 'premium',
      status: 'past_due',
    });
    expect(
      (await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: premium.id })).statusCode,
    ).toBe(201);

    const eight = new Date(Date.now() - 8 * 86_400_000);
    await app.db
      .update(paidMembers)
      .set({ statusChangedAt: eight })
      .where(eq(paidMembers.email, 'grace@example.com'));
    expect(await me(app, cookie)).toMatchObject({ tier: 'premium', accessTier: 'free', status: 'past_due' });
    const later = await newEvent({ title: 'After Grace', membershipRequired: 'premium' });
    expect(
      (await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: later.id })).statusCode,
    ).toBe(403);
  });

  it('lets a member give a seat back while the event is ahead, and frees it', async () => {
    const full = await newEvent({ title: 'Tiny Room', maxAttendees: 1 });
    const cookie = await freeMember(app, 'giveback@example.com', 'Give Back');
    expect((await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: full.id })).statusCode).toBe(
      201,
    );
    expect((await visitorRsvp(full.id)).json().message).toBe('Event Full');
    const canceled = await asMember(app, cookie, 'DELETE', `/api/account/rsvps/${full.id}`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().event.currentAttendees).toBe(0);
    // Their seat is gone everywhere they look: not going, and its ticket no longer valid.
    expect((await me(app, cookie)).goingEventIds).not.toContain(full.id);
    const tickets = (await asMember(app, cookie, 'GET', '/api/account/tickets')).json() as {
      upcoming: { status: string; event: { id: number } }[];
    };
    expect(tickets.upcoming.filter((ticket) => ticket.event.id === full.id).map((t) => t.status)).toEqual([
      'cancelled',
    ]);
    expect((await visitorRsvp(full.id)).statusCode).toBe(201);
    expect((await asMember(app, cookie, 'DELETE', `/api/account/rsvps/${full.id}`)).statusCode).toBe(404);
  });

  it('refuses to cancel an RSVP to an event that has taken place', async () => {
    const cookie = await freeMember(app, 'past@example.com');
    const past = await newEvent({ title: 'Last Week', date: eventInDays(-7) });
    await app.db.insert(rsvps).values({ eventId: past.id, name: 'Past', email: 'past@example.com' });
    const answer = await asMember(app, cookie, 'DELETE', `/api/account/rsvps/${past.id}`);
    expect(answer.statusCode).toBe(409);
    const account = (await asMember(app, cookie, 'GET', '/api/account')).json();
    expect(account.past.map((r: { event: { id: number } }) => r.event.id)).toContain(past.id);
    expect(account.past[0].cancellable).toBe(false);
  });
});

describe('paying for a tier', () => {
  it('signs in the browser that paid, once, and the welcome e-mail carries a sign-in link', async () => {
    const { cookie, paymentId } = await paidMember(app, 'newpaid@example.com', 'premium', 'Nu Paid');
    expect(await me(app, cookie)).toMatchObject({ name: 'Nu Paid', tier: 'premium', status: 'active' });
    // Confirming again, or from a browser without the checkout's cookie, signs no one in.
    const again = await app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      payload: { paymentIntentId: paymentId },
    });
    expect(again.statusCode).toBe(200);
    expect(setCookies(again).has('mesc_member')).toBe(false);

    const welcome = (await app.db.select().from(mailOutbox)).find(
      (m) => m.to === 'newpaid@example.com' && m.subject === 'Welcome to MESC: your Premium Fan membership',
    );
    const link = await useLink(app, signInSecretIn(welcome?.text ?? '').token);
    expect(link.statusCode).toBe(200);
    const [member] = await app.db.select().from(members).where(eq(members.email, 'newpaid@example.com'));
    const [paid] = await app.db
      .select()
      .from(paidMembers)
      .where(eq(paidMembers.email, 'newpaid@example.com'));
    expect(paid.memberId).toBe(member.id);
  });

  it('keeps one member when a free member pays for a tier', async () => {
    const signedIn = await freeMember(app, 'upgrader@example.com', 'Up Grader');
    const { cookie } = await paidMember(app, 'Upgrader@example.com', 'inner_circle', 'Up Grader', signedIn);
    expect(await me(app, cookie)).toMatchObject({ tier: 'inner_circle', email: 'upgrader@example.com' });
    const rows = (await app.db.select().from(members)).filter(
      (m) => m.email.toLowerCase() === 'upgrader@example.com',
    );
    expect(rows).toHaveLength(1);
  });
});

describe('the member area', () => {
  it('shows the tier, status, price and renewal, and changes the name', async () => {
    const { cookie } = await paidMember(app, 'area@example.com', 'premium', 'Area Member');
    const account = (await asMember(app, cookie, 'GET', '/api/account')).json();
    expect(account.member).toMatchObject({ name: 'Area Member', tier: 'premium', status: 'active' });
    expect(account.membership).toMatchObject({
      tier: 'premium',
      status: 'active',
      price: 2000,
      billing: 'none',
    });
    const renamed = await asMember(app, cookie, 'PATCH', '/api/account', { name: 'Area Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().member.name).toBe('Area Renamed');
    const empty = await asMember(app, cookie, 'PATCH', '/api/account', {});
    expect(empty.statusCode).toBe(400);
  });

  it('puts the member on the Wall of Fame with their tier and joined date, in step with their name, and off again', async () => {
    const { cookie } = await paidMember(app, 'wall@example.com', 'inner_circle', 'Wall Star');
    expect(
      (await asMember(app, cookie, 'PATCH', '/api/account', { showOnWallOfFame: true })).statusCode,
    ).toBe(200);
    const wall = (await app.inject({ url: '/api/wall-of-fame' })).json();
    expect(wall).toContainEqual(
      expect.objectContaining({ name: 'Wall Star', membershipTier: 'inner_circle' }),
    );
    await asMember(app, cookie, 'PATCH', '/api/account', { name: 'Wall Star II' });
    const renamed = (await app.inject({ url: '/api/wall-of-fame' })).json();
    expect(renamed).toContainEqual(expect.objectContaining({ name: 'Wall Star II' }));
    const off = await asMember(app, cookie, 'PATCH', '/api/account', { showOnWallOfFame: false });
    expect(off.json().showOnWallOfFame).toBe(false);
    const gone = (await app.inject({ url: '/api/wall-of-fame' })).json();
    expect(gone.some((m: { name: string }) => m.name.startsWith('Wall Star'))).toBe(false);
  });

  it('turns club news off and on again from the account: off leaves the newsletter too, on keeps the member a member throughout', async () => {
    const { cookie } = await paidMember(app, 'News.Reader@example.com', 'premium', 'News Reader');
    await app.db
      .insert(newsletterSubscribers)
      .values({ email: 'news.reader@example.com', confirmedAt: new Date() });
    const row = async () => (await app.db.select().from(members).where(eq(members.name, 'News Reader')))[0];
    const subscribed = async () =>
      (await app.db.select().from(newsletterSubscribers)).some(
        (s) => s.email.toLowerCase() === 'news.reader@example.com',
      );
    expect((await asMember(app, cookie, 'GET', '/api/account')).json().clubNews).toBe(true);

    const off = await asMember(app, cookie, 'PATCH', '/api/account', { clubNews: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().clubNews).toBe(false);
    expect((await row()).clubNewsOffAt).toBeInstanceOf(Date);
    expect(await subscribed()).toBe(false);
    expect((await me(app, cookie))?.tier).toBe('premium');

    const on = await asMember(app, cookie, 'PATCH', '/api/account', { clubNews: true });
    expect(on.json().clubNews).toBe(true);
    expect((await row()).clubNewsOffAt).toBeNull();
    // The newsletter is a sign-up of its own, confirmed from the inbox: not taken back silently.
    expect(await subscribed()).toBe(false);

    const wrong = await asMember(app, cookie, 'PATCH', '/api/account', { clubNews: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect((await row()).clubNewsOffAt).toBeNull();
  });

  it('deletes the account: billing stops, seats ahead are freed, personal data goes, the books stay', async () => {
    const event = await newEvent({ title: 'Before Deletion', maxAttendees: 5 });
    const { cookie, paymentId } = await paidMember(app, 'leaving@example.com', 'premium', 'Lea Ving');
    await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: event.id });
    await asMember(app, cookie, 'PATCH', '/api/account', { showOnWallOfFame: true });
    const deleted = await asMember(app, cookie, 'DELETE', '/api/account');
    expect(deleted.statusCode).toBe(200);
    expect(await me(app, cookie)).toBeNull();

    const everything = JSON.stringify([
      await app.db.select().from(members),
      await app.db.select().from(paidMembers),
      await app.db.select().from(payments),
      await app.db.select().from(rsvps),
      await app.db.select().from(wallOfFameMembers),
    ]);
    expect(everything).not.toContain('leaving@example.com');
    expect(everything).not.toContain('Lea Ving');
    const [payment] = await app.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment).toMatchObject({ amount: 2000, tier: 'premium', status: 'succeeded' });
    const [paid] = await app.db.select().from(paidMembers).where(eq(paidMembers.paymentId, payment.id));
    expect(paid.status).toBe('canceled');
    const [seats] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(seats.currentAttendees).toBe(0);
    // The address is free to join again.
    expect((await paidMember(app, 'leaving@example.com', 'premium')).cookie).toBeTruthy();
  });
});

describe('shared caches stay clean', () => {
  it('never shows a member’s name, e-mail or state in a page or public answer served to someone else', async () => {
    const sibling = await buildApp({
      config: app.config,
      database: app.database,
      storage: app.storage,
      assets: noAssets,
    });
    const going = await newEvent({ title: 'Privacy Night', membershipRequired: 'premium' });
    const { cookie } = await paidMember(app, 'private.person@example.com', 'premium', 'Priva Tepersona');
    await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: going.id });
    await asMember(app, cookie, 'PATCH', '/api/account', { name: 'Priva Tepersona' });
    const urls = [
      '/',
      '/events',
      '/membership',
      '/join',
      '/account',
      '/sign-in',
      '/wall-of-fame',
      '/api/events',
      '/api/me',
      '/events.ics',
    ];
    for (const server of [app, sibling]) {
      // The member's own requests first, so anything shared would be filled with their data.
      for (const url of urls) await server.inject({ url, headers: { cookie } });
      for (const url of urls) {
        const other = await server.inject({ url });
        expect(other.body, url).not.toContain('private.person@example.com');
        expect(other.body, url).not.toContain('Priva Tepersona');
      }
    }
    for (const url of ['/api/me', '/api/account']) {
      const answer = await app.inject({ url, headers: { cookie } });
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    await sibling.close();
  });
});
