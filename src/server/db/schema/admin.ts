import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { createdAt, id } from './columns';

/** Admin sessions: only a hash of the bearer token is kept. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // What the session may do (src/shared/staff-roles.ts): the shared password signs in as the owner.
    role: text().notNull().default('owner'),
  },
  (t) => [
    index('admin_sessions_expires_idx').on(t.expiresAt),
    check('admin_sessions_role_check', sql.raw(`role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** Failed admin logins, counted here so the throttle holds across app processes. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: id(),
    clientKey: text().notNull(),
    attemptedAt: createdAt(),
  },
  (t) => [index('admin_login_attempts_client_idx').on(t.clientKey, t.attemptedAt)],
);
