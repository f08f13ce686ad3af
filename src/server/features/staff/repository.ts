import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Executor, Transaction } from '../../db/client';
import { staffMembers, staffRecoveryCodes, staffSecondSteps, staffSignInTokens } from '../../db/schema';

// The SQL of staff accounts and their sign-in e-mails.

export type StaffRow = typeof staffMembers.$inferSelect;

const current = isNull(staffMembers.removedAt);
const byAddress = (email: string) => eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase());

/** Everyone on the staff now, in the order they were invited. */
export function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select().from(staffMembers).where(current).orderBy(staffMembers.invitedAt, staffMembers.id);
}

/** The staff member with this address (any letter case), unless removed. */
export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(byAddress(email), current));
  return row;
}

export async function findStaff(db: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), current));
  return row;
}

/** A new staff member; undefined when the address is already on the staff (the unique index decides). */
export async function insertStaff(
  db: Executor,
  values: { name: string; email: string; role: StaffRole; invitedBy: string },
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRole(db: Executor, id: number, role: StaffRole): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffMembers)
    .set({ role })
    .where(and(eq(staffMembers.id, id), current))
    .returning();
  return row;
}

export async function markRemoved(db: Executor, id: number, at: Date): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffMembers)
    .set({ removedAt: at })
    .where(and(eq(staffMembers.id, id), current))
    .returning();
  return row;
}

export async function markSignedIn(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(staffMembers).set({ lastSignedInAt: at }).where(eq(staffMembers.id, id));
}

// --- Sign-in e-mails -------------------------------------------------------------------------

export async function insertSignInToken(
  db: Executor,
  row: { ownerId: number; linkHash: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const { ownerId, ...rest } = row;
  await db.insert(staffSignInTokens).values({ staffId: ownerId, ...rest });
}

/** Uses a link: at most one caller gets its staff member, only before it expires, never a removed one's. */
export async function useLink(db: Executor, linkHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(staffSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSignInTokens.linkHash, linkHash),
        isNull(staffSignInTokens.usedAt),
        gt(staffSignInTokens.expiresAt, now),
        sql`exists (select 1 from ${staffMembers} where ${staffMembers.id} = ${staffSignInTokens.staffId} and ${staffMembers.removedAt} is null)`,
      ),
    )
    .returning({ staffId: staffSignInTokens.staffId });
  return row?.staffId;
}

/** The staff member's newest sign-in e-mail, locked, if its code can still be used. */
export async function lockLatestCode(tx: Transaction, staffId: number, now: Date, triesAllowed: number) {
  const [latest] = await tx
    .select()
    .from(staffSignInTokens)
    .where(eq(staffSignInTokens.staffId, staffId))
    .orderBy(desc(staffSignInTokens.createdAt), desc(staffSignInTokens.id))
    .limit(1)
    .for('update');
  if (!latest || latest.usedAt || latest.expiresAt <= now || latest.tries >= triesAllowed) return undefined;
  return latest;
}

export async function countWrongCode(db: Executor, id: number): Promise<void> {
  await db
    .update(staffSignInTokens)
    .set({ tries: sql`${staffSignInTokens.tries} + 1` })
    .where(eq(staffSignInTokens.id, id));
}

export async function markTokenUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(staffSignInTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSignInTokens.id, id), isNull(staffSignInTokens.usedAt)))
    .returning({ id: staffSignInTokens.id });
  return Boolean(row);
}

/** A removed person's unused links and codes: gone, so none of them opens anything. */
export async function deleteTokensOf(db: Executor, staffId: number): Promise<void> {
  await db.delete(staffSignInTokens).where(eq(staffSignInTokens.staffId, staffId));
}

// --- The second step (a one-time-code app) -----------------------------------------------------

export async function setPendingSecret(db: Executor, id: number, secret: string): Promise<void> {
  await db.update(staffMembers).set({ totpPendingSecret: secret }).where(eq(staffMembers.id, id));
}

/** Turns the pending secret on, if it is still the one the code was checked against. */
export async function confirmSecret(db: Executor, id: number, secret: string, step: number, at: Date) {
  const [row] = await db
    .update(staffMembers)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step, totpEnabledAt: at })
    .where(and(eq(staffMembers.id, id), eq(staffMembers.totpPendingSecret, secret), current))
    .returning({ id: staffMembers.id });
  return Boolean(row);
}

/** Records that a code of this time step was used: true for the first use only (a code is good once). */
export async function useTimeStep(db: Executor, id: number, step: number): Promise<boolean> {
  const [row] = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, id),
        sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffMembers.id });
  return Boolean(row);
}

export async function turnOffSecondStep(db: Executor, id: number): Promise<void> {
  await db
    .update(staffMembers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null })
    .where(eq(staffMembers.id, id));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
}

export async function replaceRecoveryCodes(db: Executor, staffId: number, hashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses one of the person's recovery codes: true for the first use only. */
export async function useRecoveryCode(db: Executor, staffId: number, codeHash: string, at: Date) {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(row);
}

export async function insertSecondStep(db: Executor, staffId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(staffSecondSteps).values({ staffId, tokenHash, expiresAt });
}

/** The sign-in waiting for its second step, locked, if it can still be finished. */
export async function lockSecondStep(tx: Transaction, tokenHash: string, now: Date, triesAllowed: number) {
  const [row] = await tx
    .select()
    .from(staffSecondSteps)
    .where(eq(staffSecondSteps.tokenHash, tokenHash))
    .for('update');
  if (!row || row.usedAt || row.expiresAt <= now || row.tries >= triesAllowed) return undefined;
  return row;
}

export async function countWrongSecondStep(db: Executor, id: number): Promise<void> {
  await db
    .update(staffSecondSteps)
    .set({ tries: sql`${staffSecondSteps.tries} + 1` })
    .where(eq(staffSecondSteps.id, id));
}

export async function finishSecondStep(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(staffSecondSteps).set({ usedAt: at }).where(eq(staffSecondSteps.id, id));
}
