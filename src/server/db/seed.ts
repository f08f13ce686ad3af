import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ObjectStorage } from '../adapters/storage/storage';
import { contentTypeFor } from '../adapters/storage/storage';
import type { Database } from './client';
import { events, members, products, settings, sponsors, wallOfFameMembers } from './schema';
import { demoEvents, demoMembers, demoProducts, demoSponsors, demoWallOfFame } from './seed-data';

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
    await tx.insert(events).values(demoEvents(now));
    await tx.insert(products).values(demoProducts(now));
    await tx.insert(sponsors).values(demoSponsors());
    await tx.insert(wallOfFameMembers).values(demoWallOfFame());
    await tx.insert(members).values(demoMembers(now));
    return true;
  });
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
