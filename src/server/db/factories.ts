import { TIER_PRICE_CENTS } from '../../shared/constants';
import { addDays, miamiToday } from '../../shared/dates';
import { miamiTimeToDate } from '../../shared/miami-time';
import type {
  contactMessages,
  events,
  introductoryOffers,
  members,
  newsletterSubscribers,
  paidMembers,
  payments,
  products,
  rsvps,
  sponsors,
  testPayments,
  testSubscriptions,
  ticketOrders,
  tickets,
  wallOfFameMembers,
} from './schema';

// Row builders with sensible defaults, used by the demo seed and by the tests alike.

type NewEvent = typeof events.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewSponsor = typeof sponsors.$inferInsert;
type NewWallOfFameMember = typeof wallOfFameMembers.$inferInsert;
type NewContactMessage = typeof contactMessages.$inferInsert;

/** An event a number of days from today (Miami), at a Miami wall-clock time. */
export function eventInDays(days: number, time = '19:30', now = new Date()): Date {
  return miamiTimeToDate(addDays(miamiToday(now), days), time);
}

export function buildEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  return {
    title: 'Heat vs. Celtics Watch Party',
    description: 'Big screens, cold drinks and the loudest section in Miami.',
    category: 'NBA',
    date: eventInDays(7),
    timeToBeAnnounced: false,
    price: 0,
    maxAttendees: null,
    currentAttendees: 0,
    venue: 'MESC Clubhouse, Brickell',
    imageUrl: null,
    membershipRequired: 'free',
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  return {
    name: 'MESC Home Jersey',
    description: 'Breathable mesh jersey in club colours.',
    category: 'Apparel',
    price: 8999,
    originalPrice: null,
    images: [],
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Black'],
    bestseller: false,
    memberOnly: false,
    newItem: false,
    ...overrides,
  };
}

export function buildSponsor(overrides: Partial<NewSponsor> = {}): NewSponsor {
  return {
    name: 'Biscayne Bank',
    logoUrl: '/objects/demo/sponsors/biscayne-bank.svg',
    websiteUrl: null,
    displayOrder: 0,
    isActive: true,
    ...overrides,
  };
}

export function buildWallOfFameMember(overrides: Partial<NewWallOfFameMember> = {}): NewWallOfFameMember {
  return { name: 'Alex Rivera', membershipTier: 'free', joinedDate: '2025-01-15', ...overrides };
}

export function buildContactMessage(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  return {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    interest: 'general',
    message: 'Hi! What time do doors open on fight nights?',
    ...overrides,
  };
}

type NewPaidMember = typeof paidMembers.$inferInsert;

export function buildPaidMember(overrides: Partial<NewPaidMember> = {}): NewPaidMember {
  return {
    name: 'Dani Cruz',
    email: 'fan@example.com',
    membershipTier: 'premium',
    amount: 2000,
    ...overrides,
  };
}

type NewMember = typeof members.$inferInsert;

/** A member who confirmed their address (a free member unless a paid membership points at them). */
export function buildMember(overrides: Partial<NewMember> = {}): NewMember {
  const joined = new Date('2026-01-10T15:00:00Z');
  return {
    name: 'Dani Cruz',
    email: 'fan@example.com',
    emailConfirmedAt: joined,
    joinedAt: joined,
    createdAt: joined,
    ...overrides,
  };
}

type NewRsvp = typeof rsvps.$inferInsert;

/** An RSVP to a free event (as a visitor unless memberId is given). */
export function buildRsvp(overrides: Partial<NewRsvp> & Pick<NewRsvp, 'eventId'>): NewRsvp {
  return { name: 'Dani Cruz', email: 'fan@example.com', memberId: null, ...overrides };
}

type NewTicket = typeof tickets.$inferInsert;

/**
 * A valid ticket: an RSVP's free seat by default; a paid order's ticket carries orderId and price.
 * The code is 32 lower-case hex digits, as the app makes them.
 */
export function buildTicket(overrides: Partial<NewTicket> & Pick<NewTicket, 'eventId' | 'code'>): NewTicket {
  return {
    orderId: null,
    rsvpId: null,
    memberId: null,
    name: 'Dani Cruz',
    email: 'fan@example.com',
    holderName: null,
    guest: false,
    price: 0,
    memberPrice: false,
    status: 'valid',
    ...overrides,
  };
}

type NewTicketOrder = typeof ticketOrders.$inferInsert;

/** A paid order of `quantity` tickets at `unitPrice` each (amount follows the database's rule). */
export function buildTicketOrder(
  overrides: Partial<NewTicketOrder> & Pick<NewTicketOrder, 'eventId' | 'unitPrice'>,
): NewTicketOrder {
  const quantity = overrides.quantity ?? 1;
  const guestTickets = overrides.guestTickets ?? 0;
  const paidAt = overrides.paidAt ?? new Date('2026-01-10T15:00:00Z');
  return {
    memberId: null,
    name: 'Dani Cruz',
    email: 'fan@example.com',
    quantity,
    guestTickets,
    memberPrice: false,
    amount: overrides.unitPrice * (quantity - guestTickets),
    holderNames: Array.from({ length: quantity }, () => ''),
    status: 'paid',
    holdExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
    provider: 'test',
    paidAt,
    createdAt: paidAt,
    ...overrides,
  };
}

type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;

export function buildNewsletterSubscriber(
  overrides: Partial<NewNewsletterSubscriber> = {},
): NewNewsletterSubscriber {
  return { email: 'fan@example.com', ...overrides };
}

type NewPayment = typeof payments.$inferInsert;

/**
 * A membership payment that went through with the built-in test provider: the monthly price of
 * the tier, its subscription active.
 */
export function buildPayment(
  overrides: Partial<NewPayment> & Pick<NewPayment, 'providerPaymentId'>,
): NewPayment {
  const tier = (overrides.tier ?? 'premium') as keyof typeof TIER_PRICE_CENTS;
  return {
    provider: 'test',
    tier,
    amount: TIER_PRICE_CENTS[tier],
    name: 'Dani Cruz',
    email: 'fan@example.com',
    status: 'succeeded',
    introductory: true,
    subscriptionStatus: 'active',
    ...overrides,
  };
}

type NewTestSubscription = typeof testSubscriptions.$inferInsert;

/** The test provider's record of an active monthly subscription. */
export function buildTestSubscription(
  overrides: Partial<NewTestSubscription> &
    Pick<NewTestSubscription, 'id' | 'customerId' | 'startedAt' | 'currentPeriodEnd'>,
): NewTestSubscription {
  const tier = (overrides.tier ?? 'premium') as keyof typeof TIER_PRICE_CENTS;
  return { tier, amount: TIER_PRICE_CENTS[tier], status: 'active', ...overrides };
}

type NewTestPayment = typeof testPayments.$inferInsert;

/** The test provider's record of a payment that succeeded. */
export function buildTestPayment(
  overrides: Partial<NewTestPayment> & Pick<NewTestPayment, 'id' | 'amount'>,
): NewTestPayment {
  return {
    clientSecret: `${overrides.id}_secret`,
    currency: 'usd',
    status: 'succeeded',
    ...overrides,
  };
}

type NewIntroductoryOffer = typeof introductoryOffers.$inferInsert;

export function buildIntroductoryOffer(
  overrides: Pick<NewIntroductoryOffer, 'emailHash'> & Partial<NewIntroductoryOffer>,
): NewIntroductoryOffer {
  return { paymentId: null, ...overrides };
}
