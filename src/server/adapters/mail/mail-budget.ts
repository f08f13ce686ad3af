import { createHash } from 'node:crypto';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailBudgetSends } from '../../db/schema';

// The club mails only people who asked (docs/mail-budget.md). Every e-mail that anyone can make
// the site send to any address (a sign-in link, an RSVP's confirmation, a waitlist's news, a
// newsletter confirmation) is counted against its recipient's budget; past it, nothing is sent and
// the request that asked still answers as usual, so the answer says nothing about the address.

/**
 * Why a message is sent, which decides whether it is counted:
 * - `visitor`: anyone could have asked for it by typing the address: counted.
 * - `owner`: the address's owner asked while signed in to it (their session), for themselves.
 * - `paid`: a paid order's tickets and receipts, a membership's welcome after its payment.
 * - `staff`: staff did something to the recipient's booking (a refund).
 * - `club`: to the club's own inbox.
 */
export type MailReason = 'visitor' | 'owner' | 'paid' | 'staff' | 'club';

/** Counted e-mails one address may get: from all clients together, and from any one client. */
export const MAIL_BUDGET = {
  perHour: 10,
  perDay: 25,
  /** One client's share: a stranger alone never uses up what the owner needs (a sign-in link). */
  perClientHour: 5,
  perClientDay: 10,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The address a budget is kept for: trimmed and in lower case; a `+tag` dropped from the part
 * before the @ (most providers deliver `ana+1@` to `ana@`), and for Gmail the dots in it too and
 * googlemail.com as gmail.com. One inbox, one budget, however its address is spelled.
 */
export function budgetAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0];
  let domain = address.slice(at + 1).replace(/\.$/, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

const addressHash = (email: string) => createHash('sha256').update(budgetAddress(email)).digest('hex');

/**
 * Counts one message to `to` from `client` (null: a job), or answers false when the budget is
 * used up. The address is locked until the caller's transaction ends, so processes that mail it
 * at once count one after the other, and a message rolled back with its change counts nothing.
 */
export async function takeFromBudget(
  tx: Executor,
  to: string,
  client: string | null,
  now = new Date(),
): Promise<boolean> {
  const hash = addressHash(to);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-budget:${hash}`}))`);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const recent = (since: Date, fromClient: boolean) =>
    sql<number>`count(*) filter (where ${mailBudgetSends.sentAt} >= ${since.toISOString()}::timestamptz${
      fromClient ? sql` and ${mailBudgetSends.client} = ${client}` : sql``
    })::int`;
  const [used] = await tx
    .select({
      hour: recent(hourAgo, false),
      day: count(),
      clientHour: recent(hourAgo, true),
      clientDay: recent(dayAgo, true),
    })
    .from(mailBudgetSends)
    .where(and(eq(mailBudgetSends.addressHash, hash), gte(mailBudgetSends.sentAt, dayAgo)));
  const within =
    used.hour < MAIL_BUDGET.perHour &&
    used.day < MAIL_BUDGET.perDay &&
    (client === null ||
      (used.clientHour < MAIL_BUDGET.perClientHour && used.clientDay < MAIL_BUDGET.perClientDay));
  if (!within) return false;
  await tx.insert(mailBudgetSends).values({ addressHash: hash, client, sentAt: now });
  return true;
}

/** Sends older than a day count for nothing. */
export async function forgetBudgetBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(mailBudgetSends).where(lt(mailBudgetSends.sentAt, before));
}

export const BUDGET_DAY_MS = DAY_MS;
