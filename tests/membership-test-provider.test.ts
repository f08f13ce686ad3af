import { describe, expect, it } from 'vitest';
import { paidMembers, payments } from '../src/server/db/schema';
import { PAYER_CHECK_INBOX } from '../src/server/features/membership/owner-activation';
import { build } from './helpers/build';
import {
  confirmPayment,
  mailTo,
  manageTokenIn,
  paymentIdOf,
  payWithTestCard,
  premiumFan,
  startPayment,
} from './helpers/membership';

// The embedded default: no Stripe keys, the built-in test provider plays the card processor.
const app = await build();

async function paidMembership(email: string, card = '4242 4242 4242 4242') {
  const started = await startPayment(app, { ...premiumFan, email });
  expect(started.statusCode).toBe(200);
  const { clientSecret } = started.json();
  const paid = await payWithTestCard(app, clientSecret, card);
  return { clientSecret, paymentId: paymentIdOf(clientSecret), paid };
}

describe('a paid membership with the test provider', () => {
  it('tells the payment screen it is in test mode, with no key', async () => {
    const response = await app.inject({ url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'test', publishableKey: null });
  });

  it('answers a client secret for the tier, priced by the server', async () => {
    const response = await startPayment(app, { ...premiumFan, email: 'secret@example.com' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['clientSecret', 'amountDue', 'introductory']);
    // A new e-mail: the first month at half price.
    expect(response.json()).toMatchObject({ amountDue: 1000, introductory: true });
    expect(response.json().clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const [row] = (await app.db.select().from(payments)).filter((p) => p.email === 'secret@example.com');
    expect(row).toMatchObject({ provider: 'test', tier: 'premium', amount: 2000, status: 'pending' });
  });

  it('accepts the 4242 card, then confirming makes the member and answers their e-mail', async () => {
    const { paymentId, paid } = await paidMembership('maria@example.com');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ paymentIntentId: paymentId, status: 'succeeded' });
    const confirmed = await confirmPayment(app, paymentId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().member).toMatchObject({
      email: 'maria@example.com',
      name: 'Ana Díaz',
      membershipTier: 'premium',
      amount: 2000,
      status: 'active',
    });
  });

  it('declines the 4000 0000 0000 0002 card with Stripe’s message and makes no member', async () => {
    const { paymentId, paid } = await paidMembership('declined@example.com', '4000 0000 0000 0002');
    expect(paid.statusCode).toBe(402);
    expect(paid.json()).toEqual({ message: 'Your card was declined.', code: 'payment_declined' });
    const confirmed = await confirmPayment(app, paymentId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('This payment has not been completed.');
    const members = await app.db.select().from(paidMembers);
    expect(members.filter((m) => m.email === 'declined@example.com')).toHaveLength(0);
  });

  it('refuses a real card number in test mode, saying it charges nothing', async () => {
    const { paid } = await paidMembership('real-card@example.com', '4111 1111 1111 1111');
    expect(paid.statusCode).toBe(402);
    expect(paid.json().message).toMatch(/test mode and no real card is charged/);
  });

  it('makes one member and sends one welcome e-mail when 20 confirmations of one payment race', async () => {
    const { paymentId } = await paidMembership('race@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmPayment(app, paymentId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().member.id)).size).toBe(1);
    const members = (await app.db.select().from(paidMembers)).filter((m) => m.email === 'race@example.com');
    expect(members).toHaveLength(1);
    expect(await mailTo(app, 'race@example.com')).toHaveLength(1);
  });

  it('answers a replayed confirmation with the same member and no second e-mail', async () => {
    const { paymentId } = await paidMembership('replay@example.com');
    const first = (await confirmPayment(app, paymentId)).json();
    const again = (await confirmPayment(app, paymentId)).json();
    expect(again).toEqual(first);
    expect(await mailTo(app, 'replay@example.com')).toHaveLength(1);
  });

  it('e-mails the member a confirmation with a "Manage membership" link, and tells the club', async () => {
    const { paymentId } = await paidMembership('welcome@example.com');
    await confirmPayment(app, paymentId);
    const [welcome] = await mailTo(app, 'welcome@example.com');
    expect(welcome.subject).toBe('Welcome to MESC: your Premium Fan membership');
    expect(welcome.text).toContain('Hi Ana Díaz,');
    expect(welcome.text).toContain('$20.00 a month');
    expect(welcome.text).toContain('within 24 hours');
    expect(welcome.text).toMatch(/Manage membership .*: http:\/\/localhost:3000\/membership\/manage#token=/);
    const notices = (await mailTo(app, app.config.club.email)).filter((m) =>
      m.text.includes('welcome@example.com'),
    );
    expect(notices).toEqual([expect.objectContaining({ subject: 'New Premium Fan member: Ana Díaz' })]);
  });

  it('answers 404 for a payment it never started', async () => {
    const response = await confirmPayment(app, 'pi_test_unknown');
    expect(response.statusCode).toBe(404);
    expect((await payWithTestCard(app, 'pi_x_secret_y', '4242424242424242')).statusCode).toBe(404);
  });

  it('refunds a second membership paid for an e-mail that already has one, whatever its letter case, and tells its owner', async () => {
    const { paymentId } = await paidMembership('twice@example.com');
    await confirmPayment(app, paymentId);
    const again = await paidMembership('TWICE@example.com');
    const confirmed = await confirmPayment(app, again.paymentId);
    expect(confirmed.json()).toEqual({
      member: null,
      membershipTier: 'premium',
      sentToInbox: true,
      message: PAYER_CHECK_INBOX,
    });
    const mail = await mailTo(app, 'TWICE@example.com');
    expect(mail.map((m) => m.subject)).toContain('Your MESC membership payment');
    const rows = (await app.db.select().from(payments)).filter(
      (p) => p.email.toLowerCase() === 'twice@example.com',
    );
    expect(rows.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
  });

  it('lets a member cancel from the link in their e-mail, and then join again', async () => {
    const { paymentId } = await paidMembership('leaver@example.com');
    await confirmPayment(app, paymentId);
    const token = manageTokenIn((await mailTo(app, 'leaver@example.com'))[0].text);
    const seen = await app.inject({ method: 'POST', url: '/api/membership/manage', payload: { token } });
    expect(seen.json()).toMatchObject({
      manage: 'cancel',
      member: { email: 'leaver@example.com', status: 'active' },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/membership/portal', payload: { token } })).statusCode,
    ).toBe(409);
    const canceled = await app.inject({ method: 'POST', url: '/api/membership/cancel', payload: { token } });
    expect(canceled.json().member.status).toBe('canceled');
    const rejoin = await startPayment(app, { ...premiumFan, email: 'leaver@example.com' });
    expect(rejoin.statusCode).toBe(200);
  });

  it('does not open a membership for a link that is not one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/membership/manage',
      payload: { token: 'x'.repeat(32) },
    });
    expect(response.statusCode).toBe(404);
  });
});
