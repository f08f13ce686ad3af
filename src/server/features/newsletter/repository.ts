import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  type Subscriber,
  type SubscriberCounts,
  type SubscriberFilters,
  subscriberSchema,
} from '../../../shared/newsletter-admin';
import type { Executor } from '../../db/client';
import { likeEscaped } from '../../db/like-pattern';
import { rowMapper } from '../../db/row-mapper';
import { newsletterSubscribers } from '../../db/schema';
import { readPage, type SortKey } from '../../lists/paging';

// The SQL of newsletter subscribers. Addresses are unique whatever their letter case (an index on
// lower(email)); a sign-up is pending until its link is used (confirmed_at).

const byAddress = (email: string) =>
  sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`;

/**
 * A sign-up whose link was sent: a new address is kept pending with it, and a pending one gets it
 * in place of its last. A subscribed address stays as it is.
 */
export async function signUp(
  db: Executor,
  values: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({
      email: values.email,
      confirmedAt: null,
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return;
  // The address is known: a pending one takes the new link in place of its last.
  await db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: values.tokenHash, confirmExpiresAt: values.expiresAt })
    .where(and(byAddress(values.email), isNull(newsletterSubscribers.confirmedAt)));
}

/**
 * Uses a confirmation link: its pending address is subscribed from now. Answers the address and
 * whether this use confirmed it (false: it was confirmed before); undefined for an unknown or
 * expired link.
 */
export async function confirm(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ email: string; confirmedNow: boolean } | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        isNull(newsletterSubscribers.confirmedAt),
        gt(newsletterSubscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (confirmed) return { email: confirmed.email, confirmedNow: true };
  // A second press of the same link: still subscribed, nothing more to do.
  const [before] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        isNotNull(newsletterSubscribers.confirmedAt),
      ),
    );
  return before ? { email: before.email, confirmedNow: false } : undefined;
}

/** Whether the address is a confirmed subscriber (the only ones the club's newsletter goes to). */
export async function isSubscribed(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(byAddress(email), isNotNull(newsletterSubscribers.confirmedAt)));
  return Boolean(row);
}

export async function deleteSubscriber(db: Executor, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(byAddress(email));
}

/** Sign-ups whose link ended before `before` and were never confirmed. */
export async function deletePendingBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.confirmExpiresAt, before)))
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}

// Staff's list (the dashboard's Members tab): every subscriber, confirmed or pending.

const toSubscriber = rowMapper(subscriberSchema);

const newestFirst: SortKey[] = [
  { column: newsletterSubscribers.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: newsletterSubscribers.id, direction: 'desc', kind: 'integer' },
];

/**
 * The subscribers whose address holds the whole search, whatever the letter case (the database's
 * own Unicode lower case, as for the unique index); `%`, `_` and `\` are plain characters.
 */
function searched(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${likeEscaped(search)}%`;
  return sql`lower(${newsletterSubscribers.email}) like lower(${pattern}) escape '\\'`;
}

const withStatus = (status: SubscriberFilters['status']): SQL | undefined =>
  status === 'confirmed'
    ? isNotNull(newsletterSubscribers.confirmedAt)
    : status === 'pending'
      ? isNull(newsletterSubscribers.confirmedAt)
      : undefined;

/** The subscribers the search and filter find after the cursor, newest first, at most `limit`. */
export function pageOfSubscribers(
  db: Executor,
  { search, status }: SubscriberFilters,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: Subscriber[]; nextCursor: string | null }> {
  return readPage(
    db,
    newsletterSubscribers,
    { keys: newestFirst, where: and(searched(search), withStatus(status)), cursor, limit },
    (row) => toSubscriber({ ...row, status: row.confirmedAt ? 'confirmed' : 'pending' }),
  );
}

/** How many subscribers the search finds with each status. */
export async function countSubscribers(db: Executor, search: string | undefined): Promise<SubscriberCounts> {
  const { confirmedAt } = newsletterSubscribers;
  const [row] = await db
    .select({
      confirmed: sql`count(*) filter (where ${confirmedAt} is not null)`.mapWith(Number),
      pending: sql`count(*) filter (where ${confirmedAt} is null)`.mapWith(Number),
    })
    .from(newsletterSubscribers)
    .where(searched(search));
  return { byStatus: row, total: row.confirmed + row.pending };
}

/** Staff remove a subscriber (someone asked to be taken off the list): whether there was one. */
export async function deleteSubscriberById(db: Executor, id: number): Promise<boolean> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return gone.length > 0;
}

/** Every confirmed subscriber's address (club mail to the newsletter's list). */
export async function confirmedAddresses(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return rows.map((row) => row.email);
}
