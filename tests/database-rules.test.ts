import { describe, expect, it } from 'vitest';
import { buildEvent, buildProduct, buildWallOfFameMember } from '../src/server/db/factories';
import {
  events,
  newsletterSubscribers,
  paidMembers,
  products,
  rsvps,
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
});
