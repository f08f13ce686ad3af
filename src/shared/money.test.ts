import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatDollars, formatPrice } from './money';

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
