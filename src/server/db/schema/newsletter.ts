import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Newsletter subscribers (docs/newsletter.md): a sign-up is pending until the link mailed to the
 * address is used. Only the link's SHA-256 is kept; a pending row always has one, good until
 * `confirm_expires_at`. Rows from before the confirmation existed were taken as confirmed (the
 * column's default filled them in).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    createdAt: createdAt(),
    // Null while pending. The default is for the rows that were there when the column came; a
    // sign-up sets it to null itself (repository.ts).
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
    confirmTokenHash: text().unique(),
    confirmExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    check(
      'newsletter_subscribers_pending_check',
      sql`${t.confirmedAt} is not null or (${t.confirmTokenHash} is not null and ${t.confirmExpiresAt} is not null)`,
    ),
    // The daily tidy removes sign-ups never confirmed: only those rows, by their link's end.
    index('newsletter_subscribers_pending_idx').on(t.confirmExpiresAt).where(sql`confirmed_at is null`),
    // Staff's list pages subscribers newest first.
    index('newsletter_subscribers_created_idx').on(t.createdAt, t.id),
  ],
);
