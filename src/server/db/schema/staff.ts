import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { createdAt, id } from './columns';

/**
 * What staff did: one row per write made in the dashboard (or refused to its role), written by
 * the admin API's own hook (docs/staff.md#activity). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0030), so not even the app can rewrite what happened.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    at: createdAt(),
    // Who: the session (not a foreign key: sessions are tidied away, their record stays), the
    // person as the session names them, and the role they acted with.
    sessionId: integer().notNull(),
    actor: text().notNull(),
    role: text().notNull(),
    // What: the route's method and pattern, the permission it needs, what it acted on (the
    // route's parameters, e.g. {"id": 12}), the input staff sent (JSON bodies only), the answer.
    method: text().notNull(),
    route: text().notNull(),
    permission: text().notNull(),
    target: jsonb(),
    input: jsonb(),
    status: integer().notNull(),
    clientAddress: text().notNull(),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at, t.id),
    check('staff_actions_role_check', sql.raw(`role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`)),
    check('staff_actions_status_check', sql`${t.status} between 100 and 599`),
  ],
);
