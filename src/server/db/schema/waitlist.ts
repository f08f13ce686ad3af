import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { events } from './events';
import { members } from './members';

/**
 * A place on a full event's waitlist. A seat that frees is offered to the next entry waiting
 * (highest priority, then earliest); an offered entry holds that seat (counted in
 * events.current_attendees, like a ticket hold) until it is claimed or its offer expires. One
 * active entry per e-mail per event. See docs/waitlist.md.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // Unguessable: the entry's own page (/waitlist#<code>), where its holder leaves or claims.
    code: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    // 2 Inner Circle, 1 Premium Fan, 0 everyone else: the tier at the time of joining.
    priority: integer().notNull().default(0),
    status: text().notNull().default('waiting'),
    offeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    offerExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the holder proved the e-mail is theirs (the confirmation link, or a member's session);
    // null: not offered seats yet. Entries made before confirmation existed count as confirmed.
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_code_idx').on(t.code),
    uniqueIndex('waitlist_entries_active_email_idx')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`status in ('waiting', 'offered')`),
    index('waitlist_entries_queue_idx')
      .on(t.eventId, t.priority.desc(), t.createdAt, t.id)
      .where(sql`status = 'waiting' and confirmed_at is not null`),
    index('waitlist_entries_member_idx').on(t.memberId),
    index('waitlist_entries_email_idx').on(sql`lower(${t.email})`),
    check(
      'waitlist_entries_status_check',
      sql.raw(`status in ('waiting', 'offered', 'claimed', 'expired', 'left', 'removed')`),
    ),
    check('waitlist_entries_priority_check', sql`${t.priority} between 0 and 2`),
    check('waitlist_entries_offer_check', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
    // Seats are offered only to an address proven to be the holder's.
    check(
      'waitlist_entries_confirmed_check',
      sql`${t.status} not in ('offered', 'claimed') or ${t.confirmedAt} is not null`,
    ),
  ],
);
