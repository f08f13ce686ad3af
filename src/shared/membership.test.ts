import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_PRICE_CENTS } from './constants';
import { checkoutDetailsSchema, membershipPaymentRequestSchema } from './membership';
import { findTier, isPaidTier, MEMBERSHIP_TIERS } from './membership-tiers';

describe('the membership tiers', () => {
  it('are the club’s three, with Premium Fan the popular one', () => {
    expect(MEMBERSHIP_TIERS.map((t) => [t.id, t.name, t.price, t.priceInCents, t.popular])).toEqual([
      ['free', 'FREE MEMBER', 0, 0, false],
      ['premium', 'PREMIUM FAN', 20, 2000, true],
      ['inner_circle', 'INNER CIRCLE', 50, 5000, false],
    ]);
  });

  it('take their prices from the business constants', () => {
    for (const tier of MEMBERSHIP_TIERS) expect(tier.priceInCents).toBe(TIER_PRICE_CENTS[tier.id]);
    expect(MEMBERSHIP_TIERS.filter(isPaidTier).map((t) => t.id)).toEqual(['premium', 'inner_circle']);
    expect(findTier('gold')).toBeUndefined();
  });
});

describe('the checkout rules', () => {
  it('need a name and an e-mail', () => {
    expect(checkoutDetailsSchema.safeParse({ name: ' Ana ', email: 'ana@example.com' }).data).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(checkoutDetailsSchema.safeParse({ name: '', email: 'ana@example.com' }).success).toBe(false);
    expect(checkoutDetailsSchema.safeParse({ name: 'Ana', email: 'ana' }).success).toBe(false);
  });

  it('accept only the two paid tiers, whatever else is sent', () => {
    fc.assert(
      fc.property(fc.string(), (tierId) => {
        const parsed = membershipPaymentRequestSchema.safeParse({
          tierId,
          amount: 2000,
          name: 'A',
          email: 'a@b.co',
        });
        expect(parsed.success).toBe(tierId === 'premium' || tierId === 'inner_circle');
      }),
    );
  });
});
