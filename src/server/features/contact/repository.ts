import { desc } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact-messages';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

// The SQL of contact form submissions, and the rows as the dashboard reads them.

type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    interest: row.interest as ContactMessage['interest'],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

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
