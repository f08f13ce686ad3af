import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact-messages';
import { contactMessageSchema } from '../../../shared/contact-messages';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { contactMessages } from '../../db/schema';
import { cursorCondition, cursorKey, orderOf, pageOf, type SortKey, searchCondition } from '../../paging';

// The SQL of contact form submissions, and the rows as the dashboard reads them.

/** A contact form submission as the dashboard reads it. */
export const toContactMessage = rowMapper(contactMessageSchema);

export async function insertContactMessage(
  db: Executor,
  message: Pick<ContactMessage, 'name' | 'email' | 'interest' | 'message'>,
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

/** The list's order: newest first. */
const newestFirst: SortKey[] = [
  { column: contactMessages.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: contactMessages.id, direction: 'desc', kind: 'integer' },
];

/** A submission is found by its sender's name or e-mail, its text or its interest. */
const found = (search: string | undefined) =>
  searchCondition(
    [contactMessages.name, contactMessages.email, contactMessages.message, contactMessages.interest],
    search,
  );

/** One page of the submissions the search finds, newest first. */
export async function pageOfContactMessages(
  db: Executor,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await db
    .select({ message: contactMessages, key: cursorKey(newestFirst) })
    .from(contactMessages)
    .where(and(found(search), cursorCondition(newestFirst, cursor)))
    .orderBy(...orderOf(newestFirst))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => toContactMessage(row.message));
}

/** How many submissions the search finds. */
export async function countContactMessages(db: Executor, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(found(search));
  return row.n;
}

/** How many submissions nobody has read yet. */
export async function countUnread(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row.n;
}

/**
 * Marks a submission read (keeping when it was first read) or unread again; undefined when there
 * is no such submission.
 */
export async function setContactMessageRead(
  db: Executor,
  id: number,
  read: boolean,
): Promise<ContactMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row && toContactMessage(row);
}
