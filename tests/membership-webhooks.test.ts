import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paidMembers } from '../src/server/db/schema';
import { build } from './helpers/build';
import { startFakeStripe } from './helpers/fake-stripe';
import { confirmPayment, mailTo, premiumFan, startPayment, stripeEnv } from './helpers/membership';
import { deliver, stripeEvent, stripeSignature } from './helpers/stripe-webhook';

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const app = await build({ env: stripeEnv(stripe.url) });
const t0 = Math.floor(Date.now() / 1000);

/** A membership started in the browser: its Stripe payment and subscription. */
async function subscription(email: string) {
  const { clientSecret } = (await startPayment(app, { ...premiumFan, email })).json();
  const paymentId = stripe.paymentIdFor(clientSecret);
  const sub = [...stripe.store.subscriptions.values()].find(
    (s) => stripe.store.invoices.get(s.latest_invoice)?.confirmation_secret.client_secret === clientSecret,
  );
  return { paymentId, subscriptionId: sub?.id as string };
}

const invoice = (
  subscriptionId: string,
  billingReason: string,
  amount = 2000,
  metadata = { club: 'mesc' },
) => ({
  id: `in_${Math.random()}`,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: amount,
  currency: 'usd',
  status_transitions: { paid_at: t0 },
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
});
const subscriptionObject = (
  id: string,
  status: string,
  metadata: object = { club: 'mesc', tier: 'premium' },
) => ({
  id,
  object: 'subscription',
  status,
  metadata,
});
const memberOf = async (email: string) =>
  (await app.db.select().from(paidMembers).where(eq(paidMembers.email, email)))[0];

describe('Stripe webhooks', () => {
  it('refuses deliveries that Stripe did not sign, or that were changed or replayed late', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
    const body = JSON.stringify(event);
    expect((await deliver(app, event, { signature: null })).statusCode).toBe(400);
    expect(
      (await deliver(app, event, { signature: stripeSignature(body, 'whsec_someone_else') })).statusCode,
    ).toBe(400);
    const changed = body.replace('pi_x', 'pi_y');
    expect((await deliver(app, event, { body: changed, signature: stripeSignature(body) })).statusCode).toBe(
      400,
    );
    const late = await deliver(app, event, { signature: stripeSignature(body, undefined, t0 - 3600) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/^Webhook refused: /);
  });

  it('makes the member when the payment succeeds but the browser never comes back', async () => {
    const { paymentId, subscriptionId } = await subscription('gone@example.com');
    stripe.succeedPayment(paymentId);
    const response = await deliver(
      app,
      stripeEvent('invoice.paid', invoice(subscriptionId, 'subscription_create')),
    );
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await memberOf('gone@example.com')).toMatchObject({
      membershipTier: 'premium',
      amount: 2000,
      status: 'active',
    });
    // The browser turns up after all: the same member, no second e-mail.
    expect((await confirmPayment(app, paymentId)).json().member.email).toBe('gone@example.com');
    expect(await mailTo(app, 'gone@example.com')).toHaveLength(1);
  });

  it('does each event once, however often and however concurrently Stripe delivers it', async () => {
    const { paymentId } = await subscription('dup@example.com');
    const { intent } = stripe.succeedPayment(paymentId);
    const event = stripeEvent('payment_intent.succeeded', intent);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(app, event)));
    const outcomes = answers.map((a) => a.json().outcome);
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect((await deliver(app, event)).json().outcome).toBe('duplicate');
    expect(
      await app.db.select().from(paidMembers).where(eq(paidMembers.email, 'dup@example.com')),
    ).toHaveLength(1);
    expect(await mailTo(app, 'dup@example.com')).toHaveLength(1);
  });

  it('ignores events about other products on the same Stripe account', async () => {
    const others = [
      stripeEvent('customer.subscription.updated', subscriptionObject('sub_other', 'past_due', {})),
      stripeEvent(
        'invoice.paid',
        invoice('sub_other', 'subscription_create', 2000, { club: 'someone-else' }),
      ),
      stripeEvent('payment_intent.succeeded', {
        id: 'pi_shop',
        object: 'payment_intent',
        amount: 2000,
        currency: 'usd',
      }),
      stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }),
    ];
    for (const event of others) {
      expect((await deliver(app, event)).json()).toEqual({ received: true, outcome: 'ignored' });
    }
  });

  it('follows a failed renewal, a renewal and a cancellation in the member’s status', async () => {
    const { paymentId, subscriptionId } = await subscription('renew@example.com');
    stripe.succeedPayment(paymentId);
    await confirmPayment(app, paymentId);
    await deliver(
      app,
      stripeEvent('invoice.payment_failed', invoice(subscriptionId, 'subscription_cycle'), {
        created: t0 + 100,
      }),
    );
    expect((await memberOf('renew@example.com')).status).toBe('past_due');
    const renewal = {
      ...invoice(subscriptionId, 'subscription_cycle'),
      status_transitions: { paid_at: t0 + 200 },
    };
    await deliver(app, stripeEvent('invoice.paid', renewal, { created: t0 + 200 }));
    const renewed = await memberOf('renew@example.com');
    expect(renewed.status).toBe('active');
    expect(renewed.lastPaidAt?.getTime()).toBe((t0 + 200) * 1000);
    await deliver(
      app,
      stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, 'canceled'), {
        created: t0 + 300,
      }),
    );
    expect((await memberOf('renew@example.com')).status).toBe('canceled');
  });

  it('keeps the newest status whatever order the events arrive in', async () => {
    const { paymentId, subscriptionId } = await subscription('order@example.com');
    stripe.succeedPayment(paymentId);
    await confirmPayment(app, paymentId);
    const update = (status: string, created: number) =>
      deliver(
        app,
        stripeEvent('customer.subscription.updated', subscriptionObject(subscriptionId, status), { created }),
      );
    await update('past_due', t0 + 200);
    await update('active', t0 + 100); // older: changes nothing
    expect((await memberOf('order@example.com')).status).toBe('past_due');
    await deliver(
      app,
      stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, 'canceled'), {
        created: t0 + 300,
      }),
    );
    await update('active', t0 + 400); // a canceled subscription never comes back
    expect((await memberOf('order@example.com')).status).toBe('canceled');
  });

  it('remembers a cancellation that arrives before the payment that made the member', async () => {
    const { paymentId, subscriptionId } = await subscription('early@example.com');
    stripe.succeedPayment(paymentId);
    await deliver(
      app,
      stripeEvent('customer.subscription.deleted', subscriptionObject(subscriptionId, 'canceled'), {
        created: t0 + 50,
      }),
    );
    await deliver(
      app,
      stripeEvent('invoice.paid', invoice(subscriptionId, 'subscription_create'), { created: t0 }),
    );
    expect(await memberOf('early@example.com')).toMatchObject({ status: 'canceled', amount: 2000 });
  });

  it('makes no member from a first payment that is not the tier’s price', async () => {
    const { subscriptionId } = await subscription('cheap@example.com');
    const response = await deliver(
      app,
      stripeEvent('invoice.paid', invoice(subscriptionId, 'subscription_create', 100)),
    );
    expect(response.json().outcome).toBe('ignored');
    expect(await memberOf('cheap@example.com')).toBeUndefined();
  });

  it('answers at /api/stripe/webhook too', async () => {
    const event = stripeEvent('charge.refunded', { id: 'ch_2', object: 'charge' });
    expect((await deliver(app, event, { url: '/api/stripe/webhook' })).statusCode).toBe(200);
  });
});

describe('webhooks without Stripe', () => {
  it('refuses them: the test provider sends none', async () => {
    const testMode = await build();
    const response = await deliver(
      testMode,
      stripeEvent('invoice.paid', invoice('sub_1', 'subscription_create')),
    );
    expect(response.statusCode).toBe(400);
  });
});
