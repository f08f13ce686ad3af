import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, roleCheck } from './columns';

/**
 * The people who run the club, each signing in as themselves by e-mail (docs/staff.md). The owner
 * invites them with a role and may change it or remove them; a removed person keeps their row
 * (the activity log names them) but can no longer sign in, and their address may be invited again.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    role: text().notNull(),
    invitedAt: createdAt(),
    // Who invited them, as the activity log names that person.
    invitedBy: text().notNull(),
    lastSignedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    removedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // A one-time-code app (TOTP, docs/staff.md#second-step): the secret being set up (until a
    // first code confirms it), the confirmed secret, and the last time step a code was used at
    // (a code is good once).
    totpPendingSecret: text(),
    totpSecret: text(),
    totpLastStep: integer(),
    totpEnabledAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(sql`lower(${t.email})`).where(sql`removed_at is null`),
    check('staff_members_role_check', roleCheck('role')),
    check('staff_members_name_check', sql`char_length(${t.name}) between 1 and 100`),
    check('staff_members_totp_check', sql`(${t.totpSecret} is null) = (${t.totpEnabledAt} is null)`),
  ],
);

/** A staff member's recovery codes for the second step: kept hashed, each good once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
);

/**
 * A sign-in waiting for its second step: the link or code from the inbox was right, and the
 * one-time code from the app is still to come. Kept hashed; good for minutes, once, a few tries.
 */
export const staffSecondSteps = pgTable(
  'staff_second_steps',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_second_steps_staff_idx').on(t.staffId),
    check('staff_second_steps_tries_check', sql`${t.tries} >= 0`),
  ],
);

/** Staff sign-in e-mails: a link and a code, kept hashed, as members' are (docs/staff.md). */
export const staffSignInTokens = pgTable(
  'staff_sign_in_tokens',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    linkHash: text().notNull().unique(),
    codeHash: text().notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_sign_in_tokens_staff_idx').on(t.staffId, t.createdAt),
    check('staff_sign_in_tokens_tries_check', sql`${t.tries} >= 0`),
  ],
);

/**
 * What staff did: one row per write made in the dashboard (or refused to its role), written by
 * the admin API's own hook, and one per check-in tried at the door, written by the door API's
 * (docs/staff.md#activity). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0030), so not even the app can rewrite what happened.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    at: createdAt(),
    // Who: the dashboard session, or the door link a check-in was made with (neither a foreign
    // key: sessions and links are tidied away, their record stays; exactly one is set), the
    // person as the session or link names them, and the role they acted with.
    sessionId: integer(),
    doorLinkId: integer(),
    // The staff member (null for the shared password); not a foreign key, like the session.
    staffId: integer(),
    actor: text().notNull(),
    role: text().notNull(),
    // What: the route's method and pattern, the permission it needs, what it acted on (the
    // route's parameters, e.g. {"id": 12}), the input staff sent (JSON bodies only), the answer.
    method: text().notNull(),
    route: text().notNull(),
    permission: text().notNull(),
    target: jsonb(),
    input: jsonb(),
    // The target as it was before (routes that change money or access say how to read it), and
    // what the write answered (the saved item, as a rule): both for applied writes only.
    before: jsonb(),
    after: jsonb(),
    status: integer().notNull(),
    clientAddress: text().notNull(),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at, t.id),
    index('staff_actions_staff_idx').on(t.staffId, t.at),
    check('staff_actions_role_check', roleCheck('role')),
    check('staff_actions_status_check', sql`${t.status} between 100 and 599`),
    check('staff_actions_made_with_check', sql`(${t.sessionId} is null) <> (${t.doorLinkId} is null)`),
  ],
);
