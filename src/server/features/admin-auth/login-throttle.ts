import type { Database } from '../../db/client';
import {
  deleteLoginAttemptsBefore,
  deleteLoginAttemptsOf,
  insertLoginAttempt,
  lockLoginAttempts,
  loginAttemptsSince,
} from './repository';

// Password guessing is slowed per client address: 5 failed logins in 15 minutes, then 429 until
// the oldest of them is 15 minutes old. Attempts are rows in the shared database, so every app
// process behind a load balancer sees the same count.

export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export type AttemptVerdict =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts the client's recent attempts and records this one, under a lock held for the
 * transaction and keyed by the client, so that concurrent guesses (even in different processes)
 * are counted one after another and no more than 5 ever reach the password check.
 */
export async function startLoginAttempt(
  db: Database,
  clientKey: string,
  now = new Date(),
): Promise<AttemptVerdict> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    await lockLoginAttempts(tx, clientKey);
    const recent = await loginAttemptsSince(tx, clientKey, since);
    if (recent.length >= LOGIN_FAILURES_ALLOWED) {
      const freeAt = recent[0].getTime() + LOGIN_WINDOW_MS;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    return { allowed: true, attemptId: await insertLoginAttempt(tx, clientKey, now) };
  });
}

/** A correct password wipes the client's slate; old rows of everyone are tidied at the same time. */
export async function clearLoginAttempts(db: Database, clientKey: string, now = new Date()): Promise<void> {
  await deleteLoginAttemptsOf(db, clientKey);
  await deleteLoginAttemptsBefore(db, new Date(now.getTime() - LOGIN_WINDOW_MS));
}
