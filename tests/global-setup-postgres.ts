import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { adminQuery, withDatabase } from './helpers/postgres-admin';

/** A migrated template database on TEST_DATABASE_URL; each test file clones its own from it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `mesc_template_${process.pid}`;
  await adminQuery(url, `drop database if exists ${template}`);
  await adminQuery(url, `create database ${template}`);
  const handle = await openPostgresDatabase(withDatabase(url, template), { poolSize: 1 });
  await migrate(handle);
  await handle.close();
  project.provide('embeddedTemplate', '');
  project.provide('postgresTemplate', template);

  return async () => {
    const { rows } = await adminQuery(
      url,
      `select datname from pg_database where datname like '${template}\\_%'`,
    );
    for (const row of rows) await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
    await adminQuery(url, `drop database if exists ${template} with (force)`);
  };
}
