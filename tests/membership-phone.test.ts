import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { members, payments } from '../src/server/db/schema';
import { isPhoneNumber } from '../src/shared/fields';
import { build } from './helpers/build';
import {
  asMember,
  freeMember,
  freshAddress,
  latestMailTo,
  setCookies,
  signInSecretIn,
  useCode,
} from './helpers/members';
import { paymentIdOf, payWithTestCard, premiumFan } from './helpers/membership';
import { rowCounts } from './helpers/row-counts';

// The welcome the club promises within 24 hours: a call when the new member leaves a phone
// number at the paid join (or later in the account), an e-mail otherwise. Staff read the number
// in the new-member notice, with the join date in Miami time.

const app = await build({ env: { CLUB_EMAIL: 'team@mesc.test' } });

/** A checkout from one browser, paid with the good test card and confirmed from that browser. */
async function join(email: string, phone?: string | null) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-membership-payment',
    payload: { ...premiumFan, email, ...(phone === undefined ? {} : { phone }) },
    remoteAddress: freshAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = setCookies(started).get('mesc_checkout')?.value;
  const { clientSecret } = started.json();
  await payWithTestCard(app, clientSecret, '4242424242424242');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    payload: { paymentIntentId: paymentIdOf(clientSecret) },
    headers: { cookie: `mesc_checkout=${checkout}` },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed;
}

const memberRow = async (email: string) =>
  (await app.db.select().from(members).where(eq(members.email, email)))[0];

describe('a phone number for the welcome call', () => {
  it('is kept with the new member, promised a call in the welcome e-mail, and shown to staff with a Miami date', async () => {
    const email = `caller-${freshAddress()}@example.com`;
    await join(email, ' (305) 555-0100 ');
    expect((await memberRow(email)).phone).toBe('(305) 555-0100');
    const welcome = await latestMailTo(app, email);
    expect(welcome?.text).toContain('Our team will call you at (305) 555-0100 within 24 hours.');
    const notice = await latestMailTo(app, 'team@mesc.test');
    expect(notice?.text).toContain('Phone: (305) 555-0100');
    expect(notice?.text).toMatch(/Joined: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Miami time\)/);
    expect(notice?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('is optional: without one the welcome promises an e-mail and says where to add a number', async () => {
    const email = `writer-${freshAddress()}@example.com`;
    await join(email, '');
    expect((await memberRow(email)).phone).toBeNull();
    const welcome = await latestMailTo(app, email);
    expect(welcome?.text).toContain('Our team will contact you within 24 hours by e-mail.');
    expect(welcome?.text).toContain('Add your phone number in your account');
    const notice = await latestMailTo(app, 'team@mesc.test');
    expect(notice?.text).toContain('Phone: none given: write to them by e-mail');
  });

  it('refuses what is not a phone number, names the field, and stores nothing', async () => {
    const notPhones = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.stringMatching(/^[0-9]{1,6}$/),
      fc.stringMatching(/^[0-9]{16,25}$/),
      fc.constantFrom('305\u0000555 0100', '305 555\n0100', '+1 305 555 0100 ext. 2', '\u202E0010-555 503'),
    );
    await fc.assert(
      fc.asyncProperty(
        notPhones.filter((text) => text.trim() !== '' && !isPhoneNumber(text.trim())),
        async (phone) => {
          // The queue finishes what earlier joins left (welcome mails) before and after the request.
          await app.jobs.drain();
          const before = await rowCounts(app);
          const answer = await app.inject({
            method: 'POST',
            url: '/api/create-membership-payment',
            payload: { ...premiumFan, email: `bad-${freshAddress()}@example.com`, phone },
            remoteAddress: freshAddress(),
          });
          expect(answer.statusCode, JSON.stringify(phone)).toBe(400);
          expect(answer.json().message).toMatch(/phone/i);
          await app.jobs.drain();
          expect(await rowCounts(app)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('typed by a stranger paying for an address with history never reaches its owner’s account', async () => {
    const email = `owner-${freshAddress()}@example.com`;
    await freeMember(app, email, 'Owner');
    const started = await app.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: { ...premiumFan, email, phone: '+1 786 555 0199' },
      remoteAddress: freshAddress(),
    });
    const { clientSecret } = started.json();
    await payWithTestCard(app, clientSecret, '4242424242424242');
    await app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      payload: { paymentIntentId: paymentIdOf(clientSecret) },
    });
    const [payment] = await app.db.select().from(payments).where(eq(payments.email, email));
    expect(payment.status).toBe('awaiting_owner');
    // The owner starts the membership from the e-mail's code.
    const { code } = signInSecretIn((await latestMailTo(app, email))?.text ?? '');
    expect((await useCode(app, email, code)).statusCode).toBe(200);
    expect((await memberRow(email)).phone).toBeNull();
  });

  it('can be added, changed and removed by the member in the account, and goes with a deleted account', async () => {
    const email = `account-${freshAddress()}@example.com`;
    const cookie = await freeMember(app, email, 'Ana');
    const set = await asMember(app, cookie, 'PATCH', '/api/account', { phone: '+1 786 555 0142' });
    expect(set.statusCode, set.body).toBeLessThan(300);
    expect((await asMember(app, cookie, 'GET', '/api/account')).json().member.phone).toBe('+1 786 555 0142');
    const refused = await asMember(app, cookie, 'PATCH', '/api/account', { phone: '555' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Enter a phone number of 7 to 15 digits');
    expect((await memberRow(email)).phone).toBe('+1 786 555 0142');
    await asMember(app, cookie, 'PATCH', '/api/account', { phone: '' });
    expect((await memberRow(email)).phone).toBeNull();

    await asMember(app, cookie, 'PATCH', '/api/account', { phone: '305 555 0100' });
    const [before] = await app.db.select().from(members).where(eq(members.email, email));
    expect((await asMember(app, cookie, 'DELETE', '/api/account')).statusCode).toBeLessThan(300);
    const [after] = await app.db.select().from(members).where(eq(members.id, before.id));
    expect(after.phone).toBeNull();
  });
});
