import { describe, expect, it } from 'vitest';
import { paymentElementOptions } from './stripe-options';

describe("the Payment Element's options", () => {
  it('offers Apple Pay and Google Pay wherever the browser has them, before the card', () => {
    expect(paymentElementOptions.wallets).toEqual({ applePay: 'auto', googlePay: 'auto' });
    expect(paymentElementOptions.paymentMethodOrder?.slice(0, 2)).toEqual(['apple_pay', 'google_pay']);
  });
});
