import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { signInRequests } from '../db/schema';

// The SQL of counting sign-in requests (members' and staff's alike, each under its own keys).

/** Holds the key's lock until the transaction ends, then reads when its requests since `since` came. */
export async function lockedRequestsSince(tx: Transaction, key: string, since: Date): Promise<Date[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-sign-in:${key}`}))`);
  const rows = await tx
    .select({ at: signInRequests.requestedAt })
    .from(signInRequests)
    .where(and(eq(signInRequests.key, key), gte(signInRequests.requestedAt, since)))
    .orderBy(signInRequests.requestedAt);
  return rows.map((row) => row.at);
}

export async function insertRequest(db: Executor, key: string, at: Date): Promise<void> {
  await db.insert(signInRequests).values({ key, requestedAt: at });
}

export async function deleteRequestsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(signInRequests).where(lt(signInRequests.requestedAt, before));
}
