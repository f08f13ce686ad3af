import { describe, expect, it } from 'vitest';
import { readPaymentReturn, withPaymentResult } from './return-url';

describe('the payment round trip', () => {
  it('reads the payment back from the address and cleans every return parameter out of it', () => {
    const back = withPaymentResult(
      'https://mesc.club/membership?payment=success&tier=premium&name=Ana&email=a%40b.c',
      'pi_1',
      'pi_1_secret_2',
    );
    const url = new URL(back);
    expect(readPaymentReturn(url.pathname, `${url.search}&view=x`)).toEqual({
      paymentIntentId: 'pi_1',
      redirectStatus: 'succeeded',
      cleanPath: '/membership?view=x',
    });
  });

  it('confirms nothing without the client secret, but still cleans the address', () => {
    expect(readPaymentReturn('/', '?payment=success&tier=premium&payment_intent=pi_1')).toEqual({
      paymentIntentId: null,
      redirectStatus: null,
      cleanPath: '/',
    });
  });

  it('leaves an ordinary address alone', () => {
    expect(readPaymentReturn('/membership', '?join=premium')).toBeNull();
    expect(readPaymentReturn('/', '')).toBeNull();
  });
});
