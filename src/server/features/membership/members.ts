import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TierId } from '../../../shared/constants';
import type { MembershipStatus, PaidMember } from '../../../shared/membership';
import type { Database, Transaction } from '../../db/client';
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

export type Activation =
  /** The payment's member (made now, with its welcome e-mail, or by an earlier call). */
  | { kind: 'member'; member: PaidMember }
  /** The e-mail already had a live member from another payment: this one must be given back. */
  | { kind: 'second'; payment: PaymentRow };

/**
 * Makes the member of a succeeded payment, once, unless the e-mail already has a live member.
 * Both rules are the database's: concurrent callers meet at the unique indexes on
 * paid_members.payment_id and on the live members' lower(email). Whoever inserts first wins;
 * a caller for the same payment reads the row it made, and a caller for another payment of the
 * same e-mail marks that payment 'refunding' (the caller then refunds it: see second-payment.ts).
 */
export async function activateMembership(
  db: Database,
  paymentId: number,
  paidAt: Date,
  welcome: (tx: Transaction, member: PaidMember, manageToken: string) => Promise<void>,
): Promise<Activation> {
  return db.transaction(async (tx) => {
    // Callers for one payment take turns, so its member and its refund are decided once.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment.status === 'refunding' || payment.status === 'refunded') return { kind: 'second', payment };
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
      // No target: a conflict on either unique index means someone else holds the place.
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx
        .update(payments)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      const member = toPaidMember(created);
      // The welcome e-mail is written with the member: one exists exactly when the other does.
      await welcome(tx, member, manageToken);
      return { kind: 'member', member };
    }
    const [existing] = await tx.select().from(paidMembers).where(eq(paidMembers.paymentId, payment.id));
    if (existing) return { kind: 'member', member: toPaidMember(existing) };
    const [second] = await tx
      .update(payments)
      .set({ status: 'refunding', updatedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    return { kind: 'second', payment: second };
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
