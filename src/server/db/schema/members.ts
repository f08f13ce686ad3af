import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { wallOfFameMembers } from './wall-of-fame';

/**
 * Members: one row per person who joined, free or paid (docs/members.md). A free member is
 * 'pending' until the address is confirmed by a sign-in link or code; a paid membership
 * (paid_members) points here. A deleted account keeps its row, emptied of personal data, so the
 * club's books still add up.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    // For the team's welcome call, if the member gave one (at a paid join or in the account).
    phone: text(),
    // Null while the address is unproven (a free join waiting for its confirmation e-mail).
    emailConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the member joined: confirmed a free join, or first paid.
    joinedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The member's own Wall of Fame entry (staff may still edit or remove it).
    wallOfFameId: integer().references(() => wallOfFameMembers.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the member said no more club news (broadcasts to members): they stay members.
    clubNewsOffAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Staff's private note on the member (the member's staff page); never shown to the member.
    staffNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_email_idx').on(sql`lower(${t.email})`),
    // The dashboard pages members newest first.
    index('members_created_idx').on(t.createdAt, t.id),
    // The daily tidy deletes free joins never confirmed: only those rows, by age.
    index('members_unconfirmed_idx').on(t.createdAt).where(sql`email_confirmed_at is null`),
    // A Wall of Fame entry deleted clears its member's link: found here, not by reading every member.
    index('members_wall_of_fame_idx').on(t.wallOfFameId).where(sql`wall_of_fame_id is not null`),
    check('members_phone_check', sql`char_length(${t.phone}) between 7 and 30`),
    check('members_staff_note_check', sql`char_length(${t.staffNote}) between 1 and 2000`),
  ],
);

/**
 * A paid tier staff gave a member for a period, without payment (docs/members.md): it counts while
 * `starts_at <= now < ends_at` and the member has no live paid membership (a paid one decides).
 * Staff ending it early, or giving a new one, sets `ended_at`: at most one is not ended per member.
 */
export const complimentaryMemberships = pgTable(
  'complimentary_memberships',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tier: text().notNull(),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    // Why staff gave it (staff's own words, shown on the member's staff page only).
    reason: text(),
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complimentary_memberships_open_idx').on(t.memberId).where(sql`ended_at is null`),
    index('complimentary_memberships_member_idx').on(t.memberId, t.createdAt),
    check('complimentary_memberships_tier_check', sql.raw(`tier in ('premium', 'inner_circle')`)),
    check('complimentary_memberships_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('complimentary_memberships_reason_check', sql`char_length(${t.reason}) between 1 and 200`),
  ],
);

/** Member sessions: the cookie names one; only its token's SHA-256 is kept. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('member_sessions_member_idx').on(t.memberId),
    index('member_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Sign-in e-mails: a link and a 6-digit code, both kept hashed, good for minutes and for one
 * sign-in; the code allows a few tries.
 */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    linkHash: text().notNull().unique(),
    codeHash: text().notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_tokens_member_idx').on(t.memberId, t.createdAt),
    check('sign_in_tokens_tries_check', sql`${t.tries} >= 0`),
  ],
);

/** Requests for sign-in e-mails, per client address and per e-mail, counted across processes. */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    id: id(),
    key: text().notNull(),
    requestedAt: createdAt(),
  },
  (t) => [index('sign_in_requests_key_idx').on(t.key, t.requestedAt)],
);
