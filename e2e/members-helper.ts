import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A paid member made as a visitor becomes one with the test card, through the API of this
 * context (a page's `page.request`, or the test's own): it is signed in afterwards.
 */
export async function becomeMember(
  request: APIRequestContext,
  tier: 'premium' | 'inner_circle',
  name = 'Nora Diaz',
): Promise<{ email: string; name: string }> {
  const email = `${tier}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const start = await request.post('/api/create-membership-payment', {
    data: {
      tierName: tier === 'premium' ? 'PREMIUM FAN' : 'INNER CIRCLE',
      tierId: tier,
      amount: tier === 'premium' ? 2000 : 5000,
      name,
      email,
    },
  });
  expect(start.status()).toBe(200);
  const { clientSecret } = await start.json();
  const paid = await request.post('/api/test-payments/pay', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  const { paymentIntentId } = await paid.json();
  expect(
    (await request.post('/api/confirm-membership-payment', { data: { paymentIntentId } })).status(),
  ).toBe(200);
  return { email, name };
}
