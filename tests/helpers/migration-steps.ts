import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { migrationsFolder } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';

/**
 * An embedded database that a test walks through the migrations one file at a time: `before`
 * applies those before the first file whose name contains `name`, `from` applies it and the rest,
 * so a test can put old rows in between and see what the migration makes of them.
 */
export async function migrationSteps(name: string) {
  const files = fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const step = files.findIndex((f) => f.includes(name));
  if (step < 0) throw new Error(`no migration named like ${name}`);
  const db = await openPglite();
  afterAll(() => db.close());
  const apply = async (list: string[]) => {
    for (const file of list) {
      const statements = fs
        .readFileSync(path.join(migrationsFolder, file), 'utf8')
        .split('--> statement-breakpoint');
      for (const statement of statements) await db.exec(statement);
    }
  };
  return { db, before: () => apply(files.slice(0, step)), from: () => apply(files.slice(step)) };
}
