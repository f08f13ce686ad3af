import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paidMembers } from '../src/server/db/schema';
import {
  cancelAtPeriodEnd,
  changeTier,
  resume,
  TIER_CHANGE_TEXTS,
} from '../src/server/features/membership/subscription-changes';
import { build } from './helpers/build';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import type { Obj } from './helpers/fake-stripe-store';
import {
  confirmPayment,
  mailTo,
  manageTokenIn,
  premiumFan,
  startPayment,
  stripeEnv,
} from './helpers/membership';
import { deliver, stripeEvent } from './helpers/stripe-webhook';
import { innerCircle, membershipOf, paymentOf, refusalOf } from './helpers/subscription-changes';

// The same changes through Stripe: the real `stripe` SDK against a local fake of its API, and
// Stripe's webhooks (signed as Stripe signs them) for what happens at Stripe: the end of a period,
// and changes the member makes in Stripe's customer portal.
const stripe: FakeStripe = await startFakeStripe();
afterAll(() => stripe.close());
const app = await build({ env: stripeEnv(stripe.url) });

async function join(email: string, tier: object = premiumFan) {
  const started = await startPayment(app, { ...tier, email });
  expect(started.statusCode).toBe(200);
  const paymentId = stripe.paymentIdFor(started.json().clientSecret);
  stripe.succeedPayment(paymentId);
  expect((await confirmPayment(app, paymentId)).statusCode).toBe(200);
  await app.jobs.drain();
  const sub = stripe.subscriptionOf(paymentId);
  return { paymentId, sub, payment: await paymentOf(app, paymentId), member: await membershipOf(app, email) };
}

const priceOfTier = (tier: string) =>
  [...stripe.store.prices.values()].find((p) => p.metadata?.tier === tier) as Obj;
const send = (type: string, object: Obj, created?: number) =>
  deliver(app, stripeEvent(type, structuredClone(object), created ? { created } : {}));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's period ends now: the fake's period and the club's record are moved back together. */
async function endStripePeriod(sub: Obj, paymentRowId: number) {
  const item = sub.items.data[0];
  const shift = item.current_period_end - nowSeconds() + 1;
  item.current_period_start -= shift;
  item.current_period_end -= shift;
  await app.db
    .update(paidMembers)
    .set({ currentPeriodEnd: sql`${paidMembers.currentPeriodEnd} - ${`${shift} seconds`}::interval` })
    .where(eq(paidMembers.paymentId, paymentRowId));
  return stripe.store.endPeriod(sub.id);
}

describe('the first month at half price with Stripe', () => {
  it('creates the coupon once and gives it to a new member’s subscription: the first invoice is half', async () => {
    const { sub, payment, member } = await join('coupon@example.com');
    const coupon = stripe.store.coupons.get('mesc-first-month-half');
    expect(coupon).toMatchObject({ percent_off: 50, duration: 'once', metadata: { club: 'mesc' } });
    const create = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body.discounts).toEqual([{ coupon: 'mesc-first-month-half' }]);
    const [first] = stripe.store.invoicesOf(sub.id);
    expect(first).toMatchObject({ subtotal: 2000, amount_due: 1000, amount_paid: 1000 });
    expect(payment).toMatchObject({ introductory: true, amount: 2000 });
    expect(member).toMatchObject({ membershipTier: 'premium', amount: 2000 });
    expect(member.currentPeriodEnd?.getTime()).toBe(sub.items.data[0].current_period_end * 1000);

    await join('coupon-two@example.com', innerCircle);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/coupons')).toHaveLength(1);
    expect((await mailTo(app, 'coupon-two@example.com'))[0].text).toContain(
      'First month: $25.00 charged today, half price as a new member; from the second month, $50.00 a month.',
    );
  });

  it('bills a returning e-mail in full from the first invoice', async () => {
    await join('return@example.com');
    const token = manageTokenIn((await mailTo(app, 'return@example.com'))[0].text);
    await app.inject({ method: 'POST', url: '/api/membership/cancel', payload: { token } });

    const { sub, payment } = await join('return@example.com');
    expect(payment.introductory).toBe(false);
    const create = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body.discounts).toBeUndefined();
    expect(stripe.store.invoicesOf(sub.id)[0]).toMatchObject({ amount_due: 2000, amount_paid: 2000 });
  });

  it('refuses a first payment of any amount but the price, or half of it with the offer', async () => {
    const started = await startPayment(app, { ...premiumFan, email: 'tampered@example.com' });
    const paymentId = stripe.paymentIdFor(started.json().clientSecret);
    stripe.succeedPayment(paymentId, 1001);
    const answer = await confirmPayment(app, paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This payment does not match the price of the membership tier.');
    // The webhook says the same.
    const invoice = stripe.store.invoicesOf(stripe.subscriptionOf(paymentId).id)[0];
    expect((await send('invoice.paid', invoice)).json().outcome).toBe('ignored');
    expect(await membershipOf(app, 'tampered@example.com')).toBeUndefined();
  });
});

describe('changing tier with Stripe', () => {
  it('upgrades at once: the price is swapped with an invoice for the rest of the period, paid now', async () => {
    const { sub, member } = await join('stripe-up@example.com');
    const { member: changed, chargedNow } = await changeTier(app, member, 'inner_circle');
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update?.body).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [{ id: sub.items.data[0].id, price: priceOfTier('inner_circle').id }],
    });
    const proration = stripe.store.invoicesOf(sub.id).find((i) => i.billing_reason === 'subscription_update');
    expect(proration).toMatchObject({ status: 'paid', amount_paid: chargedNow });
    // The full difference for (nearly) the whole period: the first month's offer is not on it.
    expect(chargedNow).toBeGreaterThan(2990);
    expect(chargedNow).toBeLessThanOrEqual(3000);
    expect(changed).toMatchObject({ membershipTier: 'inner_circle', amount: 5000, pendingTier: null });

    // Stripe's own webhooks about it change nothing more, however often they come.
    const updated = stripeEvent('customer.subscription.updated', structuredClone(sub));
    expect((await deliver(app, updated)).json().outcome).toBe('processed');
    expect((await deliver(app, updated)).json().outcome).toBe('duplicate');
    expect((await send('invoice.paid', proration as Obj)).statusCode).toBe(200);
    expect(await membershipOf(app, 'stripe-up@example.com')).toMatchObject({
      membershipTier: 'inner_circle',
      amount: 5000,
      pendingTier: null,
    });
  });

  it('changes nothing when the saved card is declined for the upgrade', async () => {
    const { sub, member } = await join('stripe-declined@example.com');
    stripe.store.declineOffSession = true;
    try {
      expect(await refusalOf(changeTier(app, member, 'inner_circle'))).toEqual({
        statusCode: 402,
        message: 'Your card was declined, so your tier did not change.',
      });
    } finally {
      stripe.store.declineOffSession = false;
    }
    expect(sub.items.data[0].price.metadata.tier).toBe('premium');
    expect((await membershipOf(app, 'stripe-declined@example.com')).membershipTier).toBe('premium');
  });

  it('downgrades at the period’s end: no proration, Inner Circle kept, Premium Fan from the renewal', async () => {
    const { sub, member, payment } = await join('stripe-down@example.com', innerCircle);
    const invoicesBefore = stripe.store.invoicesOf(sub.id).length;
    const { member: waiting, chargedNow } = await changeTier(app, member, 'premium');
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`,
    );
    expect(update?.body.proration_behavior).toBe('none');
    expect(chargedNow).toBe(0);
    expect(stripe.store.invoicesOf(sub.id)).toHaveLength(invoicesBefore);
    expect(waiting).toMatchObject({ membershipTier: 'inner_circle', amount: 5000, pendingTier: 'premium' });

    // Stripe's webhook for the price change keeps the paid-for tier until the period ends.
    await send('customer.subscription.updated', sub);
    expect(await membershipOf(app, 'stripe-down@example.com')).toMatchObject({
      membershipTier: 'inner_circle',
      pendingTier: 'premium',
    });

    const renewal = (await endStripePeriod(sub, payment.id)) as Obj;
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 2000 });
    const paid = stripeEvent('invoice.paid', structuredClone(renewal));
    expect((await deliver(app, paid)).json().outcome).toBe('processed');
    expect(await membershipOf(app, 'stripe-down@example.com')).toMatchObject({
      membershipTier: 'premium',
      amount: 2000,
      pendingTier: null,
    });
    const rolled = stripeEvent('customer.subscription.updated', structuredClone(sub), {
      created: nowSeconds() + 1,
    });
    await deliver(app, rolled);
    const after = await membershipOf(app, 'stripe-down@example.com');
    expect(after).toMatchObject({ membershipTier: 'premium', pendingTier: null, status: 'active' });
    expect(after.currentPeriodEnd?.getTime()).toBe(sub.items.data[0].current_period_end * 1000);
    // Replays change nothing.
    expect((await deliver(app, paid)).json().outcome).toBe('duplicate');
    expect((await deliver(app, rolled)).json().outcome).toBe('duplicate');
    expect(await membershipOf(app, 'stripe-down@example.com')).toEqual(after);
  });

  it('switches at the renewal whichever of Stripe’s two events comes first', async () => {
    const { sub, member, payment } = await join('stripe-down-order@example.com', innerCircle);
    await changeTier(app, member, 'premium');
    await endStripePeriod(sub, payment.id);
    await send('customer.subscription.updated', sub, nowSeconds() + 1);
    expect(await membershipOf(app, 'stripe-down-order@example.com')).toMatchObject({
      membershipTier: 'premium',
      amount: 2000,
      pendingTier: null,
    });
  });
});

describe('changes made in Stripe’s customer portal', () => {
  it('follows an upgrade, a cancel at the period’s end and its undoing, and ignores older events', async () => {
    const innerCirclePrice = await priceAtStripe('inner_circle');
    const { sub } = await join('portal-changes@example.com');
    const t = nowSeconds() + 10;
    sub.items.data[0].price = innerCirclePrice;
    const upgraded = structuredClone(sub);
    sub.cancel_at_period_end = true;
    const canceling = structuredClone(sub);
    sub.cancel_at_period_end = false;
    const resumed = structuredClone(sub);

    await send('customer.subscription.updated', upgraded, t);
    expect(await membershipOf(app, 'portal-changes@example.com')).toMatchObject({
      membershipTier: 'inner_circle',
      amount: 5000,
      cancelAtPeriodEnd: false,
    });
    await send('customer.subscription.updated', resumed, t + 20);
    // Older than the one recorded: changes nothing.
    await send('customer.subscription.updated', canceling, t + 10);
    expect((await membershipOf(app, 'portal-changes@example.com')).cancelAtPeriodEnd).toBe(false);
    await send('customer.subscription.updated', canceling, t + 30);
    expect((await membershipOf(app, 'portal-changes@example.com')).cancelAtPeriodEnd).toBe(true);
  });

  it('keeps the tier paid for when the portal downgrades, until the period ends', async () => {
    const premiumPrice = await priceAtStripe('premium');
    const { sub } = await join('portal-down@example.com', innerCircle);
    sub.items.data[0].price = premiumPrice;
    await send('customer.subscription.updated', sub, nowSeconds() + 5);
    expect(await membershipOf(app, 'portal-down@example.com')).toMatchObject({
      membershipTier: 'inner_circle',
      pendingTier: 'premium',
    });
  });
});

describe('canceling at the period’s end with Stripe', () => {
  it('sets and clears cancel_at_period_end at Stripe, then refuses to resume once the subscription ended', async () => {
    const { sub, member, payment } = await join('stripe-cancel@example.com');
    expect(await cancelAtPeriodEnd(app, member)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(sub.cancel_at_period_end).toBe(true);
    expect(await resume(app, member)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(sub.cancel_at_period_end).toBe(false);

    await cancelAtPeriodEnd(app, member);
    expect(await endStripePeriod(sub, payment.id)).toBeNull();
    await send('customer.subscription.deleted', sub, nowSeconds() + 1);
    expect((await membershipOf(app, 'stripe-cancel@example.com')).status).toBe('canceled');
    expect(await refusalOf(resume(app, member))).toEqual({
      statusCode: 409,
      message: TIER_CHANGE_TEXTS.resumeTooLate,
    });
    // A late event about the old subscription does not bring it back.
    sub.status = 'active';
    await send('customer.subscription.updated', sub, nowSeconds() + 2);
    expect((await membershipOf(app, 'stripe-cancel@example.com')).status).toBe('canceled');
  });
});

/** A tier's monthly price at Stripe, which exists once someone has joined at that tier. */
async function priceAtStripe(tier: 'premium' | 'inner_circle'): Promise<Obj> {
  if (!priceOfTier(tier))
    await join(`price-${tier}@example.com`, tier === 'premium' ? premiumFan : innerCircle);
  return priceOfTier(tier);
}
