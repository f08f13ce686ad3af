import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

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
