import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup';

// Backups of a club on PostgreSQL (docs/deploy.md, "Backups"): `pg_dump` in its custom format,
// with beside it the number of rows of every table *in the same snapshot* as the dump (the counts
// are read in a transaction whose snapshot pg_dump is given). A restore drill restores a dump into
// a scratch database on the same server and checks every table's count against those, so a
// backup is known to restore before the day it must.

const run = promisify(execFile);

/** The tables whose rows are counted: the club's and the migrations' record. */
const TABLES_SQL = `select schemaname, tablename from pg_tables
  where schemaname in ('public', 'drizzle') order by schemaname, tablename`;

export type RowCounts = Record<string, number>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A connection to `url`, or one sentence saying why there is none. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (err) {
    const where = new URL(url);
    throw new BackupError(
      `Cannot connect to the PostgreSQL database at ${where.hostname}:${where.port || 5432} given by DATABASE_URL (${(err as Error).message}).`,
    );
  }
}

async function countRows(client: pg.Client): Promise<RowCounts> {
  const counts: RowCounts = {};
  const { rows } = await client.query<{ schemaname: string; tablename: string }>(TABLES_SQL);
  for (const { schemaname, tablename } of rows) {
    const { rows: counted } = await client.query<{ n: string }>(
      `select count(*) as n from ${quoted(schemaname)}.${quoted(tablename)}`,
    );
    counts[`${schemaname}.${tablename}`] = Number(counted[0].n);
  }
  return counts;
}

/** Where a dump's counts are kept: beside it. */
export const countsFile = (dump: string) => `${dump}.counts.json`;

/** A database's address with another database name (the scratch one). */
function withDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** pg_dump, pg_restore: a missing client tool is said in one sentence. */
async function tool(name: string, args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1_048_576 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${name} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client).`,
      );
    }
    throw new BackupError(`${name} failed: ${(e.stderr ?? e.message).trim().split('\n')[0]}`);
  }
}

/** Dumps the database at `url` to `file` with its row counts beside it; answers the counts. */
export async function backupPostgres(url: string, file: string): Promise<RowCounts> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await countRows(client);
    // The dump reads the same snapshot, while this transaction holds it open.
    await tool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, url]);
    await client.query('commit');
    fs.writeFileSync(countsFile(file), `${JSON.stringify(counts, null, 2)}\n`);
    return counts;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    fs.rmSync(file, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

export interface DrillReport {
  tables: number;
  rows: number;
  /** Tables whose count differs: what the backup said and what was restored. */
  differences: { table: string; expected: number | undefined; restored: number | undefined }[];
}

/**
 * Restores `file` into a new scratch database on the server of `url`, compares every table's
 * rows with the counts kept beside the dump, and drops the scratch database (unless `keep`).
 */
export async function restoreDrill(url: string, file: string, keep = false): Promise<DrillReport> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (!fs.existsSync(countsFile(file))) {
    throw new BackupError(
      `${countsFile(file)} is missing: the drill checks a dump made by npm run db:backup.`,
    );
  }
  const expected = JSON.parse(fs.readFileSync(countsFile(file), 'utf8')) as RowCounts;
  const scratch = `mesc_restore_drill_${Date.now()}_${process.pid}`;
  const admin = await connect(url);
  try {
    await admin.query(`create database ${quoted(scratch)}`);
  } catch (err) {
    await admin.end();
    throw new BackupError(`The drill could not create a scratch database (${(err as Error).message}).`);
  }
  try {
    const scratchUrl = withDatabase(url, scratch);
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${scratchUrl}`,
      file,
    ]);
    const restoredClient = await connect(scratchUrl);
    const restored = await countRows(restoredClient).finally(() => restoredClient.end());
    const tables = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
    return {
      tables: tables.length,
      rows: Object.values(restored).reduce((sum, n) => sum + n, 0),
      differences: tables
        .filter((table) => expected[table] !== restored[table])
        .map((table) => ({ table, expected: expected[table], restored: restored[table] })),
    };
  } finally {
    if (!keep) await admin.query(`drop database if exists ${quoted(scratch)} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** Where a PostgreSQL backup goes by default. */
export const defaultDumpFile = (now = new Date()) =>
  path.resolve(
    'backups',
    `mesc-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.dump`,
  );
