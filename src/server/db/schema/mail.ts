import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * Club mail (docs/club-mail.md): a message staff write to an audience. 'draft' until sent (a
 * scheduled one cancelled is a draft again); 'scheduled' for a time; 'sending' once its recipient
 * list is fixed (at `started_at`); 'sent' when every recipient's mail is in the outbox.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    subject: text().notNull(),
    body: text().notNull(),
    buttonLabel: text(),
    buttonUrl: text(),
    imageUrl: text(),
    audience: jsonb().notNull(),
    status: text().notNull().default('draft'),
    sendAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Who wrote it, as the activity log names staff ("Ana Ruiz", "Shared admin password").
    createdBy: text().notNull(),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('broadcasts_status_check', sql.raw(`status in ('draft', 'scheduled', 'sending', 'sent')`)),
    check('broadcasts_scheduled_check', sql`${t.status} <> 'scheduled' or ${t.sendAt} is not null`),
    check(
      'broadcasts_started_check',
      sql`${t.status} not in ('sending', 'sent') or ${t.startedAt} is not null`,
    ),
    check('broadcasts_button_check', sql`(${t.buttonLabel} is null) = (${t.buttonUrl} is null)`),
    index('broadcasts_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One recipient of a message, fixed when the send starts: 'waiting' until its batch writes its
 * mail to the outbox ('queued', `mail_id`), in the same transaction; what became of the mail
 * (sent, failed) is the outbox row's. One row per address per message, whatever its case.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: id(),
    broadcastId: integer()
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    status: text().notNull().default('waiting'),
    mailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('broadcast_recipients_address_idx').on(t.broadcastId, sql`lower(${t.email})`),
    index('broadcast_recipients_waiting_idx').on(t.broadcastId, t.id).where(sql`status = 'waiting'`),
    index('broadcast_recipients_mail_idx').on(t.mailId),
    check('broadcast_recipients_status_check', sql.raw(`status in ('waiting', 'queued')`)),
  ],
);
