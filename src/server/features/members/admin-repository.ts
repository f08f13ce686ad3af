import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TierId } from '../../../shared/constants';
import type { MemberCounts, MemberFilters } from '../../../shared/member-admin';
import { type MemberRow, type MemberStatus, memberRowSchema } from '../../../shared/members';
import type { Executor } from '../../db/client';
import { likeEscaped } from '../../db/like-pattern';
import { rowMapper } from '../../db/row-mapper';
import { complimentaryMemberships, members, paidMembers, payments } from '../../db/schema';
import { cursorCondition, cursorKey, orderOf, pageOf, type SortKey } from '../../lists/paging';

// The SQL of staff's list of every member (the Members tab): one row per person, with the tier
// and status their paid memberships give them (docs/members.md, "The model").

const toMemberRow = rowMapper(memberRowSchema);

/**
 * Each member's paid membership that decides their tier: the live (not canceled) one if there is
 * one, else the newest.
 */
function decidingMemberships(db: Executor) {
  return db
    .selectDistinctOn([paidMembers.memberId], {
      memberId: paidMembers.memberId,
      tier: paidMembers.membershipTier,
      status: paidMembers.status,
      paymentId: paidMembers.paymentId,
    })
    .from(paidMembers)
    .where(isNotNull(paidMembers.memberId))
    .orderBy(
      paidMembers.memberId,
      sql`${paidMembers.status} = 'canceled'`,
      desc(paidMembers.createdAt),
      desc(paidMembers.id),
    )
    .as('deciding');
}

/**
 * One member's deciding paid membership, looked up for that member alone (a lateral join through
 * paid_members_member_idx): a page of the list reads the members along their index and stops after
 * the page, instead of matching every member with every paid membership first.
 */
function decidingMembershipOfEach(db: Executor) {
  return db
    .select({
      memberId: paidMembers.memberId,
      tier: paidMembers.membershipTier,
      status: paidMembers.status,
      paymentId: paidMembers.paymentId,
    })
    .from(paidMembers)
    .where(eq(paidMembers.memberId, members.id))
    .orderBy(sql`${paidMembers.status} = 'canceled'`, desc(paidMembers.createdAt), desc(paidMembers.id))
    .limit(1)
    .as('deciding');
}

/**
 * Every member who has not deleted their account, with their tier and status, found by the search:
 * a live paid membership gives its tier and status; else a complimentary membership running now
 * gives its tier (active, or pending until the address is confirmed); a member whose paid
 * memberships are all canceled is free and canceled; a member who never paid is free, and active
 * once the address is confirmed (pending until then). As standingOf in service.ts says it.
 */
/** `read`: 'a page' looks up each member's paid membership on its own (a page stops early); 'all' matches them all at once (counts). */
function memberRows(db: Executor, search: string | undefined, read: 'a page' | 'all') {
  const deciding = read === 'a page' ? decidingMembershipOfEach(db) : decidingMemberships(db);
  const comp = complimentaryMemberships;
  const livePaid = sql`${deciding.status} is not null and ${deciding.status} <> 'canceled'`;
  const unconfirmed = sql`${members.emailConfirmedAt} is null`;
  const tier = sql<TierId>`case when ${livePaid} then ${deciding.tier} when ${comp.id} is not null then ${comp.tier} else 'free' end`;
  const status = sql<MemberStatus>`case when ${livePaid} then ${deciding.status} when ${comp.id} is null and ${deciding.status} is not null then ${deciding.status} when ${unconfirmed} then 'pending' else 'active' end`;
  const conditions: SQL[] = [isNull(members.deletedAt)];
  if (search) {
    // Lower case on both sides, by the database's own Unicode rules (as for the unique e-mail index).
    const pattern = `%${likeEscaped(search)}%`;
    conditions.push(
      sql`(lower(${members.name}) like lower(${pattern}) escape '\\' or lower(${members.email}) like lower(${pattern}) escape '\\')`,
    );
  }
  const rows = db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      tier: tier.as('tier'),
      status: status.as('status'),
      joinedAt: members.joinedAt,
      createdAt: members.createdAt,
      customerId: payments.customerId,
      subscriptionId: payments.subscriptionId,
    })
    .from(members)
    .$dynamic();
  const onMember = eq(deciding.memberId, members.id);
  const joined =
    read === 'a page' ? rows.leftJoinLateral(deciding, onMember) : rows.leftJoin(deciding, onMember);
  return (
    joined
      .leftJoin(payments, eq(payments.id, deciding.paymentId))
      // At most one not ended per member (a unique index); it counts while it runs.
      .leftJoin(
        comp,
        and(
          eq(comp.memberId, members.id),
          isNull(comp.endedAt),
          sql`${comp.startsAt} <= now()`,
          sql`${comp.endsAt} > now()`,
        ),
      )
      .where(and(...conditions))
      .as('member_rows')
  );
}

/** The members the search and filters find after the cursor, newest first, at most `limit`. */
export async function pageOfMembers(
  db: Executor,
  query: MemberFilters,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: MemberRow[]; nextCursor: string | null }> {
  const rows = memberRows(db, query.search, 'a page');
  const newestFirst: SortKey[] = [
    { column: rows.createdAt, direction: 'desc', kind: 'timestamp' },
    { column: rows.id, direction: 'desc', kind: 'integer' },
  ];
  const found = await db
    .select({
      id: rows.id,
      name: rows.name,
      email: rows.email,
      tier: rows.tier,
      status: rows.status,
      joinedAt: rows.joinedAt,
      createdAt: rows.createdAt,
      customerId: rows.customerId,
      subscriptionId: rows.subscriptionId,
      key: cursorKey(newestFirst),
    })
    .from(rows)
    .where(
      and(
        query.tier ? eq(rows.tier, query.tier) : undefined,
        query.status ? eq(rows.status, query.status) : undefined,
        cursorCondition(newestFirst, cursor),
      ),
    )
    .orderBy(...orderOf(newestFirst))
    .limit(limit + 1);
  return pageOf(found, limit, toMemberRow);
}

/** How many members the search finds with each tier and status. */
export async function countMemberGroups(db: Executor, search: string | undefined): Promise<MemberGroup[]> {
  // A search finds few members (through the trigram index): each one's membership is looked up on its own.
  const rows = memberRows(db, search, search ? 'a page' : 'all');
  return db
    .select({ tier: rows.tier, status: rows.status, n: count() })
    .from(rows)
    .groupBy(rows.tier, rows.status);
}

export interface MemberGroup {
  tier: TierId;
  status: MemberStatus;
  n: number;
}

/**
 * How many members the groups hold in each tier and each status, and how many the tier and status
 * filters then leave.
 */
export function tallyMembers(
  groups: MemberGroup[],
  { tier: onlyTier, status: onlyStatus }: MemberFilters,
): { counts: MemberCounts; total: number } {
  const counts: MemberCounts = {
    byTier: { free: 0, premium: 0, inner_circle: 0 },
    byStatus: { pending: 0, active: 0, past_due: 0, canceled: 0 },
    total: 0,
  };
  let total = 0;
  for (const { tier, status, n } of groups) {
    counts.byTier[tier] += n;
    counts.byStatus[status] += n;
    counts.total += n;
    if ((!onlyTier || tier === onlyTier) && (!onlyStatus || status === onlyStatus)) total += n;
  }
  return { counts, total };
}

/**
 * The addresses of the members of these tiers and statuses (none listed: any) that club mail may
 * reach: confirmed by their owner, and not turned off by them (docs/club-mail.md).
 */
export async function newsAddressesOf(
  db: Executor,
  { tiers, statuses }: { tiers: readonly TierId[]; statuses: readonly MemberStatus[] },
): Promise<string[]> {
  const rows = memberRows(db, undefined, 'all');
  const found = await db
    .select({ email: rows.email })
    .from(rows)
    .innerJoin(members, eq(members.id, rows.id))
    .where(
      and(
        isNotNull(members.emailConfirmedAt),
        isNull(members.clubNewsOffAt),
        tiers.length ? inArray(rows.tier, [...tiers]) : undefined,
        statuses.length ? inArray(rows.status, [...statuses]) : undefined,
      ),
    );
  return found.map((row) => row.email);
}
