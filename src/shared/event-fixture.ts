import type { Event } from './events';

/**
 * An event as the API answers it, for unit tests: a free night at the clubhouse, open to
 * everyone, with what a test cares about given in `overrides`. Used by tests only.
 */
export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    title: 'Heat vs. Celtics',
    description: 'Watch party',
    category: 'NBA',
    categoryColor: 'pink',
    date: '2026-12-06T00:30:00.000Z', // 7:30 PM on 5 Dec in Miami
    timeToBeAnnounced: false,
    price: 0,
    memberPrice: null,
    refundCutoffHours: null,
    waitlistEnabled: true,
    waitlistOfferHours: 12,
    draft: false,
    maxAttendees: null,
    currentAttendees: 0,
    venue: 'MESC Clubhouse',
    imageUrl: null,
    membershipRequired: 'free',
    ...overrides,
  };
}
