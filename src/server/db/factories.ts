import { addDays, miamiToday } from '../../shared/dates';
import { miamiTimeToDate } from '../../shared/miami-time';
import type {
  contactMessages,
  events,
  members,
  paidMembers,
  products,
  sponsors,
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
