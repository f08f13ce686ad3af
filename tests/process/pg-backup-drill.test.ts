import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../src/server/adapters/storage/create-storage';
import { loadConfig } from '../../src/server/config';
import { openPostgresDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { countsFile } from '../../src/server/db/pg-backup';
import { contactMessages } from '../../src/server/db/schema';
import { seedDemoContent } from '../../src/server/db/seed';
import { projectRoot } from '../../src/server/project-root';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';

// A club on PostgreSQL backs up with `npm run db:backup` and checks the backup restores with
// `npm run db:restore-drill` (docs/deploy.md, "Backups"), as an operator runs them.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const url = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

/** The backup command as `npm run` runs it; its exit code and what it printed. */
async function cli(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

describe.skipIf(!url)('backups of a club on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const database = `mesc_backup_drill_${process.pid}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-pg-backup-'));
  const dump = path.join(folder, 'club.dump');
  let clubUrl: string;

  beforeAll(async () => {
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    clubUrl = withDatabase(url as string, database);
    const handle = await openPostgresDatabase(clubUrl, { poolSize: 2 });
    try {
      await migrate(handle);
      const storage = createStorage(loadConfig({ DATA_DIR: folder }));
      await seedDemoContent(handle.db, storage, path.join(projectRoot, 'seed-assets'));
      await handle.db
        .insert(contactMessages)
        .values({ name: 'Backup Test', email: 'b@example.com', message: 'Kept?' });
    } finally {
      await handle.close();
    }
  });

  afterAll(async () => {
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('backs up the whole club with the rows of each table counted, and the drill restores them all', async () => {
    const backup = await cli(clubUrl, 'backup', dump);
    expect(backup.out).toContain(`Backed up the PostgreSQL database to ${dump}`);
    expect(backup.code).toBe(0);
    const counts = JSON.parse(fs.readFileSync(countsFile(dump), 'utf8'));
    expect(counts['public.contact_messages']).toBe(1);
    expect(counts['public.events']).toBeGreaterThan(0);
    expect(counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);

    // A message that arrives after the backup is not in it, and the drill does not expect it.
    await adminQuery(
      clubUrl,
      `insert into contact_messages (name, email, message) values ('Later', 'l@example.com', 'After')`,
    );

    const drill = await cli(clubUrl, 'drill', dump);
    expect(drill.out).toMatch(
      /^Restore drill passed: .* restored into a scratch database with all \d+ tables and \d+ rows/,
    );
    expect(drill.code).toBe(0);
    const scratch = await adminQuery(
      url as string,
      `select datname from pg_database where datname like 'mesc_restore_drill_%'`,
    );
    expect(scratch.rows).toEqual([]);
  });

  it('fails the drill, naming the table, when what restores is not what was backed up', async () => {
    if (!fs.existsSync(dump)) expect((await cli(clubUrl, 'backup', dump)).code).toBe(0);
    const counts = JSON.parse(fs.readFileSync(countsFile(dump), 'utf8'));
    const wrong = { ...counts, 'public.events': counts['public.events'] + 1 };
    fs.writeFileSync(countsFile(dump), JSON.stringify(wrong));
    const drill = await cli(clubUrl, 'drill', dump);
    expect(drill.code).toBe(1);
    expect(drill.out).toContain(
      `The restore drill failed: public.events: ${counts['public.events'] + 1} in the backup, ${counts['public.events']} restored.`,
    );
  });

  it('says in one sentence what is wrong with a file that is not a backup', async () => {
    const junk = path.join(folder, 'junk.dump');
    fs.writeFileSync(junk, 'not a dump');
    fs.writeFileSync(countsFile(junk), '{}');
    const drill = await cli(clubUrl, 'drill', junk);
    expect(drill.code).toBe(1);
    expect(drill.out).toMatch(/^The restore drill failed: pg_restore failed: .+/m);
    const missing = await cli(clubUrl, 'drill', path.join(folder, 'nowhere.dump'));
    expect(missing.out).toContain(
      `The restore drill failed: There is no backup at ${path.join(folder, 'nowhere.dump')}.`,
    );
  });
});
