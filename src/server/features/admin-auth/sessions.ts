import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSessions } from '../../db/schema';

// Admin sessions (spec §6): an opaque random bearer token of 256 bits. The database keeps only
// its SHA-256, so a leaked copy of the table cannot be used to sign in; a fast hash is enough
// because the token is random, not chosen by a person.

/** 32 random bytes in base64url. Anything else is rejected before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, lifetimeHours: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  // Sessions that ended more than a day ago are of no use to anyone: tidy them on each login.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The session a token opens, if it is well formed, not expired and not revoked. */
export async function findValidSession(db: Database, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [session] = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
  return session ?? null;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
}

/** A new password ends every session: whoever knew the old one is signed out. */
export async function revokeAllSessions(db: Database): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(isNull(adminSessions.revokedAt));
}
