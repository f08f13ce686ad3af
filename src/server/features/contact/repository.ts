import { eq, isNull, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact-messages';
import { contactMessageSchema } from '../../../shared/contact-messages';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { contactMessages } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';

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
export function pageOfContactMessages(
  db: Executor,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readPage(
    db,
    contactMessages,
    { keys: newestFirst, where: found(search), cursor, limit },
    toContactMessage,
  );
}

/** How many submissions the search finds. */
export const countContactMessages = (db: Executor, search: string | undefined) =>
  countRows(db, contactMessages, found(search));

/** How many submissions nobody has read yet. */
export const countUnread = (db: Executor) => countRows(db, contactMessages, isNull(contactMessages.readAt));

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
