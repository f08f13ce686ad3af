import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Executor, Transaction } from '../../db/client';
import { adminLoginAttempts, adminSessions, staffMembers } from '../../db/schema';

// The SQL of admin sessions (kept by their token's hash) and of failed-login counting. The
// password hash itself is a setting (db/settings.ts).

export async function insertSession(
  db: Executor,
  tokenHash: string,
  expiresAt: Date,
  role: StaffRole,
  staffId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(adminSessions)
    .values({ tokenHash, expiresAt, role, staffId })
    .returning({ id: adminSessions.id });
  return row.id;
}

export async function deleteSessionsEndedBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, before));
}

/**
 * The session of a token hash, if it is neither expired at `now` nor revoked, nor a removed staff
 * member's. A staff member's session acts with their role as it is now, and names them.
 */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [session] = await db
    .select({
      id: adminSessions.id,
      expiresAt: adminSessions.expiresAt,
      role: sql<string>`coalesce(${staffMembers.role}, ${adminSessions.role})`,
      staffId: adminSessions.staffId,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
      secondStepSince: staffMembers.totpEnabledAt,
    })
    .from(adminSessions)
    .leftJoin(staffMembers, eq(staffMembers.id, adminSessions.staffId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        or(isNull(adminSessions.staffId), isNull(staffMembers.removedAt)),
      ),
    );
  return session;
}

/** Ends every session of a staff member (their role changed, or they were removed). */
export async function revokeSessionsOfStaff(db: Executor, staffId: number): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.staffId, staffId), isNull(adminSessions.revokedAt)));
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
}

/** Ends every session opened with the shared password (the owner now requires a second step). */
export async function revokeSharedPasswordSessions(db: Executor): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(isNull(adminSessions.staffId), isNull(adminSessions.revokedAt)));
}

/** A new password ends every session: whoever knew the old one is signed out. */
export async function revokeAllSessions(db: Executor): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(isNull(adminSessions.revokedAt));
}

/**
 * Holds, until the transaction ends, a lock keyed by the client: its concurrent login attempts
 * (even in different processes) are counted one after another.
 */
export async function lockLoginAttempts(tx: Transaction, clientKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${clientKey}`}))`);
}

/** When the client's attempts since `since` were made, oldest first. */
export async function loginAttemptsSince(db: Executor, clientKey: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: adminLoginAttempts.attemptedAt })
    .from(adminLoginAttempts)
    .where(and(eq(adminLoginAttempts.clientKey, clientKey), gt(adminLoginAttempts.attemptedAt, since)))
    .orderBy(asc(adminLoginAttempts.attemptedAt));
  return rows.map((row) => row.at);
}

export async function insertLoginAttempt(db: Executor, clientKey: string, at: Date): Promise<number> {
  const [attempt] = await db
    .insert(adminLoginAttempts)
    .values({ clientKey, attemptedAt: at })
    .returning({ id: adminLoginAttempts.id });
  return attempt.id;
}

export async function deleteLoginAttemptsOf(db: Executor, clientKey: string): Promise<void> {
  await db.delete(adminLoginAttempts).where(eq(adminLoginAttempts.clientKey, clientKey));
}

export async function deleteLoginAttemptsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(adminLoginAttempts).where(lt(adminLoginAttempts.attemptedAt, before));
}
