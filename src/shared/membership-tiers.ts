import { TIER_LABELS, TIER_PRICE_CENTS, type TierId } from './constants';

// The three membership tiers (see docs/membership-and-payments.md), fixed in code: the client shows them, the server takes
// every price from here (never from a request), and e-mails name them the same way.

export type TierColour = 'white' | 'purple' | 'gold';

export interface MembershipTier {
  id: TierId;
  /** The card's title, as the tier cards show it. */
  name: string;
  /** The tier in running text ("Premium Fan"). */
  label: string;
  /** Whole dollars a month. */
  price: number;
  priceInCents: number;
  colour: TierColour;
  features: string[];
  excludedFeatures: string[];
  popular: boolean;
}

export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  {
    id: 'free',
    name: 'FREE MEMBER',
    label: TIER_LABELS.free,
    price: TIER_PRICE_CENTS.free / 100,
    priceInCents: TIER_PRICE_CENTS.free,
    colour: 'white',
    features: [
      'Open watch parties and community events',
      'The club newsletter and event announcements',
      'A place on the Wall of Fame',
    ],
    excludedFeatures: [
      'Priority RSVP for sold-out nights',
      'Member pricing on official gear',
      'VIP lounge and Inner Circle events',
    ],
    popular: false,
  },
  {
    id: 'premium',
    name: 'PREMIUM FAN',
    label: TIER_LABELS.premium,
    price: TIER_PRICE_CENTS.premium / 100,
    priceInCents: TIER_PRICE_CENTS.premium,
    colour: 'purple',
    features: [
      'Everything in Free Member',
      'Priority RSVP for sold-out nights',
      'Reserved seating at watch parties',
      'Member pricing and members-only gear',
      'Team contact within 24 hours: a welcome call if you leave your number',
    ],
    excludedFeatures: ['VIP lounge access', 'Private Inner Circle events and meet & greets'],
    popular: true,
  },
  {
    id: 'inner_circle',
    name: 'INNER CIRCLE',
    label: TIER_LABELS.inner_circle,
    price: TIER_PRICE_CENTS.inner_circle / 100,
    priceInCents: TIER_PRICE_CENTS.inner_circle,
    colour: 'gold',
    features: [
      'Everything in Premium Fan',
      'VIP lounge access at every event',
      'Private Inner Circle events and meet & greets',
      'A guest pass every month',
      'A personal club concierge',
    ],
    excludedFeatures: [],
    popular: false,
  },
];

export function findTier(id: string): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((tier) => tier.id === id);
}

export function isPaidTier(tier: MembershipTier): boolean {
  return tier.priceInCents > 0;
}

export type PaidTierId = Exclude<TierId, 'free'>;

/** A new paid member's first month is this much off (the home page's offer): once per e-mail. */
export const INTRODUCTORY_PERCENT_OFF = 50;

/** What the first month costs with the offer, in cents (Stripe rounds a discount to the cent). */
export function introductoryPrice(priceInCents: number): number {
  return priceInCents - Math.round((priceInCents * INTRODUCTORY_PERCENT_OFF) / 100);
}
