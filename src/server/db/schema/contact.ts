import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    interest: text(),
    message: text().notNull(),
    createdAt: createdAt(),
    /** When staff read it (opened it or marked it read); null while unread. */
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'contact_messages_interest_check',
      sql`${t.interest} is null or ${t.interest} in ('membership', 'events', 'sponsorship', 'general')`,
    ),
    // The dashboard pages submissions newest first.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
  ],
);
