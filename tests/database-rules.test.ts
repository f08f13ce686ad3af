import { describe, expect, it } from 'vitest';
import { buildEvent, buildProduct, buildWallOfFameMember } from '../src/server/db/factories';
import {
  events,
  newsletterSubscribers,
  paidMembers,
  products,
  rsvps,
  ticketOrders,
  tickets,
  waitlistEntries,
  wallOfFameMembers,
} from '../src/server/db/schema';
import { build } from './helpers/build';

const app = await build();
const db = app.db;

/** The database itself refuses a row that breaks a rule, whichever code path sends it. */
async function refused(write: Promise<unknown>) {
  await expect(write).rejects.toThrow();
}

describe('rules the database enforces', () => {
  it('refuses negative prices and amounts', async () => {
    await refused(db.insert(events).values(buildEvent({ price: -1 })));
    await refused(db.insert(products).values(buildProduct({ price: -1 })));
    await refused(db.insert(products).values(buildProduct({ originalPrice: -5 })));
    await refused(
      db
        .insert(paidMembers)
        .values({ name: 'A', email: 'a@example.com', membershipTier: 'premium', amount: -2000 }),
    );
  });

  it('refuses an event with fewer than one seat or more attendees than seats', async () => {
    await refused(db.insert(events).values(buildEvent({ maxAttendees: 0 })));
    await refused(db.insert(events).values(buildEvent({ maxAttendees: 10, currentAttendees: 11 })));
    await refused(db.insert(events).values(buildEvent({ currentAttendees: -1 })));
    const [full] = await db
      .insert(events)
      .values(buildEvent({ maxAttendees: 2, currentAttendees: 2 }))
      .returning();
    expect(full.currentAttendees).toBe(2);
  });

  it('accepts only the three membership tiers', async () => {
    await refused(db.insert(events).values(buildEvent({ membershipRequired: 'gold' })));
    await refused(db.insert(wallOfFameMembers).values(buildWallOfFameMember({ membershipTier: 'vip' })));
    for (const tier of ['free', 'premium', 'inner_circle']) {
      await db.insert(wallOfFameMembers).values(buildWallOfFameMember({ membershipTier: tier }));
    }
  });

  it('keeps one newsletter subscription per e-mail, ignoring letter case', async () => {
    await db.insert(newsletterSubscribers).values({ email: 'fan@example.com' });
    await refused(db.insert(newsletterSubscribers).values({ email: 'FAN@Example.com' }));
  });

  it('gives an e-mail one RSVP per event, ignoring letter case', async () => {
    const [event] = await db.insert(events).values(buildEvent()).returning();
    await db.insert(rsvps).values({ eventId: event.id, name: 'Sam', email: 'sam@example.com' });
    await refused(db.insert(rsvps).values({ eventId: event.id, name: 'Sam', email: 'Sam@Example.com' }));
  });

  it('refuses a member price above the price, and a refund cut-off outside 0 to 720 hours', async () => {
    await refused(db.insert(events).values(buildEvent({ price: 2000, memberPrice: 2500 })));
    await refused(db.insert(events).values(buildEvent({ price: 2000, memberPrice: -1 })));
    await refused(db.insert(events).values(buildEvent({ refundCutoffHours: -1 })));
    await refused(db.insert(events).values(buildEvent({ refundCutoffHours: 721 })));
  });

  it('keeps an order to at most four tickets, one guest, and charges exactly the unit price for the rest', async () => {
    const [event] = await db
      .insert(events)
      .values(buildEvent({ price: 2500 }))
      .returning();
    const order = (values: Partial<typeof ticketOrders.$inferInsert>) =>
      db.insert(ticketOrders).values({
        eventId: event.id,
        name: 'A',
        email: 'a@example.com',
        quantity: 2,
        unitPrice: 2500,
        amount: 5000,
        holdExpiresAt: new Date(),
        ...values,
      });
    await refused(order({ quantity: 5, amount: 12500 }));
    await refused(order({ amount: 4999 }));
    await refused(order({ guestTickets: 2, amount: 0 }));
    await refused(order({ quantity: 1, guestTickets: 1, amount: 0 }));
    await refused(order({ status: 'maybe' }));
    await order({ guestTickets: 1, amount: 2500 });
  });

  it('gives every ticket its own code, and a free ticket no price', async () => {
    const [event] = await db.insert(events).values(buildEvent()).returning();
    const ticket = (code: string, price = 0) =>
      db.insert(tickets).values({ code, eventId: event.id, name: 'A', email: 'a@example.com', price });
    await ticket('0123456789abcdef0123456789abcdef');
    await refused(ticket('0123456789abcdef0123456789abcdef'));
    await refused(ticket('fedcba9876543210fedcba9876543210', 2500));
  });

  it('keeps one active waitlist entry per e-mail per event, and an offer with its deadline', async () => {
    await refused(db.insert(events).values(buildEvent({ waitlistOfferHours: 0 })));
    await refused(db.insert(events).values(buildEvent({ waitlistOfferHours: 169 })));
    const [event] = await db
      .insert(events)
      .values(buildEvent({ maxAttendees: 1 }))
      .returning();
    const entry = (email: string, extra: Partial<typeof waitlistEntries.$inferInsert> = {}) => ({
      eventId: event.id,
      name: 'Ana',
      email,
      code: `${Math.random().toString(16).slice(2)}${Date.now()}`,
      ...extra,
    });
    await db.insert(waitlistEntries).values(entry('ana@example.com'));
    await refused(db.insert(waitlistEntries).values(entry('ANA@example.com')));
    // Someone who left may join again.
    await db.insert(waitlistEntries).values(entry('ana@example.com', { status: 'left' }));
    await refused(db.insert(waitlistEntries).values(entry('ben@example.com', { status: 'offered' })));
    await refused(db.insert(waitlistEntries).values(entry('cam@example.com', { status: 'maybe' })));
    await refused(db.insert(waitlistEntries).values(entry('dee@example.com', { priority: 3 })));
  });
});
