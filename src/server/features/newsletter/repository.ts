import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

// The SQL of newsletter subscribers. Addresses are unique whatever their letter case (an index on
// lower(email)).

/** Adds an address; false when it was already subscribed. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning();
  return Boolean(row);
}

export async function deleteSubscriber(db: Executor, email: string): Promise<void> {
  await db
    .delete(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`);
}
