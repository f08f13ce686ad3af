import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, openPostgresDatabase } from '../../src/server/db/client';
import { openPglite } from '../../src/server/db/pglite';
import { adminQuery, withDatabase } from './postgres-admin';

let counter = 0;

/** A fresh, migrated database of its own for one test file, on the engine this project tests. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    // Named after the template so the run's teardown finds and drops it.
    const name = `${template}_${process.pid}_${counter++}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    return openPostgresDatabase(withDatabase(url, name), 20);
  }
  const tarball = fs.readFileSync(inject('embeddedTemplate'));
  const client = await openPglite({ loadDataDir: new Blob([tarball]) });
  return fromPglite(client);
}
