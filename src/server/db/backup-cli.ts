import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, backupEmbedded, defaultBackupFile, restoreEmbedded } from './backup';

// `npm run db:backup [-- file.tar.gz]`: the embedded database to one file (./backups/ by default).
// `npm run db:restore -- file.tar.gz`: that file back into DATA_DIR, the previous data kept aside.
// Both refuse while the server is running (see backup.ts).

async function main(command: string | undefined, file: string | undefined) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set, so the data is in PostgreSQL: use pg_dump and pg_restore (README.md, "Backups and crash safety").',
    );
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

const formatSize = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const [command, file] = process.argv.slice(2);
main(command, file).catch((err: Error) => {
  const what = command === 'backup' ? 'The backup was not made' : 'Nothing was restored';
  console.error(`${what}: ${err.message}`);
  process.exit(1);
});
