import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TierId } from '../../../shared/constants';
import type { MembershipStatus, PaidMember } from '../../../shared/membership';
import type { Database } from '../../db/client';
import { paidMembers, payments } from '../../db/schema';

// Paid members and their status. A member is made from one succeeded payment, exactly once,
// whoever gets there first: the browser's confirmation or the provider's webhook.

export type PaymentRow = typeof payments.$inferSelect;
type MemberRow = typeof paidMembers.$inferSelect;

export function toPaidMember(row: MemberRow): PaidMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    membershipTier: row.membershipTier as TierId,
    amount: row.amount,
    status: row.status as MembershipStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every paid member, newest first (the admin dashboard's Members tab). */
export async function listPaidMembers(db: Database): Promise<PaidMember[]> {
  const rows = await db.select().from(paidMembers).orderBy(desc(paidMembers.createdAt), desc(paidMembers.id));
  return rows.map(toPaidMember);
}

/** True when the e-mail belongs to a membership that is not canceled, whatever its letter case. */
export async function hasLiveMembership(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paidMembers.id })
    .from(paidMembers)
    .where(and(eq(sql`lower(${paidMembers.email})`, email.toLowerCase()), ne(paidMembers.status, 'canceled')))
    .limit(1);
  return Boolean(row);
}

export const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Activation {
  member: PaidMember;
  /** Set only for the call that created the member: the welcome e-mail carries it. */
  manageToken: string | null;
}

/**
 * Marks the payment succeeded and makes its member, once. Concurrent callers meet at the unique
 * index on paid_members.payment_id: one inserts, the others read the row it made.
 */
export async function activateMembership(db: Database, paymentId: number, paidAt: Date): Promise<Activation> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    const manageToken = randomBytes(24).toString('base64url');
    const [created] = await tx
      .insert(paidMembers)
      .values({
        name: payment.name,
        email: payment.email,
        membershipTier: payment.tier,
        amount: payment.amount,
        paymentId: payment.id,
        // A status the provider reported before the member existed still counts.
        status: payment.subscriptionStatus ?? 'active',
        statusChangedAt: payment.subscriptionStatusAt,
        lastPaidAt: paidAt,
        manageTokenHash: hashManageToken(manageToken),
      })
      .onConflictDoNothing({ target: paidMembers.paymentId })
      .returning();
    if (created) return { member: toPaidMember(created), manageToken };
    const [existing] = await tx.select().from(paidMembers).where(eq(paidMembers.paymentId, payment.id));
    return { member: toPaidMember(existing), manageToken: null };
  });
}

/**
 * Records the subscription's status as of the provider's time `at`. Events come in any order: an
 * older one never overwrites a newer one, and a canceled subscription stays canceled.
 */
export async function applySubscriptionStatus(
  db: Database,
  paymentId: number,
  status: MembershipStatus,
  at: Date,
): Promise<boolean> {
  const [changed] = await db
    .update(payments)
    .set({ subscriptionStatus: status, subscriptionStatusAt: at, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        or(
          isNull(payments.subscriptionStatus),
          and(ne(payments.subscriptionStatus, 'canceled'), lte(payments.subscriptionStatusAt, at)),
        ),
      ),
    )
    .returning({ id: payments.id });
  if (!changed) return false;
  await db
    .update(paidMembers)
    .set({ status, statusChangedAt: at })
    .where(eq(paidMembers.paymentId, paymentId));
  return true;
}

/** A renewal's payment time, kept when it is the latest seen. */
export async function recordRenewal(db: Database, paymentId: number, paidAt: Date): Promise<void> {
  await db
    .update(paidMembers)
    .set({ lastPaidAt: sql`greatest(${paidMembers.lastPaidAt}, ${paidAt.toISOString()}::timestamptz)` })
    .where(eq(paidMembers.paymentId, paymentId));
}
