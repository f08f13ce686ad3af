import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/app';
import { ADMIN_PASSWORD } from '../helpers/admin';
import { adminHeaders, createEvent, publicEvents } from '../helpers/live-server';
import { freePort, serversKilledAfterEachTest, stopServer } from '../helpers/server-process';

// Five server starts and several commands, seconds each on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const servers = serversKilledAfterEachTest();

/** `npm run db:backup` / `db:restore` as an operator types them, with DATA_DIR pointing at the site. */
function npmRun(script: 'db:backup' | 'db:restore', file: string, dataDir: string, databaseUrl = '') {
  const result = spawnSync('npm', ['run', '--silent', script, '--', file], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run db:backup and db:restore', () => {
  it('bring back the backed-up data, refuse while the server runs, and keep the replaced data aside', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-backup-'));
    const backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}-backup.tar.gz`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD };
    const start = () => servers.open(env);

    // The demo club plus one event of our own.
    let server = await start();
    await createEvent(base, await adminHeaders(base), 'Kept by the backup', 20);
    const backedUp = await publicEvents(base);

    const whileRunning = npmRun('db:backup', backupFile, dataDir);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.output).toMatch(
      /The backup was not made: MESC \(pid \d+\) is using the embedded database in .*: stop the server first/,
    );
    expect(fs.existsSync(backupFile)).toBe(false);

    expect(await stopServer(server)).toBe(0);
    const backup = npmRun('db:backup', backupFile, dataDir);
    expect(backup.output).toContain(`Backed up the embedded database in ${dataDir} to ${backupFile}`);
    expect(backup.status).toBe(0);

    // Changes made after the backup, which the restore must undo.
    server = await start();
    const admin = await adminHeaders(base);
    await createEvent(base, admin, 'Made after the backup', 5);
    const kept = backedUp.find((event) => event.title === 'Kept by the backup');
    const deleted = await fetch(`${base}/api/admin/events/${kept?.id}`, { method: 'DELETE', headers: admin });
    expect(deleted.status).toBe(200);
    const changed = await publicEvents(base);

    const restoreWhileRunning = npmRun('db:restore', backupFile, dataDir);
    expect(restoreWhileRunning.status).toBe(1);
    expect(restoreWhileRunning.output).toMatch(/Nothing was restored: MESC \(pid \d+\) is using/);
    expect(await publicEvents(base)).toEqual(changed);

    expect(await stopServer(server)).toBe(0);
    const restore = npmRun('db:restore', backupFile, dataDir);
    expect(restore.output).toContain(`Restored the embedded database in ${dataDir}`);
    expect(restore.status).toBe(0);
    const previous = /kept in (\S+);/.exec(restore.output)?.[1] as string;
    expect(fs.existsSync(path.join(previous, 'PG_VERSION'))).toBe(true);

    server = await start();
    expect(await publicEvents(base)).toEqual(backedUp);

    // A restore killed after moving the old database aside, before moving the restored one in:
    // the next start finishes it instead of making a new, empty database.
    expect(await stopServer(server)).toBe(0);
    fs.renameSync(path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite.restored'));
    server = await start();
    expect(await publicEvents(base)).toEqual(backedUp);
  });

  it('refuses a file that is not a backup and leaves the data as it was', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-backup-'));
    const notABackup = path.join(dataDir, 'notes.tar.gz');
    fs.writeFileSync(notABackup, 'not a tarball');
    const restore = npmRun('db:restore', notABackup, dataDir);
    expect(restore.status).toBe(1);
    expect(restore.output).toContain(`Nothing was restored: ${notABackup} is not a backup`);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['notes.tar.gz']);
  });

  it('send a site on PostgreSQL to its own backup and drill, and say so when its database does not answer', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-backup-'));
    // No database answers at 127.0.0.1:9: the backup says which one it could not reach.
    const backup = npmRun('db:backup', path.join(dataDir, 'b.dump'), dataDir, 'postgres://127.0.0.1:9/mesc');
    expect(backup.status).toBe(1);
    expect(backup.output).toContain(
      'The backup was not made: Cannot connect to the PostgreSQL database at 127.0.0.1:9 given by DATABASE_URL',
    );
    // A live PostgreSQL site is restored with pg_restore into a new database, not over itself.
    const restore = npmRun(
      'db:restore',
      path.join(dataDir, 'b.dump'),
      dataDir,
      'postgres://127.0.0.1:9/mesc',
    );
    expect(restore.status).toBe(1);
    expect(restore.output).toContain(
      'Nothing was restored: DATABASE_URL is set, so the data is in PostgreSQL: restore with pg_restore into a new database',
    );
  });
});
