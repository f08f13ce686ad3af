import { describe, expect, it } from 'vitest';
import { payments } from '../src/server/db/schema';
import { build } from './helpers/build';
import { premiumFan, startPayment } from './helpers/membership';

const app = await build();

describe('what POST /api/create-membership-payment refuses', () => {
  it('refuses an amount that does not match the tier, and starts no payment', async () => {
    const response = await startPayment(app, { ...premiumFan, amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The amount 1 does not match the Premium Fan price of $20.00 a month (2000 cents).',
    );
    const cheap = await startPayment(app, { ...premiumFan, tierId: 'inner_circle', amount: 2000 });
    expect(cheap.statusCode).toBe(400);
    expect(await app.db.select().from(payments)).toHaveLength(0);
  });

  it.each([['gold'], ['free'], [''], [42]])('refuses the tier %j', async (tierId) => {
    const response = await startPayment(app, { ...premiumFan, tierId, amount: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tierId: must be a paid tier/);
  });

  it('refuses the older body with only tierName and amount, naming the missing fields', async () => {
    const response = await startPayment(app, { tierName: 'PREMIUM FAN', amount: 2000 });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('tierId: is required');
    expect(message).toContain('name: is required');
    expect(message).toContain('email: is required');
  });

  it.each([
    [{ name: '   ' }, 'name: Please enter your name'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid e-mail address'],
    [
      { name: 'Ana\r\nBcc: x@example.com' },
      'name: Your name must be one line of text without control characters',
    ],
    [{ amount: 20.5 }, 'amount: must be a whole number of cents'],
    [{ amount: '2000' }, 'amount:'],
  ])('refuses %j', async (change, message) => {
    const response = await startPayment(app, { ...premiumFan, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a confirmation without a payment id', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('paymentIntentId: is required');
  });
});
