import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildMember, buildRsvp, buildTicket } from '../src/server/db/factories';
import { events, members, payments, rsvps, tickets, waitlistEntries } from '../src/server/db/schema';
import { PAYER_CHECK_INBOX } from '../src/server/features/membership/owner-activation';
import { refundUnclaimed } from '../src/server/features/membership/service';
import { routeTable } from './helpers/admin';
import { build } from './helpers/build';
import {
  freshAddress,
  latestMailTo,
  me,
  memberCookie,
  setCookies,
  signInSecretIn,
  useCode,
} from './helpers/members';
import { paymentIdOf, payWithTestCard, premiumFan } from './helpers/membership';

// Paying proves a card, not an inbox (docs/members.md "Who is who"): a checkout for an address
// that already has history at the club signs nobody in and shows nothing of it; the membership
// waits for the address's owner, who starts it by signing in from the e-mail.

const app = await build();
await app.ready();

const [event] = await app.db
  .insert(events)
  .values(buildEvent({ title: 'Owner Night', price: 0 }))
  .returning();

type History = 'member' | 'pending-member' | 'ticket' | 'rsvp' | 'waitlist';

/** Gives an address history of one kind, written as the features write it. */
async function giveHistory(email: string, kind: History) {
  switch (kind) {
    case 'member':
      await app.db.insert(members).values(buildMember({ name: 'Owner', email }));
      return;
    case 'pending-member':
      await app.db
        .insert(members)
        // Made now, as a free join is: the daily tidy removes joins left unconfirmed for a week.
        .values(
          buildMember({
            name: 'Owner',
            email,
            emailConfirmedAt: null,
            joinedAt: null,
            createdAt: new Date(),
          }),
        );
      return;
    case 'rsvp':
      await app.db.insert(rsvps).values(buildRsvp({ eventId: event.id, name: 'Owner', email }));
      return;
    case 'ticket':
      await app.db
        .insert(tickets)
        .values(
          buildTicket({ eventId: event.id, code: freshAddress().replace(/\W/g, '').padEnd(32, 'a'), email }),
        );
      return;
    default:
      await app.db.insert(waitlistEntries).values({
        eventId: event.id,
        code: freshAddress().replace(/\W/g, '').padEnd(32, 'b'),
        name: 'Owner',
        email,
      });
  }
}

/** A stranger's checkout for `email`, paid with a test card and confirmed from the same browser. */
async function strangerPays(email: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-membership-payment',
    payload: { ...premiumFan, name: 'Security alert: verify your card', email },
    remoteAddress: freshAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = setCookies(started).get('mesc_checkout')?.value;
  const { clientSecret } = started.json();
  expect((await payWithTestCard(app, clientSecret, '4242424242424242')).statusCode).toBe(200);
  const paymentIntentId = paymentIdOf(clientSecret);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    payload: { paymentIntentId },
    headers: { cookie: `mesc_checkout=${checkout}` },
  });
  return { confirmed, paymentIntentId };
}

const historyKinds = fc.constantFrom<History>('member', 'pending-member', 'ticket', 'rsvp', 'waitlist');

describe('a membership paid for an address with history', () => {
  it('signs no one in and tells the payer to check that inbox, whatever the history is', async () => {
    await fc.assert(
      fc.asyncProperty(historyKinds, fc.boolean(), async (kind, upperCase) => {
        const email = `owner-${freshAddress()}@example.com`;
        await giveHistory(email, kind);
        const { confirmed } = await strangerPays(upperCase ? email.toUpperCase() : email);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(confirmed.json()).toEqual({
          member: null,
          membershipTier: 'premium',
          sentToInbox: true,
          message: PAYER_CHECK_INBOX,
        });
        expect(setCookies(confirmed).has('mesc_member')).toBe(false);
        const [payment] = await app.db
          .select()
          .from(payments)
          .where(eq(payments.email, upperCase ? email.toUpperCase() : email));
        expect(payment.status).toBe('awaiting_owner');
      }),
      { numRuns: 15 },
    );
  });

  it('keeps the payer out of the owner’s member area, and puts nothing they typed in the owner’s mail', async () => {
    const email = `owner-${freshAddress()}@example.com`;
    await giveHistory(email, 'rsvp');
    const { confirmed } = await strangerPays(email);
    expect(await me(app, memberCookieOrNone(confirmed))).toBeNull();
    const mail = await latestMailTo(app, email);
    expect(mail?.subject).toBe('Start your MESC Premium Fan membership');
    expect(mail?.text).not.toContain('Security alert');
  });

  it('starts when the owner signs in with the code from the e-mail', async () => {
    const email = `owner-${freshAddress()}@example.com`;
    await giveHistory(email, 'ticket');
    await strangerPays(email);
    const { code } = signInSecretIn((await latestMailTo(app, email))?.text ?? '');
    const signedIn = await useCode(app, email, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const owner = await me(app, memberCookie(signedIn));
    expect(owner).toMatchObject({ email, tier: 'premium' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.email, email));
    expect(payment.status).toBe('succeeded');
  });

  it('is refunded in full when nobody starts it before the deadline, once', async () => {
    const email = `owner-${freshAddress()}@example.com`;
    await giveHistory(email, 'member');
    await strangerPays(email);
    const [waiting] = await app.db.select().from(payments).where(eq(payments.email, email));
    await refundUnclaimed(app, waiting.id);
    await refundUnclaimed(app, waiting.id);
    const [after] = await app.db.select().from(payments).where(eq(payments.id, waiting.id));
    expect(after.status).toBe('refunded');
  });
});

describe('a membership paid for a new address', () => {
  it('signs the paying browser in at once, and tells another browser nothing personal', async () => {
    const email = `new-${freshAddress()}@example.com`;
    const { confirmed, paymentIntentId } = await strangerPays(email);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().member.email).toBe(email);
    expect(setCookies(confirmed).has('mesc_member')).toBe(true);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      payload: { paymentIntentId },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ member: null, membershipTier: 'premium', sentToInbox: false });
    expect(elsewhere.body).not.toContain(email);
  });
});

describe('the member cookie', () => {
  it('is set by no route without a link or code from the inbox, or a paid checkout of a new address', async () => {
    const email = `owner-${freshAddress()}@example.com`;
    await giveHistory(email, 'member');
    const { paymentIntentId } = await strangerPays(email);
    const bodies = [
      {},
      { paymentIntentId },
      { email, code: '000000' },
      { token: 'x'.repeat(43) },
      { email, name: 'X' },
    ];
    for (const { path, methods } of routeTable(app)) {
      if (path.startsWith('/api/admin') || path.includes('*')) continue;
      const url = path.replace(/:[A-Za-z]+/g, '1');
      for (const method of methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        for (const payload of bodies) {
          const answer = await app.inject({
            method: method as 'GET',
            url,
            payload: method === 'GET' ? undefined : payload,
            headers: { 'sec-fetch-site': 'same-origin' },
            remoteAddress: freshAddress(),
          });
          expect(setCookies(answer).get('mesc_member')?.value ?? '', `${method} ${path}`).toBe('');
        }
      }
    }
  });
});

function memberCookieOrNone(answer: Parameters<typeof setCookies>[0]): string | undefined {
  const cookie = setCookies(answer).get('mesc_member');
  return cookie?.value ? `mesc_member=${cookie.value}` : undefined;
}
