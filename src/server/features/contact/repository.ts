import { desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact-messages';
import { contactMessageSchema } from '../../../shared/contact-messages';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { contactMessages } from '../../db/schema';

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

/** Every submission, newest first. */
export async function listContactMessages(db: Executor): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessage);
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
