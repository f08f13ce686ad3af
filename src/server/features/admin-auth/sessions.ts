import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Database } from '../../db/client';
import { deleteSessionsEndedBefore, findLiveSession, insertSession } from './repository';

// Admin sessions: an opaque random bearer token of 256 bits. The database keeps only its
// SHA-256, so a leaked copy of the table cannot be used to sign in; a fast hash is enough
// because the token is random, not chosen by a person.

/** 32 random bytes in base64url. Anything else is rejected before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session with its role: the shared password's is the owner's. */
export async function createSession(
  db: Database,
  lifetimeHours: number,
  role: StaffRole = 'owner',
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  // Sessions that ended more than a day ago are of no use to anyone: tidy them on each login.
  await deleteSessionsEndedBefore(db, new Date(now.getTime() - 86_400_000));
  await insertSession(db, hashToken(token), expiresAt, role);
  return { token, expiresAt };
}

/** The session a token opens, if it is well formed, not expired and not revoked. */
export async function findValidSession(db: Database, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return (await findLiveSession(db, hashToken(token), now)) ?? null;
}
