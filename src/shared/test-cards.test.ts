import { describe, expect, it } from 'vitest';
import { isFutureExpiry, passesLuhn, testCardOutcome } from './test-cards';

const card = (cardNumber: string, expiry = '12 / 34', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('the test provider’s cards', () => {
  it('approves Stripe’s success card and declines its decline card with Stripe’s words', () => {
    expect(testCardOutcome(card('4242 4242 4242 4242'))).toEqual({ approved: true });
    expect(testCardOutcome(card('4000 0000 0000 0002'))).toEqual({
      approved: false,
      message: 'Your card was declined.',
    });
    expect(testCardOutcome(card('4000-0000-0000-9995'))).toMatchObject({
      message: 'Your card has insufficient funds.',
    });
  });

  it('never takes a real card number', () => {
    expect(testCardOutcome(card('4111 1111 1111 1111'))).toMatchObject({
      approved: false,
      message: expect.stringMatching(/test mode/),
    });
  });

  it('refuses a mistyped number, a past or malformed expiry and a short CVC', () => {
    expect(testCardOutcome(card('4242 4242 4242 4241'))).toMatchObject({
      message: 'Your card number is incorrect.',
    });
    expect(testCardOutcome(card('4242424242424242', '01/20'))).toMatchObject({ approved: false });
    expect(testCardOutcome(card('4242424242424242', '13/30'))).toMatchObject({ approved: false });
    expect(testCardOutcome(card('4242424242424242', '12/34', '1'))).toMatchObject({ approved: false });
  });

  it('checks numbers with the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });

  it('lets a card work until the end of its month', () => {
    const may2030 = new Date('2030-05-31T23:00:00Z');
    expect(isFutureExpiry('05/30', may2030)).toBe(true);
    expect(isFutureExpiry('04/30', may2030)).toBe(false);
  });
});
