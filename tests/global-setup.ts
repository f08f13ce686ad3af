import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { openPglite } from '../src/server/db/pglite';

// Migrating a database takes seconds, so it happens once per run: the embedded template is saved
// as a tarball and each test file loads its own copy (global-setup-postgres.ts does the same on
// PostgreSQL).

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-test-'));
  const client = await openPglite();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('gzip');
  const templateFile = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('embeddedTemplate', templateFile);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
