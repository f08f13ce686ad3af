import { afterAll, describe, expect, it } from 'vitest';
import { paidMembers, payments } from '../src/server/db/schema';
import { build } from './helpers/build';
import { startFakeStripe } from './helpers/fake-stripe';
import {
  confirmPayment,
  mailTo,
  manageTokenIn,
  premiumFan,
  startPayment,
  stripeEnv,
} from './helpers/membership';

// The real `stripe` SDK, pointed at a local fake of Stripe's HTTP API.
const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const app = await build({ env: stripeEnv(stripe.url) });

async function started(email: string, tier = premiumFan) {
  const response = await startPayment(app, { ...tier, email });
  expect(response.statusCode).toBe(200);
  const { clientSecret } = response.json();
  return { clientSecret, paymentId: stripe.paymentIdFor(clientSecret) };
}

describe('a paid membership with Stripe', () => {
  it('gives the browser the publishable key, never the secret one', async () => {
    const config = await app.inject({ url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fakeclub' });
    const page = await app.inject({ url: '/join' });
    expect(page.body).toContain('pk_test_fakeclub');
    expect(page.body).not.toContain('sk_test_');
  });

  it('creates a customer and an incomplete monthly subscription whose first invoice is the payment', async () => {
    const { clientSecret, paymentId } = await started('lena@example.com');
    const [customer] = [...stripe.store.customers.values()].filter((c) => c.email === 'lena@example.com');
    expect(customer.metadata).toEqual({ club: 'mesc' });
    const sub = [...stripe.store.subscriptions.values()].find((s) => s.customer === customer.id);
    expect(sub?.status).toBe('incomplete');
    expect(sub?.metadata).toEqual({ club: 'mesc', tier: 'premium' });
    expect(sub?.items.data[0].price).toMatchObject({
      unit_amount: 2000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    });
    expect(stripe.store.invoices.get(sub?.latest_invoice)?.confirmation_secret.client_secret).toBe(
      clientSecret,
    );
    const [row] = (await app.db.select().from(payments)).filter((p) => p.providerPaymentId === paymentId);
    expect(row).toMatchObject({ provider: 'stripe', customerId: customer.id, subscriptionId: sub?.id });
  });

  it('reuses the customer of a returning e-mail and creates each tier’s monthly price once', async () => {
    await started('back@example.com');
    await started('Back@Example.com');
    expect([...stripe.store.customers.values()].filter((c) => c.email === 'back@example.com')).toHaveLength(
      1,
    );
    const premiumPrices = [...stripe.store.prices.values()].filter((p) => p.unit_amount === 2000);
    expect(premiumPrices).toHaveLength(1);
    expect(premiumPrices[0].lookup_key).toBe('mesc_premium_monthly_2000');
  });

  it('confirms only once Stripe says the payment succeeded, then makes the member', async () => {
    const { paymentId } = await started('pay@example.com');
    const early = await confirmPayment(app, paymentId);
    expect(early.statusCode).toBe(409);
    stripe.succeedPayment(paymentId);
    const confirmed = await confirmPayment(app, paymentId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().member).toMatchObject({
      email: 'pay@example.com',
      membershipTier: 'premium',
      amount: 2000,
    });
  });

  it('refuses a payment whose amount at Stripe was tampered with', async () => {
    const { paymentId } = await started('tamper@example.com');
    stripe.succeedPayment(paymentId, 100);
    const response = await confirmPayment(app, paymentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This payment does not match the price of the membership tier.');
    const members = (await app.db.select().from(paidMembers)).filter((m) => m.email === 'tamper@example.com');
    expect(members).toHaveLength(0);
  });

  it('makes one member when 20 confirmations race', async () => {
    const { paymentId } = await started('race@example.com', {
      ...premiumFan,
      tierId: 'inner_circle',
      amount: 5000,
    });
    stripe.succeedPayment(paymentId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmPayment(app, paymentId)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().member.id)).size).toBe(1);
    expect(
      (await app.db.select().from(paidMembers)).filter((m) => m.email === 'race@example.com'),
    ).toHaveLength(1);
    expect(await mailTo(app, 'race@example.com')).toHaveLength(1);
  });

  it('answers a checkout for an e-mail Stripe already bills as any other (a stranger learns nothing)', async () => {
    const { paymentId } = await started('billed@example.com');
    stripe.succeedPayment(paymentId);
    // The member was never recorded here (say the browser never came back and no webhook arrived).
    const again = await startPayment(app, { ...premiumFan, email: 'billed@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).toEqual(expect.any(String));
  });

  it('sends the member to Stripe’s customer portal from the link in the e-mail', async () => {
    const { paymentId } = await started('portal@example.com');
    stripe.succeedPayment(paymentId);
    await confirmPayment(app, paymentId);
    const token = manageTokenIn((await mailTo(app, 'portal@example.com'))[0].text);
    const seen = await app.inject({ method: 'POST', url: '/api/membership/manage', payload: { token } });
    expect(seen.json().manage).toBe('portal');
    const portal = await app.inject({ method: 'POST', url: '/api/membership/portal', payload: { token } });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const session = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(session?.body.return_url).toBe('http://localhost:3000/membership');
  });
});
