import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Outgoing e-mail. Every message is written here, in the same transaction as what it confirms,
 * with a job that delivers it (or, without SMTP, keeps it here and logs it). status: pending until
 * delivered ('sent'), 'kept' when no SMTP server is configured, 'failed' after the last try.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>(),
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    check('mail_outbox_status_check', sql.raw(`status in ('pending', 'sent', 'kept', 'failed')`)),
    index('mail_outbox_status_idx').on(t.status),
  ],
);

/**
 * The mail budget (docs/mail-budget.md): one row per counted e-mail, kept a day. The address is
 * the SHA-256 of its normalised form; `client` is the address of the request that sent it (null:
 * a job).
 */
export const mailBudgetSends = pgTable(
  'mail_budget_sends',
  {
    id: id(),
    addressHash: text().notNull(),
    client: text(),
    sentAt: createdAt(),
  },
  (t) => [
    index('mail_budget_sends_address_idx').on(t.addressHash, t.sentAt),
    index('mail_budget_sends_sent_idx').on(t.sentAt),
  ],
);
