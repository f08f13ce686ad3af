import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateOnPglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../project-root';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.join(projectRoot, 'migrations');

// Arbitrary constant: the advisory lock that keeps two app processes from migrating at once.
const MIGRATION_LOCK = 7_345_001;

export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'embedded') {
    await migrateOnPglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // PostgreSQL's driver is loaded only for a database on PostgreSQL (client.ts says why).
  const [{ default: pg }, { drizzle }, { migrate: migrateOnPg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateOnPg(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
