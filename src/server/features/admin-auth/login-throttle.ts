import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminLoginAttempts } from '../../db/schema';

// Password guessing is slowed per client address: 5 failed logins in 15 minutes, then 429 until
// the oldest of them is 15 minutes old. Attempts are rows in the shared database, so every app
// process behind a load balancer sees the same count.

export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export type AttemptVerdict =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Records the attempt first and counts afterwards, so that concurrent guesses (even in
 * different processes) cannot all slip under the limit. A refused attempt is taken back, so
 * hammering while blocked does not push the end of the block further away.
 */
export async function startLoginAttempt(
  db: Database,
  clientKey: string,
  now = new Date(),
): Promise<AttemptVerdict> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [attempt] = await db
    .insert(adminLoginAttempts)
    .values({ clientKey, attemptedAt: now })
    .returning({ id: adminLoginAttempts.id });
  const inWindow = and(
    eq(adminLoginAttempts.clientKey, clientKey),
    gt(adminLoginAttempts.attemptedAt, since),
  );
  const [{ n }] = await db.select({ n: count() }).from(adminLoginAttempts).where(inWindow);
  if (n <= LOGIN_FAILURES_ALLOWED) return { allowed: true, attemptId: attempt.id };

  await db.delete(adminLoginAttempts).where(eq(adminLoginAttempts.id, attempt.id));
  const [oldest] = await db
    .select({ at: adminLoginAttempts.attemptedAt })
    .from(adminLoginAttempts)
    .where(inWindow)
    .orderBy(asc(adminLoginAttempts.attemptedAt))
    .limit(1);
  const freeAt = (oldest?.at.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** A correct password wipes the client's slate; old rows of everyone are tidied at the same time. */
export async function clearLoginAttempts(db: Database, clientKey: string, now = new Date()): Promise<void> {
  await db.delete(adminLoginAttempts).where(eq(adminLoginAttempts.clientKey, clientKey));
  await db
    .delete(adminLoginAttempts)
    .where(lt(adminLoginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
