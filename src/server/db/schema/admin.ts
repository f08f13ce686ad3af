import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, roleCheck } from './columns';
import { staffMembers } from './staff';

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
    // The staff member signed in (docs/staff.md); null for the shared password. Their current
    // role and standing decide what the session may do, and removing them ends it.
    staffId: integer().references(() => staffMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('admin_sessions_expires_idx').on(t.expiresAt),
    index('admin_sessions_staff_idx').on(t.staffId),
    check('admin_sessions_role_check', roleCheck('role')),
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
