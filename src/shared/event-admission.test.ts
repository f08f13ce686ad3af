import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_IDS } from './constants';
import { admissionText, priceFor } from './event-admission';

const event = fc
  .record({
    price: fc.integer({ min: 0, max: 100_000 }),
    memberPrice: fc.option(fc.integer({ min: 0, max: 100_000 })),
    membershipRequired: fc.constantFrom(...TIER_IDS),
  })
  .map((e) => ({ ...e, memberPrice: e.memberPrice == null ? null : Math.min(e.memberPrice, e.price) }));

describe('who may come to an event, and what they pay', () => {
  it('says one sentence for a members’ night, naming only the price its members pay', () => {
    expect(admissionText({ price: 8000, memberPrice: 6000, membershipRequired: 'inner_circle' })).toBe(
      'For Inner Circle members only: $60.00 a ticket.',
    );
    expect(admissionText({ price: 0, memberPrice: null, membershipRequired: 'premium' })).toBe(
      'For Premium Fan and Inner Circle members only, free.',
    );
    expect(admissionText({ price: 8000, memberPrice: 6000, membershipRequired: 'free' })).toBe(
      'Open to everyone: $80.00, or $60.00 for Premium Fan and Inner Circle members.',
    );
    expect(admissionText({ price: 8000, memberPrice: null, membershipRequired: 'free' })).toBeNull();
  });

  it('never names a price that nobody allowed in would pay', () => {
    fc.assert(
      fc.property(event, (e) => {
        const text = admissionText(e);
        if (!text || e.membershipRequired === 'free') return;
        const paid = priceFor(e, e.membershipRequired).cents;
        for (const amount of text.match(/\$[\d,.]+/g) ?? []) {
          expect(Math.round(Number(amount.replace(/[$,]/g, '')) * 100)).toBe(paid);
        }
      }),
    );
  });

  it('charges the member price only to Premium Fan and Inner Circle', () => {
    fc.assert(
      fc.property(event, fc.constantFrom(null, ...TIER_IDS), (e, tier) => {
        const { cents, memberPrice } = priceFor(e, tier);
        expect(memberPrice).toBe(e.memberPrice != null && (tier === 'premium' || tier === 'inner_circle'));
        expect(cents).toBe(memberPrice ? e.memberPrice : e.price);
      }),
    );
  });
});
