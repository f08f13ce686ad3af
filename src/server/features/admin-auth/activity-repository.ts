import { and, eq, type SQL } from 'drizzle-orm';
import { REFUSED_STATUS, type StaffActivityFilters, staffActionSchema } from '../../../shared/staff-activity';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { staffActions } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';

// The SQL of the staff activity log. Rows are only ever added: the database refuses the rest.

export async function insertStaffAction(db: Executor, row: typeof staffActions.$inferInsert): Promise<void> {
  await db.insert(staffActions).values(row);
}

/** A row of the log as the Activity tab reads it. */
const toStaffAction = rowMapper(staffActionSchema);

/** The log's order: newest first, by the index on (at, id). */
const newestFirst: SortKey[] = [
  { column: staffActions.at, direction: 'desc', kind: 'timestamp' },
  { column: staffActions.id, direction: 'desc', kind: 'integer' },
];

/**
 * The rows the search finds (every word in who, the method and route, or the client address),
 * with the role asked for, and only the refused ones when asked.
 */
function found({ search, role, refused }: StaffActivityFilters): SQL | undefined {
  return and(
    searchCondition(
      [staffActions.actor, staffActions.method, staffActions.route, staffActions.clientAddress],
      search,
    ),
    role ? eq(staffActions.role, role) : undefined,
    refused ? eq(staffActions.status, REFUSED_STATUS) : undefined,
  );
}

/** One page of the log as the search and filters find it, newest first. */
export function pageOfStaffActions(
  db: Executor,
  filters: StaffActivityFilters,
  cursor: string | undefined,
  limit: number,
) {
  return readPage(
    db,
    staffActions,
    { keys: newestFirst, where: found(filters), cursor, limit },
    toStaffAction,
  );
}

/** How many rows of the log the search and filters find. */
export const countStaffActions = (db: Executor, filters: StaffActivityFilters) =>
  countRows(db, staffActions, found(filters));
