import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateOnPglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { fromPglite } from '../src/server/db/client';
import { migrationsFolder } from '../src/server/db/migrate';
import { openPglite } from '../src/server/db/pglite';

// During a deploy the new version's first process migrates the database while the previous
// version still serves from the other (docs/deploy.md, "Deploying"). So each migration must leave
// a schema the previous release's code still works on: every table and column it reads is still
// there, and nothing it inserts without is now required. The previous release's code is known by
// the schema it was written against: drizzle-kit keeps it with each migration
// (migrations/meta/NNNN_snapshot.json). Each migration is applied in turn to a real database, and
// the schema it leaves is checked against the snapshot before it.

interface SnapshotColumn {
  name: string;
  notNull: boolean;
  default?: unknown;
  identity?: unknown;
  generated?: unknown;
}
interface Snapshot {
  tables: Record<string, { name: string; schema: string; columns: Record<string, SnapshotColumn> }>;
}
interface Journal {
  entries: { idx: number; tag: string }[];
}

const journal: Journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
);
const snapshotOf = (idx: number): Snapshot =>
  JSON.parse(
    fs.readFileSync(
      path.join(migrationsFolder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`),
      'utf8',
    ),
  );

interface LiveColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: string;
}

/** What the previous release's code would meet in the schema a migration leaves. */
function breaks(previous: Snapshot, live: LiveColumn[]): string[] {
  const problems: string[] = [];
  const byTable = new Map<string, Map<string, LiveColumn>>();
  for (const column of live) {
    if (!byTable.has(column.table_name)) byTable.set(column.table_name, new Map());
    byTable.get(column.table_name)?.set(column.column_name, column);
  }
  for (const table of Object.values(previous.tables)) {
    if (table.schema && table.schema !== 'public') continue;
    const columns = byTable.get(table.name);
    if (!columns) {
      problems.push(`table ${table.name} is gone`);
      continue;
    }
    const known = new Set(Object.values(table.columns).map((column) => column.name));
    for (const column of Object.values(table.columns)) {
      const now = columns.get(column.name);
      if (!now) problems.push(`column ${table.name}.${column.name} is gone`);
      else if (!column.notNull && now.is_nullable === 'NO' && now.column_default === null)
        problems.push(`column ${table.name}.${column.name} is now required, with no default`);
    }
    for (const [name, now] of columns) {
      const filledIn =
        now.column_default !== null || now.is_identity === 'YES' || now.is_generated === 'ALWAYS';
      if (!known.has(name) && now.is_nullable === 'NO' && !filledIn)
        problems.push(`new column ${table.name}.${name} is required, with no default`);
    }
  }
  return problems;
}

describe('each migration, applied while the previous release still serves', () => {
  it('leaves every table and column that release used, and requires nothing it does not send', async () => {
    const client = await openPglite();
    const handle = fromPglite(client);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-migrations-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    const found: Record<string, string[]> = {};
    try {
      for (const [i, entry] of journal.entries.entries()) {
        // The migrations up to this one, as the new release's first process finds them.
        fs.copyFileSync(
          path.join(migrationsFolder, `${entry.tag}.sql`),
          path.join(folder, `${entry.tag}.sql`),
        );
        fs.writeFileSync(
          path.join(folder, 'meta/_journal.json'),
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, i + 1) }),
        );
        await migrateOnPglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
        if (i === 0) continue;
        const { rows } = await client.query<LiveColumn>(
          `select table_name, column_name, is_nullable, column_default, is_identity, is_generated
           from information_schema.columns where table_schema = 'public'`,
        );
        const problems = breaks(snapshotOf(journal.entries[i - 1].idx), rows);
        if (problems.length > 0) found[entry.tag] = problems;
      }
    } finally {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(found).toEqual({});
  });

  it('finds a migration that drops a column, renames one, or requires a new one without a default', () => {
    const previous: Snapshot = {
      tables: {
        'public.guests': {
          name: 'guests',
          schema: '',
          columns: {
            id: { name: 'id', notNull: true, identity: {} },
            name: { name: 'name', notNull: true },
            note: { name: 'note', notNull: false },
          },
        },
      },
    };
    const column = (name: string, nullable: 'YES' | 'NO', def: string | null = null): LiveColumn => ({
      table_name: 'guests',
      column_name: name,
      is_nullable: nullable,
      column_default: def,
      is_identity: name === 'id' ? 'YES' : 'NO',
      is_generated: 'NEVER',
    });
    expect(breaks(previous, [column('id', 'NO'), column('full_name', 'NO'), column('note', 'NO')])).toEqual([
      'column guests.name is gone',
      'column guests.note is now required, with no default',
      'new column guests.full_name is required, with no default',
    ]);
    expect(
      breaks(previous, [
        column('id', 'NO'),
        column('name', 'NO'),
        column('note', 'YES'),
        column('tier', 'NO', "'free'"),
      ]),
    ).toEqual([]);
  });
});
