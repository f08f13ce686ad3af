import { describe, expect, it } from 'vitest';
import { expiryProblem, isFutureExpiry, parseExpiry, passesLuhn, testCardOutcome } from './test-cards';

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

  it('reads an expiry the same however it is written', () => {
    for (const written of ['12 / 29', '12/29', '1229', '12/2029', ' 12 /29 ']) {
      expect(parseExpiry(written)).toEqual({ month: 12, year: 2029 });
    }
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 });
    for (const unreadable of ['', '12', '12 / 2', '122029', '12-29', 'ab/cd', '123/29']) {
      expect(parseExpiry(unreadable)).toBeNull();
    }
  });

  it('says what is wrong with an expiry', () => {
    const may2030 = new Date('2030-05-15T12:00:00Z');
    expect(expiryProblem('05 / 30', may2030)).toBeNull();
    expect(expiryProblem('0530', may2030)).toBeNull();
    expect(expiryProblem('0430', may2030)).toBe("Your card's expiration date is in the past.");
    expect(expiryProblem('00 / 31', may2030)).toBe("Your card's expiration month is invalid.");
    expect(expiryProblem('5 / 3', may2030)).toBe("Your card's expiration date is incomplete.");
  });
});
