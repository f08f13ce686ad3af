import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { MembershipStatus } from '../../../shared/membership';
import { paidMemberSchema } from '../../../shared/membership';
import type { Executor, Transaction } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { introductoryOffers, paidMembers, payments } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';

// The SQL of membership payments, paid members and the provider's webhook events, and the rows
// as the API answers them.

export type PaymentRow = typeof payments.$inferSelect;
export type MemberRow = typeof paidMembers.$inferSelect;

/** A paid member row as the API answers it. */
export const toPaidMember = rowMapper(paidMemberSchema);

/** The paid list's order: newest first. */
const newestFirst: SortKey[] = [
  { column: paidMembers.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: paidMembers.id, direction: 'desc', kind: 'integer' },
];

/** A paid member is found by name, e-mail or the tier's name on the dashboard. */
const found = (search: string | undefined) =>
  searchCondition(
    [
      paidMembers.name,
      paidMembers.email,
      sql`case ${paidMembers.membershipTier} when 'premium' then 'Premium Fan' else 'Inner Circle' end`,
    ],
    search,
  );

/** One page of the paid members the search finds, newest first. */
export function pageOfPaidMembers(
  db: Executor,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readPage(db, paidMembers, { keys: newestFirst, where: found(search), cursor, limit }, toPaidMember);
}

/** How many paid members the search finds. */
export const countPaidMembers = (db: Executor, search: string | undefined) =>
  countRows(db, paidMembers, found(search));

/** True when the e-mail belongs to a membership that is not canceled, whatever its letter case. */
export async function hasLiveMembership(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paidMembers.id })
    .from(paidMembers)
    .where(and(eq(sql`lower(${paidMembers.email})`, email.toLowerCase()), ne(paidMembers.status, 'canceled')))
    .limit(1);
  return Boolean(row);
}

/** The member of a "Manage membership" link (by its token's hash), with its payment. */
export async function findMemberByManageToken(
  db: Executor,
  tokenHash: string,
): Promise<{ member: MemberRow; payment: PaymentRow } | undefined> {
  const [row] = await db
    .select({ member: paidMembers, payment: payments })
    .from(paidMembers)
    .innerJoin(payments, eq(paidMembers.paymentId, payments.id))
    .where(eq(paidMembers.manageTokenHash, tokenHash));
  return row;
}

export async function findMemberOfPayment(tx: Executor, paymentId: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(paidMembers).where(eq(paidMembers.paymentId, paymentId));
  return row;
}

/**
 * Inserts the member of a payment unless either unique index (one member per payment, one live
 * member per e-mail) already holds the place; undefined then.
 */
export async function insertMemberIfFree(
  tx: Transaction,
  values: typeof paidMembers.$inferInsert,
): Promise<MemberRow | undefined> {
  // No target: a conflict on either unique index means someone else holds the place.
  const [created] = await tx.insert(paidMembers).values(values).onConflictDoNothing().returning();
  return created;
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values);
}

/** A payment of this provider, by the provider's payment id or subscription id. */
export async function findPayment(
  db: Executor,
  provider: PaymentRow['provider'],
  where: { paymentId: string } | { subscriptionId: string },
): Promise<PaymentRow | undefined> {
  const match =
    'paymentId' in where
      ? eq(payments.providerPaymentId, where.paymentId)
      : eq(payments.subscriptionId, where.subscriptionId);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), match));
  return row;
}

/** The payment, locked until the transaction ends: its callers take turns. */
export async function lockPayment(tx: Transaction, id: number): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return payment;
}

export async function setPaymentStatus(
  db: Executor,
  id: number,
  status: PaymentRow['status'],
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** 'refunding' becomes 'refunded', once; false when another caller already did it. */
export async function markRefunded(db: Executor, id: number): Promise<boolean> {
  const [done] = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'refunding')))
    .returning({ id: payments.id });
  return Boolean(done);
}

/**
 * Records the subscription's status as of the provider's time `at`. Events come in any order: an
 * older one never overwrites a newer one, and a canceled subscription stays canceled.
 */
export async function applySubscriptionStatus(
  db: Executor,
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
  // The grace period counts from the change of status, not from each event that repeats it.
  await db
    .update(paidMembers)
    .set({
      status,
      statusChangedAt: sql`case when ${paidMembers.status} = ${status} and ${paidMembers.statusChangedAt} is not null then ${paidMembers.statusChangedAt} else ${at.toISOString()}::timestamptz end`,
    })
    .where(eq(paidMembers.paymentId, paymentId));
  return true;
}

/** A renewal's payment time, kept when it is the latest seen. */
export async function recordRenewal(db: Executor, paymentId: number, paidAt: Date): Promise<void> {
  await db
    .update(paidMembers)
    .set({ lastPaidAt: sql`greatest(${paidMembers.lastPaidAt}, ${paidAt.toISOString()}::timestamptz)` })
    .where(eq(paidMembers.paymentId, paymentId));
}

/** A member's paid memberships that still bill (not canceled), with their payments. */
export async function liveMembershipsOf(db: Executor, memberId: number) {
  return db
    .select({ member: paidMembers, payment: payments })
    .from(paidMembers)
    .innerJoin(payments, eq(paidMembers.paymentId, payments.id))
    .where(and(eq(paidMembers.memberId, memberId), ne(paidMembers.status, 'canceled')));
}

/**
 * A member's membership payments, newest first: those behind their paid memberships, and every
 * attempt made with their address (a declined card included), each once.
 */
export function paymentsOfMember(db: Executor, memberId: number, email: string, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      or(
        eq(sql`lower(${payments.email})`, email.toLowerCase()),
        sql`${payments.id} in (select ${paidMembers.paymentId} from ${paidMembers} where ${paidMembers.memberId} = ${memberId})`,
      ),
    )
    .orderBy(sql`${payments.createdAt} desc`, sql`${payments.id} desc`)
    .limit(limit);
}

/** The payment behind a paid membership. */
export async function paymentOf(db: Executor, paidMember: MemberRow): Promise<PaymentRow | undefined> {
  if (paidMember.paymentId === null) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, paidMember.paymentId));
  return row;
}

/** A deleted account's payments keep their amounts and provider ids for the books, not the payer. */
export async function forgetPayer(db: Executor, email: string, placeholder: string): Promise<void> {
  await db
    .update(payments)
    .set({
      name: 'Deleted member',
      email: placeholder,
      phone: null,
      checkoutTokenHash: null,
      updatedAt: new Date(),
    })
    .where(eq(sql`lower(${payments.email})`, email.toLowerCase()));
}

/** The payments of this address (any letter case) waiting for its owner to sign in. */
export function paymentsAwaitingOwner(db: Executor, email: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(sql`lower(${payments.email})`, email.toLowerCase()), eq(payments.status, 'awaiting_owner')))
    .orderBy(payments.id);
}

/** Marks the checkout's browser signed in if the token is this one; true for the one caller that did. */
export async function useCheckoutToken(db: Executor, paymentId: number, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ checkoutSignedInAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.checkoutTokenHash, tokenHash),
        isNull(payments.checkoutSignedInAt),
      ),
    )
    .returning({ id: payments.id });
  return Boolean(row);
}

/** How an e-mail is kept in introductory_offers: a hash of its lower case, never the address. */
export const offerKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/** True when the e-mail has had the first month at half price (or paid in full before the offer). */
export async function hasHadIntroductoryOffer(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: introductoryOffers.emailHash })
    .from(introductoryOffers)
    .where(eq(introductoryOffers.emailHash, offerKey(email)));
  return Boolean(row);
}

/** The e-mail of a membership just made has had its first month: once, whoever calls first. */
export async function recordIntroductoryOffer(tx: Executor, payment: PaymentRow): Promise<void> {
  await tx
    .insert(introductoryOffers)
    .values({ emailHash: offerKey(payment.email), paymentId: payment.id })
    .onConflictDoNothing();
}

export async function findPaymentById(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** A paid member with the payment that made it (its provider and subscription). */
export async function findMemberWithPayment(
  db: Executor,
  memberId: number,
): Promise<{ member: MemberRow; payment: PaymentRow } | undefined> {
  const [row] = await db
    .select({ member: paidMembers, payment: payments })
    .from(paidMembers)
    .innerJoin(payments, eq(paidMembers.paymentId, payments.id))
    .where(eq(paidMembers.id, memberId));
  return row;
}

/** The member of a payment, locked until the transaction ends. */
export async function lockMemberOfPayment(
  tx: Transaction,
  paymentId: number,
): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(paidMembers).where(eq(paidMembers.paymentId, paymentId)).for('update');
  return row;
}

export type SubscriptionFields = Pick<
  MemberRow,
  'membershipTier' | 'amount' | 'pendingTier' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>;

export async function setSubscriptionFields(
  tx: Executor,
  memberId: number,
  fields: SubscriptionFields,
): Promise<MemberRow> {
  const [row] = await tx.update(paidMembers).set(fields).where(eq(paidMembers.id, memberId)).returning();
  return row;
}

/**
 * A renewal paid at `paidAt` starts the tier that was waiting for the period's end, once: the row
 * changes only while a tier waits and its period has ended by then.
 */
export async function startPendingTier(
  db: Executor,
  paymentId: number,
  paidAt: Date,
  prices: Record<string, number>,
) {
  const amount = sql.join(
    [
      sql`case ${paidMembers.pendingTier}`,
      ...Object.entries(prices).map(([tier, cents]) => sql`when ${tier} then ${cents}::integer`),
      sql`else ${paidMembers.amount} end`,
    ],
    sql` `,
  );
  await db
    .update(paidMembers)
    .set({ membershipTier: sql`${paidMembers.pendingTier}`, amount, pendingTier: null })
    .where(
      and(
        eq(paidMembers.paymentId, paymentId),
        isNotNull(paidMembers.pendingTier),
        ne(paidMembers.status, 'canceled'),
        lte(paidMembers.currentPeriodEnd, paidAt),
      ),
    );
}
