import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import { stripeEnv } from './helpers/membership';
import { deliver } from './helpers/stripe-webhook';
import { anyText } from './security/hostile-input';

// Whatever a client sends to the membership endpoints, the answer is never a server error, and
// every refusal has the { message } shape.
const app = await build();

const field = fc.oneof(
  anyText({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('premium', 'inner_circle', 'free', 2000, 5000, 'a@b.co', 'pi_test_x'),
);
const body = fc.oneof(
  fc.record(
    {
      tierId: field,
      tierName: field,
      amount: field,
      name: field,
      email: field,
      paymentIntentId: field,
      clientSecret: field,
      cardNumber: field,
      expiry: field,
      cvc: field,
      token: field,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const endpoints = [
  '/api/create-membership-payment',
  '/api/confirm-membership-payment',
  '/api/test-payments/pay',
  '/api/membership/manage',
  '/api/membership/portal',
  '/api/membership/cancel',
];

describe('membership endpoints under any input', () => {
  it.each(endpoints)('%s never answers 5xx and always explains a refusal', async (url) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });

  it('refuses any webhook body it cannot verify with a 400 and a message', async () => {
    const withStripe = await build({ env: stripeEnv('http://127.0.0.1:9') });
    await fc.assert(
      fc.asyncProperty(anyText(), fc.option(anyText()), async (text, signature) => {
        const response = await deliver(withStripe, {}, { body: text, signature });
        expect(response.statusCode).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
