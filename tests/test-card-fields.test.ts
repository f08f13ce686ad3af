import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import { paymentIdOf, premiumFan, startPayment } from './helpers/membership';

// The test provider's card network reads the card fields however the form or the browser's
// autofill writes them, and refuses a field it cannot read with a 400 that names the field.
const app = await build();

const pay = (clientSecret: string, card: { cardNumber?: string; expiry?: string; cvc?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/test-payments/pay',
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', ...card },
  });

async function newPayment(email: string) {
  const started = await startPayment(app, { ...premiumFan, email });
  expect(started.statusCode).toBe(200);
  return started.json().clientSecret as string;
}

describe('the test card network reads the card fields', () => {
  it.each(['12 / 34', '12/34', '1234', '12/2034', ' 12 /34 '])(
    'takes the expiry written as "%s"',
    async (expiry) => {
      const clientSecret = await newPayment(`expiry-${expiry.replace(/\W/g, '')}@example.com`);
      const paid = await pay(clientSecret, { expiry, cardNumber: '4242424242424242' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toEqual({ paymentIntentId: paymentIdOf(clientSecret), status: 'succeeded' });
    },
  );

  it.each([
    ['12', "Your card's expiration date is incomplete."],
    ['12 / 3', "Your card's expiration date is incomplete."],
    ['ab/cd', "Your card's expiration date is incomplete."],
    ['13 / 34', "Your card's expiration month is invalid."],
    ['01 / 20', "Your card's expiration date is in the past."],
  ])('refuses the expiry "%s" with a 400 that says why', async (expiry, reason) => {
    const clientSecret = await newPayment('bad-expiry@example.com');
    const paid = await pay(clientSecret, { expiry });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ message: `Invalid request: expiry: ${reason}`, code: 'invalid_request' });
  });

  it('refuses a short or mistyped card number and a short CVC on their fields', async () => {
    const clientSecret = await newPayment('bad-fields@example.com');
    expect((await pay(clientSecret, { cardNumber: '4242 4242' })).json().message).toBe(
      'Invalid request: cardNumber: Your card number is incomplete.',
    );
    expect((await pay(clientSecret, { cardNumber: '4242 4242 4242 4241' })).json().message).toBe(
      'Invalid request: cardNumber: Your card number is incorrect.',
    );
    expect((await pay(clientSecret, { cvc: '12' })).json().message).toBe(
      "Invalid request: cvc: Your card's security code is incomplete.",
    );
    // Refused before the network was asked: the same payment is then paid with the card as it should be.
    expect((await pay(clientSecret, {})).statusCode).toBe(200);
  });

  it('still declines the decline card with a 402 and Stripe’s words', async () => {
    const clientSecret = await newPayment('declined-fields@example.com');
    const paid = await pay(clientSecret, { cardNumber: '4000 0000 0000 0002', expiry: '1234' });
    expect(paid.statusCode).toBe(402);
    expect(paid.json()).toEqual({ message: 'Your card was declined.', code: 'payment_declined' });
  });
});
