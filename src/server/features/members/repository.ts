import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  complimentaryMemberships,
  memberSessions,
  members,
  paidMembers,
  rsvps,
  signInTokens,
  tickets,
  waitlistEntries,
} from '../../db/schema';

// The SQL of members, their sessions and their sign-in e-mails (requests are counted in
// src/server/sign-in/requests-repository.ts).

export type MemberRecord = typeof members.$inferSelect;
export type PaidMembershipRow = typeof paidMembers.$inferSelect;
export type SessionRecord = typeof memberSessions.$inferSelect;
export type ComplimentaryRow = typeof complimentaryMemberships.$inferSelect;

const byAddress = (email: string) => eq(sql`lower(${members.email})`, email.toLowerCase());

/** The member with this e-mail (any letter case), unless the account was deleted. */
export async function findMemberByEmail(db: Executor, email: string): Promise<MemberRecord | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(byAddress(email), isNull(members.deletedAt)));
  return row;
}

export async function findMember(db: Executor, id: number): Promise<MemberRecord | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)));
  return row;
}

/** The member, locked until the transaction ends (staff's changes to one member take turns). */
export async function lockMember(tx: Transaction, id: number): Promise<MemberRecord | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .for('no key update');
  return row;
}

/**
 * Whether anything at the club already belongs to this address (any letter case): a member of any
 * tier or status, tickets, RSVPs or waitlist entries. Each is found through its lower(email) index.
 */
export async function addressHasHistory(db: Executor, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const result = await db.execute(sql`select (
      exists (select 1 from ${members} where lower(${members.email}) = ${address})
      or exists (select 1 from ${tickets} where lower(${tickets.email}) = ${address})
      or exists (select 1 from ${rsvps} where lower(${rsvps.email}) = ${address})
      or exists (select 1 from ${waitlistEntries} where lower(${waitlistEntries.email}) = ${address})
    ) as found`);
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
  return row.found;
}

/** A new member waiting for the address to be confirmed; undefined when the e-mail has one. */
export async function insertPendingMember(
  db: Executor,
  values: { name: string; email: string },
): Promise<MemberRecord | undefined> {
  const [row] = await db.insert(members).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The member of a paid membership's e-mail: made now (paying proves the address), or the
 * existing one, whose address then counts as confirmed. The unique index on lower(email) makes
 * concurrent callers meet on one row.
 */
export async function upsertPaidMember(
  tx: Transaction,
  values: { name: string; email: string; phone: string | null; at: Date },
): Promise<MemberRecord> {
  await tx
    .insert(members)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone,
      emailConfirmedAt: values.at,
      joinedAt: values.at,
    })
    .onConflictDoNothing();
  let [row] = await tx
    .select()
    .from(members)
    .where(and(byAddress(values.email), isNull(members.deletedAt)))
    // Not FOR UPDATE: a paid membership's row checks its member with FOR KEY SHARE, which FOR
    // UPDATE would block (a deadlock with another activation for the same e-mail).
    .for('no key update');
  // The number the member typed at this checkout is the one to call.
  if (values.phone && row.phone !== values.phone) {
    [row] = await tx.update(members).set({ phone: values.phone }).where(eq(members.id, row.id)).returning();
  }
  if (row.emailConfirmedAt && row.joinedAt) return row;
  await confirmEmail(tx, row.id, values.at);
  return { ...row, emailConfirmedAt: row.emailConfirmedAt ?? values.at, joinedAt: row.joinedAt ?? values.at };
}

/** The address is proven (a sign-in link or code was used): a pending member joins now. */
export async function confirmEmail(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(members)
    .set({
      emailConfirmedAt: sql`coalesce(${members.emailConfirmedAt}, ${at.toISOString()}::timestamptz)`,
      joinedAt: sql`coalesce(${members.joinedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(members.id, id));
}

export async function updateMember(
  db: Executor,
  id: number,
  values: Partial<Pick<MemberRecord, 'name' | 'phone' | 'wallOfFameId' | 'staffNote'>>,
): Promise<MemberRecord | undefined> {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row;
}

/**
 * The paid membership that decides a member's tier: a live one (not canceled) before any
 * canceled one, the newest first.
 */
export async function currentMembership(
  db: Executor,
  memberId: number,
): Promise<PaidMembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(paidMembers)
    .where(eq(paidMembers.memberId, memberId))
    .orderBy(sql`(${paidMembers.status} = 'canceled')`, desc(paidMembers.createdAt), desc(paidMembers.id))
    .limit(1);
  return row;
}

// --- Complimentary memberships --------------------------------------------------------------

/** The member's complimentary membership that has not ended (at most one: a unique index). */
export async function openComplimentary(
  db: Executor,
  memberId: number,
): Promise<ComplimentaryRow | undefined> {
  const [row] = await db
    .select()
    .from(complimentaryMemberships)
    .where(and(eq(complimentaryMemberships.memberId, memberId), isNull(complimentaryMemberships.endedAt)));
  return row;
}

/**
 * Gives a complimentary membership: the one not ended yet ends now, in the same transaction, so
 * two staff giving one at once end with one (the second meets the unique index and waits).
 */
export async function replaceComplimentary(
  tx: Transaction,
  values: { memberId: number; tier: string; startsAt: Date; endsAt: Date; reason: string | null },
): Promise<ComplimentaryRow> {
  await endComplimentary(tx, values.memberId, values.startsAt);
  const [row] = await tx.insert(complimentaryMemberships).values(values).returning();
  return row;
}

/**
 * Ends the member's open complimentary membership at `at` (or at its own end, when that came
 * first); `onlyId` ends it only if it is still that one (the job of its end). The rows it ended.
 */
export async function endComplimentary(
  db: Executor,
  memberId: number,
  at: Date,
  onlyId?: number,
): Promise<ComplimentaryRow[]> {
  return db
    .update(complimentaryMemberships)
    .set({
      endedAt: sql`least(${complimentaryMemberships.endsAt}, greatest(${complimentaryMemberships.startsAt}, ${at.toISOString()}::timestamptz))`,
    })
    .where(
      and(
        eq(complimentaryMemberships.memberId, memberId),
        isNull(complimentaryMemberships.endedAt),
        onlyId === undefined ? undefined : eq(complimentaryMemberships.id, onlyId),
      ),
    )
    .returning();
}

/** The member's complimentary memberships, newest first (the staff page's history). */
export function complimentaryHistory(
  db: Executor,
  memberId: number,
  limit: number,
): Promise<ComplimentaryRow[]> {
  return db
    .select()
    .from(complimentaryMemberships)
    .where(eq(complimentaryMemberships.memberId, memberId))
    .orderBy(desc(complimentaryMemberships.createdAt), desc(complimentaryMemberships.id))
    .limit(limit);
}

/** The member's personal data gone, the row kept (payments and memberships still point at it). */
export async function eraseMember(tx: Transaction, id: number, at: Date): Promise<void> {
  const placeholder = `deleted-member-${id}@members.invalid`;
  await tx
    .update(members)
    .set({
      name: 'Deleted member',
      email: placeholder,
      phone: null,
      staffNote: null,
      deletedAt: at,
      wallOfFameId: null,
    })
    .where(eq(members.id, id));
  await tx
    .update(paidMembers)
    .set({ name: 'Deleted member', email: placeholder, manageTokenHash: null })
    .where(eq(paidMembers.memberId, id));
  await tx.delete(memberSessions).where(eq(memberSessions.memberId, id));
  await tx.delete(signInTokens).where(eq(signInTokens.memberId, id));
}

// --- Sessions ------------------------------------------------------------------------------

export async function insertSession(
  db: Executor,
  values: { memberId: number; tokenHash: string; userAgent: string | null; expiresAt: Date },
): Promise<SessionRecord> {
  const [row] = await db.insert(memberSessions).values(values).returning();
  return row;
}

export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select()
    .from(memberSessions)
    .where(and(eq(memberSessions.tokenHash, tokenHash), gt(memberSessions.expiresAt, now)));
  return row;
}

/** Slides a session: it now ends `expiresAt`, counted from its latest use. */
export async function touchSession(db: Executor, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(memberSessions).set({ lastSeenAt: now, expiresAt }).where(eq(memberSessions.id, id));
}

export async function listSessions(db: Executor, memberId: number, now: Date): Promise<SessionRecord[]> {
  return db
    .select()
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), gt(memberSessions.expiresAt, now)))
    .orderBy(desc(memberSessions.lastSeenAt));
}

export async function deleteSession(db: Executor, id: number): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, id));
}

export async function deleteSessionsOf(db: Executor, memberId: number): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
}

export async function deleteSessionsEndedBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(memberSessions).where(lt(memberSessions.expiresAt, before));
}

// --- Sign-in e-mails -----------------------------------------------------------------------

export async function insertSignInToken(
  db: Executor,
  values: { memberId: number; linkHash: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(signInTokens).values(values);
}

/** Uses a link: at most one caller gets its member, and only before it expires. */
export async function useLink(db: Executor, linkHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(eq(signInTokens.linkHash, linkHash), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)),
    )
    .returning({ memberId: signInTokens.memberId });
  return row?.memberId;
}

/** The member's newest sign-in e-mail, if it can still be used with its code; locked. */
export async function lockLatestCode(
  tx: Transaction,
  memberId: number,
  now: Date,
  triesAllowed: number,
): Promise<typeof signInTokens.$inferSelect | undefined> {
  const [latest] = await tx
    .select()
    .from(signInTokens)
    .where(eq(signInTokens.memberId, memberId))
    .orderBy(desc(signInTokens.createdAt), desc(signInTokens.id))
    .limit(1)
    .for('update');
  if (!latest || latest.usedAt || latest.expiresAt <= now || latest.tries >= triesAllowed) return undefined;
  return latest;
}

export async function countWrongCode(db: Executor, id: number): Promise<void> {
  await db
    .update(signInTokens)
    .set({ tries: sql`${signInTokens.tries} + 1` })
    .where(eq(signInTokens.id, id));
}

export async function markTokenUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(and(eq(signInTokens.id, id), isNull(signInTokens.usedAt)))
    .returning({ id: signInTokens.id });
  return Boolean(row);
}

export async function deleteTokensEndedBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(signInTokens).where(lt(signInTokens.expiresAt, before));
}

/** Free joins whose address was never confirmed, started before `before` (no membership points at them). */
export async function deleteUnconfirmedBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(members)
    .where(
      and(
        isNull(members.emailConfirmedAt),
        lt(members.createdAt, before),
        sql`not exists (select 1 from ${paidMembers} where ${paidMembers.memberId} = ${members.id})`,
      ),
    )
    .returning({ id: members.id });
  return gone.length;
}

/** Sets when the member of this address turned club news off (null: on); answers whether one was found. */
export async function setClubNewsOff(db: Executor, email: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ clubNewsOffAt: at })
    .where(and(sql`lower(${members.email}) = lower(${email})`, isNull(members.deletedAt)))
    .returning({ id: members.id });
  return rows.length > 0;
}
