import fs from 'node:fs';
import { ConfigError, loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/start';
import { DatabaseNotEmpty, seedBig } from './seed-big';

// npm run seed:big [-- --scale 0.1] [--force]: the big club (bench/seed-big.ts) in the
// database DATABASE_URL or DATA_DIR names, migrated first as `npm start` does.

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const scale = Number(option('--scale') ?? 1);
  if (!(scale > 0 && scale <= 10)) throw new ConfigError('--scale must be a number above 0 and at most 10.');
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const counts = await seedBig(database, {
      scale,
      force: process.argv.includes('--force'),
      log: (line) => console.log(`  ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    console.table(counts);
    console.log(
      `seed:big filled the ${database.engine} database in ${((Date.now() - started) / 1000).toFixed(1)} s (scale ${scale}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  const known = err instanceof DatabaseNotEmpty || err instanceof ConfigError;
  console.error(known ? err.message : err);
  process.exit(1);
});
