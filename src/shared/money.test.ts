import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollarInput, dollarInputToCents, dollarsToCents, formatDollars, formatPrice } from './money';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatDollars(2000)).toBe('$20.00');
    expect(formatDollars(8999)).toBe('$89.99');
    expect(formatDollars(5)).toBe('$0.05');
  });

  it('shows a price of 0 as Free', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1500)).toBe('$15.00');
  });

  it('turns a typed dollar amount into whole cents without float noise', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('a dollar input', () => {
  it('starts with the price in dollars, two decimals, or empty when there is none', () => {
    expect(centsToDollarInput(1999)).toBe('19.99');
    expect(centsToDollarInput(5)).toBe('0.05');
    expect(centsToDollarInput(0)).toBe('0.00');
    expect(centsToDollarInput(null)).toBe('');
    expect(centsToDollarInput(undefined)).toBe('');
  });

  it('reads what is typed as whole cents: blank is none, and a non-number is NaN', () => {
    expect(dollarInputToCents('19.99')).toBe(1999);
    expect(dollarInputToCents(' 12.5 ')).toBe(1250);
    expect(dollarInputToCents('7')).toBe(700);
    expect(dollarInputToCents('0.1')).toBe(10);
    expect(dollarInputToCents('')).toBeNull();
    expect(dollarInputToCents('   ')).toBeNull();
    expect(dollarInputToCents('twelve')).toBeNaN();
    expect(dollarInputToCents('1,50')).toBeNaN();
  });

  it('gives back the cents it was filled with, for any price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(dollarInputToCents(centsToDollarInput(cents))).toBe(cents);
      }),
    );
    expect(dollarInputToCents(centsToDollarInput(null))).toBeNull();
  });

  it('shows again what was typed, once read, for any amount with at most two decimals', () => {
    const typed = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }))
      .map(([dollars, cents]) => `${dollars}.${String(cents).padStart(2, '0')}`);
    fc.assert(
      fc.property(typed, (text) => {
        expect(centsToDollarInput(dollarInputToCents(text))).toBe(text);
      }),
    );
  });
});
