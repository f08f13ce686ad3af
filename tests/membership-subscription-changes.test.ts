import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, periodAt, proration } from '../src/server/adapters/payments/billing-period';
import { introductoryOffers, paidMembers, testPayments } from '../src/server/db/schema';
import { offerKey } from '../src/server/features/membership/repository';
import {
  cancelAtPeriodEnd,
  changeTier,
  resume,
  TIER_CHANGE_TEXTS,
} from '../src/server/features/membership/subscription-changes';
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
import {
  endTestPeriod,
  followJobsOf,
  innerCircle,
  joinWithTestCard,
  membershipOf,
  paymentOf,
  refusalOf,
  testPaymentsOf,
  testSubscription,
} from './helpers/subscription-changes';

// Changing a paid membership with the test provider (no Stripe keys): the first month at half
// price, a higher tier now with the rest of the period charged, a lower one at the period's end,
// and a cancel at the period's end that can be undone until then.
const app = await build();

/** Cancels at once with the "Manage membership" link of the welcome e-mail. */
async function cancelNow(email: string) {
  const token = manageTokenIn((await mailTo(app, email))[0].text);
  await app.inject({ method: 'POST', url: '/api/membership/cancel', payload: { token } });
}

describe('the first month at half price with the test provider', () => {
  it('charges a new member half the tier’s price for the first month and says so in the welcome e-mail', async () => {
    const { payment, member } = await joinWithTestCard(app, 'half@example.com');
    expect(payment).toMatchObject({ introductory: true, amount: 2000, status: 'succeeded' });
    const [charge] = await testPaymentsOf(app, payment.subscriptionId as string);
    expect(charge.amount).toBe(1000);
    expect(member).toMatchObject({ membershipTier: 'premium', amount: 2000, status: 'active' });
    const [welcome] = await mailTo(app, 'half@example.com');
    expect(welcome.text).toContain(
      'First month: $10.00 charged today, half price as a new member; from the second month, $20.00 a month.',
    );
    const [offer] = await app.db
      .select()
      .from(introductoryOffers)
      .where(eq(introductoryOffers.emailHash, offerKey('half@example.com')));
    expect(offer.paymentId).toBe(payment.id);
  });

  it('charges the full price to an e-mail that has had its first month, whatever its letter case', async () => {
    const first = await joinWithTestCard(app, 'again@example.com', innerCircle);
    await cancelNow('again@example.com');

    const second = await joinWithTestCard(app, 'Again@Example.com');
    expect(second.payment.introductory).toBe(false);
    const [charge] = await testPaymentsOf(app, second.payment.subscriptionId as string);
    expect(charge.amount).toBe(2000);
    const welcome = (await mailTo(app, 'Again@Example.com')).find((m) => m.subject.startsWith('Welcome'));
    if (!welcome) throw new Error('no welcome e-mail');
    expect(welcome.text).toContain('Price: $20.00 a month, renewed monthly until you cancel');
    expect(welcome.text).not.toContain('First month');
    expect(first.payment.id).not.toBe(second.payment.id);
  });

  it('does not spend the offer on a payment that never went through', async () => {
    const started = await startPayment(app, { ...premiumFan, email: 'declined-first@example.com' });
    const { clientSecret } = started.json();
    await payWithTestCard(app, clientSecret, '4000000000000002');
    const later = await joinWithTestCard(app, 'declined-first@example.com');
    expect(later.payment.introductory).toBe(true);
  });

  /** A checkout whose card payment went through for `amount` (as if altered on the way), confirmed. */
  async function confirmedAt(email: string, amount: number) {
    const started = await startPayment(app, { ...premiumFan, email });
    const { clientSecret } = started.json();
    await payWithTestCard(app, clientSecret, '4242424242424242');
    await app.db
      .update(testPayments)
      .set({ amount })
      .where(eq(testPayments.id, paymentIdOf(clientSecret)));
    return confirmPayment(app, paymentIdOf(clientSecret));
  }

  it('refuses a payment of any other amount, and the half price for a payment without the offer', async () => {
    const odd = await confirmedAt('odd@example.com', 1500);
    expect(odd.statusCode).toBe(409);
    expect(odd.json().message).toBe('This payment does not match the price of the membership tier.');

    await joinWithTestCard(app, 'spent@example.com');
    await cancelNow('spent@example.com');
    const half = await confirmedAt('spent@example.com', 1000);
    expect(half.statusCode).toBe(409);
    const members = await app.db.select().from(paidMembers).where(eq(paidMembers.email, 'spent@example.com'));
    expect(members.map((m) => m.status)).toEqual(['canceled']);
  });
});

describe('changing tier with the test provider', () => {
  it('records the end of the first period, a calendar month after the start', async () => {
    const { member, payment } = await joinWithTestCard(app, 'period@example.com');
    const sub = await testSubscription(app, payment.subscriptionId as string);
    expect(sub.currentPeriodEnd.getTime()).toBe(addMonths(sub.startedAt, 1).getTime());
    expect(member.currentPeriodEnd?.getTime()).toBe(sub.currentPeriodEnd.getTime());
    expect(member.cancelAtPeriodEnd).toBe(false);
  });

  it('upgrades at once and charges the rest of the period at the full difference, never half', async () => {
    const { member, payment } = await joinWithTestCard(app, 'up@example.com');
    const sub = await testSubscription(app, payment.subscriptionId as string);
    const before = new Date();
    const { member: changed, chargedNow } = await changeTier(app, member, 'inner_circle');
    const after = new Date();
    const period = periodAt(sub.startedAt, before);
    expect(chargedNow).toBeLessThanOrEqual(proration(2000, 5000, period, before));
    expect(chargedNow).toBeGreaterThanOrEqual(proration(2000, 5000, period, after));
    expect(changed).toMatchObject({ membershipTier: 'inner_circle', amount: 5000, pendingTier: null });
    const charges = await testPaymentsOf(app, payment.subscriptionId as string);
    expect(charges.map((c) => [c.amount, c.status])).toEqual([
      [1000, 'succeeded'],
      [chargedNow, 'succeeded'],
    ]);
    expect(await membershipOf(app, 'up@example.com')).toMatchObject({ membershipTier: 'inner_circle' });
  });

  it('charges one upgrade when the same change is asked for twice at once', async () => {
    const { member, payment } = await joinWithTestCard(app, 'twice-up@example.com');
    const answers = await Promise.allSettled([
      changeTier(app, member, 'inner_circle'),
      changeTier(app, member, 'inner_circle'),
    ]);
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    const charges = await testPaymentsOf(app, payment.subscriptionId as string);
    expect(charges).toHaveLength(2);
    expect((await membershipOf(app, 'twice-up@example.com')).membershipTier).toBe('inner_circle');
  });

  it('downgrades at the end of the period: Inner Circle until then, then Premium Fan, once', async () => {
    const { member, payment } = await joinWithTestCard(app, 'down@example.com', innerCircle);
    const { member: waiting, chargedNow } = await changeTier(app, member, 'premium');
    expect(chargedNow).toBe(0);
    expect(waiting).toMatchObject({ membershipTier: 'inner_circle', amount: 5000, pendingTier: 'premium' });
    expect(await followJobsOf(app, payment.id)).toHaveLength(1);

    const again = await refusalOf(changeTier(app, member, 'premium'));
    expect(again).toEqual({
      statusCode: 409,
      message: 'Your membership already moves to Premium Fan at the end of this billing period.',
    });

    await endTestPeriod(app, payment);
    await app.jobs.drain();
    const switched = await membershipOf(app, 'down@example.com');
    expect(switched).toMatchObject({
      membershipTier: 'premium',
      amount: 2000,
      pendingTier: null,
      status: 'active',
    });
    expect(switched.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    // The next period's look is planned; running the jobs again changes nothing.
    await app.jobs.drain();
    expect(await membershipOf(app, 'down@example.com')).toEqual(switched);
    // Nothing was charged for the downgrade.
    expect((await testPaymentsOf(app, payment.subscriptionId as string)).map((c) => c.amount)).toEqual([
      2500,
    ]);
  });

  it('takes a waiting downgrade back when the member asks for the tier they hold', async () => {
    const { member, payment } = await joinWithTestCard(app, 'undo-down@example.com', innerCircle);
    await changeTier(app, member, 'premium');
    const { member: kept, chargedNow } = await changeTier(app, member, 'inner_circle');
    expect(chargedNow).toBe(0);
    expect(kept).toMatchObject({ membershipTier: 'inner_circle', pendingTier: null });
    await endTestPeriod(app, payment);
    await app.jobs.drain();
    expect(await membershipOf(app, 'undo-down@example.com')).toMatchObject({
      membershipTier: 'inner_circle',
    });
  });

  it('refuses the tier already held, an ended membership and one whose payment failed', async () => {
    const { member } = await joinWithTestCard(app, 'same@example.com');
    expect(await refusalOf(changeTier(app, member, 'premium'))).toEqual({
      statusCode: 409,
      message: 'You are already a Premium Fan member.',
    });
    await app.db.update(paidMembers).set({ status: 'past_due' }).where(eq(paidMembers.id, member.id));
    expect(await refusalOf(changeTier(app, member, 'inner_circle'))).toEqual({
      statusCode: 409,
      message: TIER_CHANGE_TEXTS.pastDue,
    });
    await app.db.update(paidMembers).set({ status: 'canceled' }).where(eq(paidMembers.id, member.id));
    expect(await refusalOf(changeTier(app, member, 'inner_circle'))).toEqual({
      statusCode: 409,
      message: 'This membership has ended. Join again to choose a tier.',
    });
    expect((await membershipOf(app, 'same@example.com')).membershipTier).toBe('premium');
  });
});

describe('canceling at the period’s end with the test provider', () => {
  it('keeps the membership until the period ends, and resuming before then keeps it going', async () => {
    const { member, payment } = await joinWithTestCard(app, 'cancel-undo@example.com');
    const ending = await cancelAtPeriodEnd(app, member);
    expect(ending).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await testSubscription(app, payment.subscriptionId as string)).cancelAtPeriodEnd).toBe(true);
    expect(await refusalOf(changeTier(app, member, 'inner_circle'))).toEqual({
      statusCode: 409,
      message:
        'Your membership is set to end with this billing period. Resume it first, then change your tier.',
    });
    // Canceling twice changes nothing more.
    expect(await cancelAtPeriodEnd(app, member)).toMatchObject({ cancelAtPeriodEnd: true });

    const resumed = await resume(app, member);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    await endTestPeriod(app, payment);
    await app.jobs.drain();
    expect(await membershipOf(app, 'cancel-undo@example.com')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('ends the membership at the period’s end, and then refuses to resume it', async () => {
    const { member, payment } = await joinWithTestCard(app, 'cancel-end@example.com');
    await cancelAtPeriodEnd(app, member);
    await endTestPeriod(app, payment);
    await app.jobs.drain();
    expect((await membershipOf(app, 'cancel-end@example.com')).status).toBe('canceled');
    expect(await refusalOf(resume(app, member))).toEqual({
      statusCode: 409,
      message: 'This billing period has ended, so the membership cannot be resumed. Join again to come back.',
    });
    // The next join pays in full: the first month was had.
    const next = await joinWithTestCard(app, 'cancel-end@example.com');
    expect(next.payment.introductory).toBe(false);
  });

  it('refuses to resume once the period is over, even before the job has run', async () => {
    const { member, payment } = await joinWithTestCard(app, 'late-resume@example.com');
    await cancelAtPeriodEnd(app, member);
    await endTestPeriod(app, payment);
    expect(await refusalOf(resume(app, member))).toEqual({
      statusCode: 409,
      message: TIER_CHANGE_TEXTS.resumeTooLate,
    });
    expect((await membershipOf(app, 'late-resume@example.com')).status).toBe('canceled');
    expect(await paymentOf(app, payment.providerPaymentId)).toMatchObject({ subscriptionStatus: 'canceled' });
  });
});
