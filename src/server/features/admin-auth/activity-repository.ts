import type { Executor } from '../../db/client';
import { staffActions } from '../../db/schema';

// The SQL of the staff activity log. Rows are only ever added: the database refuses the rest.

export type StaffActionRow = typeof staffActions.$inferSelect;

export async function insertStaffAction(db: Executor, row: typeof staffActions.$inferInsert): Promise<void> {
  await db.insert(staffActions).values(row);
}
