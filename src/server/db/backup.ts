import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDir, openEmbeddedClient, restoredDir } from './client';
import { DataDirLockedError, lockDataDir } from './embedded-lock';
import { openPglite } from './pglite';

// Backup and restore of the embedded database (npm run db:backup / db:restore). Both take the
// data directory's lock, so they refuse to run while the server does: a copy taken under a live
// server could mix two moments, and a restore under it would be overwritten or corrupt it.
// PostgreSQL has its own tools (pg_dump, pg_restore): see README.md.

export class BackupError extends Error {}

/** The lock's refusal, said for these commands (the server's own sentence suggests another DATA_DIR). */
async function lockOrRefuse<T>(dataDir: string, take: () => T | Promise<T>): Promise<T> {
  try {
    return await take();
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const who = err.holder ? `MESC (pid ${err.holder})` : 'another MESC process';
    throw new BackupError(
      `${who} is using the embedded database in ${dataDir}: stop the server first, then run this command again.`,
    );
  }
}

const stamp = (now: Date) => now.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');

/** The file a backup goes to when none is named: ./backups/mesc-YYYYMMDD-HHMMSS.tar.gz. */
export const defaultBackupFile = (now = new Date()) => path.resolve('backups', `mesc-${stamp(now)}.tar.gz`);

/** Writes the whole embedded database to one gzipped tarball; answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(embeddedDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  const { client, release } = await lockOrRefuse(dataDir, () => openEmbeddedClient(dataDir));
  try {
    // Opening replays what a killed server left in the WAL; the checkpoint writes it all to the tables.
    await client.query('checkpoint');
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a backup cut short never looks like a complete one.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    return dump.length;
  } finally {
    await client.close();
    release();
  }
}

/**
 * Replaces the embedded database with a backup. The backup is loaded and checked in a directory
 * beside the live one first; only then is the live one moved aside (kept, never deleted) and the
 * restored one moved in. Answers where the previous data was kept, if there was any.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | null> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await lockOrRefuse(dataDir, () => lockDataDir(dataDir));
  const dir = embeddedDir(dataDir);
  const staging = `${dir}.restore-${process.pid}`;
  try {
    // A restore killed midway leaves these; we hold the lock, so they are ours to clear.
    for (const leftover of fs.readdirSync(dataDir)) {
      if (leftover.startsWith('pglite.restore') || leftover === path.basename(restoredDir(dir))) {
        fs.rmSync(path.join(dataDir, leftover), { recursive: true });
      }
    }
    await loadAndCheck(staging, file);
    // Named as complete before the swap: a start that finds no database but this one uses it.
    fs.renameSync(staging, restoredDir(dir));
    const previous = fs.existsSync(dir) ? `${dir}.before-restore-${stamp(now)}` : null;
    if (previous) fs.renameSync(dir, previous);
    fs.renameSync(restoredDir(dir), dir);
    return previous;
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}

async function loadAndCheck(staging: string, file: string): Promise<void> {
  let client: PGlite;
  try {
    client = await openPglite({ dataDir: staging, loadDataDir: new Blob([fs.readFileSync(file)]) });
  } catch (err) {
    throw new BackupError(`${file} is not a backup of the embedded database (${(err as Error).message}).`);
  }
  try {
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('public.events')::text as found`,
    );
    if (!rows[0]?.found) throw new BackupError(`${file} is a database, but not a MESC one.`);
  } finally {
    await client.close();
  }
}
