import fs from 'node:fs';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  fromPglite,
  openPostgresDatabase,
  type PoolOptions,
} from '../../src/server/db/client';
import { openPglite } from '../../src/server/db/pglite';
import { adminQuery, withDatabase } from './postgres-admin';

let counter = 0;

/**
 * A fresh, migrated database of its own for one test file, on the engine this project tests;
 * `pool` sets PostgreSQL's pool where a test needs it small.
 */
export async function createTestDatabase(pool: PoolOptions = {}): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    // Named after the template so the run's teardown finds and drops it.
    const name = `${template}_${process.pid}_${counter++}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    // On a loaded machine a test that sends a hundred writes at once can wait longer than a visitor
    // would for a connection, and get the 503 meant for a busy site (tests/database-busy.test.ts
    // tests it).
    return openPostgresDatabase(withDatabase(url, name), { poolSize: 20, connectWaitMs: 60_000, ...pool });
  }
  const tarball = fs.readFileSync(inject('embeddedTemplate'));
  const client = await openPglite({ loadDataDir: new Blob([tarball]) });
  return fromPglite(client);
}
