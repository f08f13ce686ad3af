import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../src/server/features/membership/repository';
import { paymentMatchesTier } from '../src/server/features/membership/service';
import { introductoryPrice, MEMBERSHIP_TIERS } from '../src/shared/membership-tiers';

// Whatever amount a payment comes back with, only two make a member: the tier's price, or exactly
// half of it when the payment was started with the new member's offer.
const paidTiers = MEMBERSHIP_TIERS.filter((t) => t.priceInCents > 0);

const paymentOf = (tier: (typeof paidTiers)[number], introductory: boolean) =>
  ({ tier: tier.id, amount: tier.priceInCents, introductory }) as PaymentRow;

describe('the amount a membership payment must have', () => {
  it('accepts the price, or half of it only with the offer, and no other amount or currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...paidTiers),
        fc.boolean(),
        fc.oneof(fc.integer({ min: -1, max: 20_000 }), fc.constantFrom(1000, 2000, 2500, 5000, 999, 2501)),
        fc.constantFrom('usd', 'usd', 'eur', 'USD'),
        (tier, introductory, amount, currency) => {
          const accepted = paymentMatchesTier(paymentOf(tier, introductory), { amount, currency });
          const expected =
            currency === 'usd' &&
            (amount === tier.priceInCents ||
              (introductory && amount === introductoryPrice(tier.priceInCents)));
          expect(accepted).toBe(expected);
        },
      ),
    );
  });

  it('refuses a payment recorded at another price than its tier’s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paidTiers), fc.integer({ min: 0, max: 20_000 }), (tier, recorded) => {
        fc.pre(recorded !== tier.priceInCents);
        const payment = { tier: tier.id, amount: recorded, introductory: true } as PaymentRow;
        expect(paymentMatchesTier(payment, { amount: recorded, currency: 'usd' })).toBe(false);
        expect(paymentMatchesTier(payment, { amount: tier.priceInCents, currency: 'usd' })).toBe(false);
      }),
    );
  });
});
