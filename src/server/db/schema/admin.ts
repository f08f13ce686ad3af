import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
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
