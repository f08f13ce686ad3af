import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../../src/server/db/schema';

// How many rows every table holds, in one query: comparing two of these shows whether a request
// stored anything, in any table, including tables added after this was written.

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * The staff activity log records refused staff writes on purpose (docs/staff.md#activity): it is
 * left out unless asked for, so "stored nothing" means the club's data. tests/staff-activity.test.ts
 * and the every-endpoint property check what it records.
 */
const ACTIVITY_LOG = 'staff_actions';

export async function rowCounts(
  app: FastifyInstance,
  { withActivityLog = false } = {},
): Promise<Record<string, number>> {
  const counted = withActivityLog ? tables : tables.filter((table) => getTableName(table) !== ACTIVITY_LOG);
  const columns = counted.map(
    (table) => sql`(select count(*)::int from ${table}) as ${sql.identifier(getTableName(table))}`,
  );
  const result = await app.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}
