import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { BroadcastDraft, RecipientState } from '../../../shared/broadcasts';
import type { Executor, Transaction } from '../../db/client';
import { broadcastRecipients, broadcasts, mailOutbox } from '../../db/schema';

// The SQL of club mail (docs/club-mail.md): messages, and their recipients fixed at the start.

export type BroadcastRow = typeof broadcasts.$inferSelect;

export async function insertBroadcast(
  db: Executor,
  draft: BroadcastDraft,
  createdBy: string,
): Promise<BroadcastRow> {
  const [row] = await db
    .insert(broadcasts)
    .values({ ...draft, audience: draft.audience, createdBy })
    .returning();
  return row;
}

export async function findBroadcast(db: Executor, id: number): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  return row;
}

/** The newest messages first, at most `limit`. */
export function listBroadcasts(db: Executor, limit: number): Promise<BroadcastRow[]> {
  return db.select().from(broadcasts).orderBy(desc(broadcasts.createdAt), desc(broadcasts.id)).limit(limit);
}

/**
 * Changes a message, only while it is a draft or waits for its time (a conditional update: a
 * message whose send has started is never changed). Answers the row, or undefined.
 */
export async function updateUnsent(
  db: Executor,
  id: number,
  change: Partial<
    Pick<
      BroadcastRow,
      'subject' | 'body' | 'buttonLabel' | 'buttonUrl' | 'imageUrl' | 'audience' | 'status' | 'sendAt'
    >
  >,
): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .update(broadcasts)
    .set(change)
    .where(and(eq(broadcasts.id, id), inArray(broadcasts.status, ['draft', 'scheduled'])))
    .returning();
  return row;
}

export async function deleteDraft(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'draft')))
    .returning({ id: broadcasts.id });
  return rows.length > 0;
}

/**
 * Claims a message whose time has come for its start: scheduled → sending, once, whichever process
 * asks first (compare and set). Answers the row, or undefined when it is not due or not scheduled.
 */
export async function claimStart(tx: Transaction, id: number, now: Date): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set({ status: 'sending', startedAt: now })
    .where(
      and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled'), sql`${broadcasts.sendAt} <= ${now}`),
    )
    .returning();
  return row;
}

/** Fixes the recipient list: one row per address whatever its case (the unique index keeps one). */
export async function insertRecipients(
  tx: Transaction,
  broadcastId: number,
  emails: string[],
): Promise<void> {
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500).map((email) => ({ broadcastId, email }));
    await tx.insert(broadcastRecipients).values(chunk).onConflictDoNothing();
  }
}

/** The next waiting recipients, locked for this transaction; others' batches skip them. */
export function lockWaiting(tx: Transaction, broadcastId: number, limit: number) {
  return tx
    .select({ id: broadcastRecipients.id, email: broadcastRecipients.email })
    .from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.status, 'waiting')))
    .orderBy(asc(broadcastRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A recipient's mail is in the outbox: written in the same transaction. */
export async function markQueued(tx: Transaction, id: number, mailId: number): Promise<void> {
  await tx
    .update(broadcastRecipients)
    .set({ status: 'queued', mailId })
    .where(and(eq(broadcastRecipients.id, id), eq(broadcastRecipients.status, 'waiting')));
}

/** sending → sent once no recipient waits; answers whether this call finished it. */
export async function finishIfDone(tx: Transaction, broadcastId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(broadcasts)
    .set({ status: 'sent', finishedAt: now })
    .where(
      and(
        eq(broadcasts.id, broadcastId),
        eq(broadcasts.status, 'sending'),
        sql`not exists (select 1 from ${broadcastRecipients} where ${broadcastRecipients.broadcastId} = ${broadcastId} and ${broadcastRecipients.status} = 'waiting')`,
      ),
    )
    .returning({ id: broadcasts.id });
  return rows.length > 0;
}

/** A recipient's state: waiting for its batch, or what became of its mail in the outbox. */
const recipientState: SQL<RecipientState> = sql<RecipientState>`case
  when ${broadcastRecipients.status} = 'waiting' then 'waiting'
  when ${mailOutbox.status} in ('sent', 'kept') then 'sent'
  when ${mailOutbox.status} = 'failed' then 'failed'
  else 'queued' end`;

/** How many recipients of each message are in each state. */
export async function recipientCounts(
  db: Executor,
  ids: number[],
): Promise<Map<number, Record<RecipientState, number>>> {
  const counts = new Map<number, Record<RecipientState, number>>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ broadcastId: broadcastRecipients.broadcastId, state: recipientState, n: count() })
    .from(broadcastRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, broadcastRecipients.mailId))
    .where(inArray(broadcastRecipients.broadcastId, ids))
    .groupBy(broadcastRecipients.broadcastId, recipientState);
  for (const row of rows) {
    const tally = counts.get(row.broadcastId) ?? { waiting: 0, queued: 0, sent: 0, failed: 0 };
    tally[row.state] += row.n;
    counts.set(row.broadcastId, tally);
  }
  return counts;
}

/** The recipients whose mail failed for good, with the mail server's last word. */
export async function failedRecipients(db: Executor, broadcastId: number, limit: number) {
  return db
    .select({ email: broadcastRecipients.email, error: mailOutbox.lastError })
    .from(broadcastRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, broadcastRecipients.mailId))
    .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(mailOutbox.status, 'failed')))
    .orderBy(asc(broadcastRecipients.id))
    .limit(limit);
}
