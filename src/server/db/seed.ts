import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ObjectStorage } from '../adapters/storage/storage';
import { contentTypeFor } from '../adapters/storage/storage';
import type { Database, Transaction } from './client';
import {
  events,
  members,
  products,
  rsvps,
  settings,
  sponsors,
  testPayments,
  ticketOrders,
  tickets,
  waitlistEntries,
  wallOfFameMembers,
} from './schema';
import {
  DEMO_WAITING,
  demoEvents,
  demoGuest,
  demoMembers,
  demoProducts,
  demoSeats,
  demoSponsors,
  demoWallOfFame,
} from './seed-data';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with the demo club, once: a database that was seeded before (even if
 * staff have since deleted everything) or that already has content is left alone.
 */
export async function seedDemoContent(
  db: Database,
  storage: ObjectStorage,
  assetsDir: string,
  now = new Date(),
): Promise<boolean> {
  const [seeded] = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY));
  if (seeded) return false;
  // One row is enough to know a table has content: counting them all reads the whole table.
  const firstRows = await Promise.all(
    [events, products, sponsors, wallOfFameMembers, members].map((table) =>
      db.select({ one: sql<number>`1` }).from(table).limit(1),
    ),
  );
  if (firstRows.some((rows) => rows.length > 0)) return false;

  await copyDemoImages(storage, assetsDir);
  return db.transaction(async (tx) => {
    // Claimed first: another process seeding the same (PostgreSQL) database at this moment waits
    // here for this transaction, then finds the key and leaves the demo club to this one.
    const claimed = await tx
      .insert(settings)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const made = await tx.insert(events).values(demoEvents(now)).returning();
    await seedAttendance(tx, made, now);
    await tx.insert(products).values(demoProducts(now));
    await tx.insert(sponsors).values(demoSponsors());
    await tx.insert(wallOfFameMembers).values(demoWallOfFame());
    await tx.insert(members).values(demoMembers(now));
    return true;
  });
}

const code = () => randomBytes(16).toString('hex');

/**
 * Every seat the demo events count, as the site itself would have recorded it: a free event's
 * RSVPs with their tickets; a priced event's paid orders (the test provider's payments, so a
 * refund works) with their tickets; and a few people waiting on the full night.
 */
async function seedAttendance(tx: Transaction, made: (typeof events.$inferSelect)[], now: Date) {
  let guest = 0;
  const next = () => demoGuest(guest++);
  for (const event of made) {
    const seats = demoSeats(event);
    if (event.price === 0) {
      const people = seats.map(next);
      if (people.length === 0) continue;
      const rows = await tx
        .insert(rsvps)
        .values(people.map((person) => ({ eventId: event.id, ...person })))
        .returning();
      await tx.insert(tickets).values(
        rows.map((rsvp) => ({
          eventId: event.id,
          rsvpId: rsvp.id,
          code: code(),
          name: rsvp.name,
          email: rsvp.email,
        })),
      );
    } else if (seats.length > 0) {
      const buyers = seats.map((quantity) => ({ quantity, payment: `pi_test_demo_${code()}`, ...next() }));
      await tx.insert(testPayments).values(
        buyers.map(({ payment, quantity }) => ({
          id: payment,
          clientSecret: `${payment}_secret_${code()}`,
          amount: event.price * quantity,
          currency: 'usd',
          status: 'succeeded',
        })),
      );
      const orders = await tx
        .insert(ticketOrders)
        .values(
          buyers.map(({ quantity, payment, name, email }) => ({
            eventId: event.id,
            name,
            email,
            quantity,
            unitPrice: event.price,
            amount: event.price * quantity,
            status: 'paid',
            holdExpiresAt: now,
            paidAt: now,
            provider: 'test',
            providerPaymentId: payment,
          })),
        )
        .returning();
      await tx.insert(tickets).values(
        orders.flatMap((order) =>
          Array.from({ length: order.quantity }, () => ({
            eventId: event.id,
            orderId: order.id,
            code: code(),
            name: order.name,
            email: order.email,
            price: event.price,
          })),
        ),
      );
    }
    const full = event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
    if (full && event.waitlistEnabled && event.date.getTime() > now.getTime()) {
      await tx
        .insert(waitlistEntries)
        .values(Array.from({ length: DEMO_WAITING }, () => ({ eventId: event.id, code: code(), ...next() })));
    }
  }
}

/** seed-assets/<folder>/<file> becomes the object demo/<folder>/<file>. */
async function copyDemoImages(storage: ObjectStorage, assetsDir: string): Promise<void> {
  for (const folder of await fs.readdir(assetsDir)) {
    for (const file of await fs.readdir(path.join(assetsDir, folder))) {
      const key = `demo/${folder}/${file}`;
      if (await storage.has(key)) continue;
      const body = await fs.readFile(path.join(assetsDir, folder, file));
      await storage.put(key, body, contentTypeFor(file));
    }
  }
}
