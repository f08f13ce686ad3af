import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, backupEmbedded, defaultBackupFile, restoreEmbedded } from './backup';
import { backupPostgres, countsFile, defaultDumpFile, restoreDrill } from './pg-backup';

// `npm run db:backup [-- file]`: the embedded database to one file (./backups/ by default), or
// on PostgreSQL (DATABASE_URL) a pg_dump with its row counts beside it (pg-backup.ts).
// `npm run db:restore -- file.tar.gz`: an embedded backup back into DATA_DIR, the previous data
// kept aside; both refuse while the server is running (see backup.ts).
// `npm run db:restore-drill -- file.dump [--keep]`: a PostgreSQL backup restored into a scratch
// database and checked table by table against its counts; exits 1 when any differs.

async function main(command: string | undefined, file: string | undefined) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.databaseUrl) {
    await onPostgres(config.databaseUrl, command, file);
    return;
  }
  if (command === 'drill') {
    throw new BackupError('The restore drill is for PostgreSQL backups: DATABASE_URL is not set.');
  }
  if (command === 'backup') {
    const target = path.resolve(file ?? defaultBackupFile());
    const bytes = await backupEmbedded(config.dataDir, target);
    console.log(`Backed up the embedded database in ${config.dataDir} to ${target} (${formatSize(bytes)}).`);
    return;
  }
  if (!file) throw new BackupError('Name the backup to restore: npm run db:restore -- backups/mesc-….tar.gz');
  const previous = await restoreEmbedded(config.dataDir, path.resolve(file));
  console.log(`Restored the embedded database in ${config.dataDir} from ${path.resolve(file)}.`);
  if (previous)
    console.log(`The data it replaced is kept in ${previous}; delete it once you no longer need it.`);
}

async function onPostgres(url: string, command: string | undefined, file: string | undefined) {
  if (command === 'backup') {
    const target = path.resolve(file ?? defaultDumpFile());
    const counts = await backupPostgres(url, target);
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up the PostgreSQL database to ${target} (${formatSize(fs.statSync(target).size)}, ${rows} rows in ${Object.keys(counts).length} tables; counts in ${countsFile(target)}).`,
    );
    return;
  }
  if (command === 'drill') {
    if (!file)
      throw new BackupError('Name the backup to check: npm run db:restore-drill -- backups/mesc-….dump');
    const report = await restoreDrill(url, path.resolve(file), process.argv.includes('--keep'));
    if (report.differences.length > 0) {
      const listed = report.differences
        .map((d) => `${d.table}: ${d.expected ?? 'absent'} in the backup, ${d.restored ?? 'absent'} restored`)
        .join('; ');
      throw new BackupError(`${listed}.`);
    }
    console.log(
      `Restore drill passed: ${path.resolve(file)} restored into a scratch database with all ${report.tables} tables and ${report.rows} rows as counted when it was made.`,
    );
    return;
  }
  throw new BackupError(
    'DATABASE_URL is set, so the data is in PostgreSQL: restore with pg_restore into a new database (docs/deploy.md, "Backups"), after npm run db:restore-drill has checked the file.',
  );
}

const formatSize = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const [command, file] = process.argv.slice(2);
main(command, file).catch((err: Error) => {
  const what =
    command === 'backup'
      ? 'The backup was not made'
      : command === 'drill'
        ? 'The restore drill failed'
        : 'Nothing was restored';
  console.error(`${what}: ${err.message}`);
  process.exit(1);
});
