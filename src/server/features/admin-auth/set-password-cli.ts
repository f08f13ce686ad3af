import fs from 'node:fs';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../start';
import { generatePassword, hashPassword, MIN_NEW_PASSWORD_LENGTH, storePasswordHash } from './password';
import { revokeAllSessions } from './repository';

// `npm run admin:password`: a new random admin password, printed once.
// `npm run admin:password -- --stdin`: the password given on standard input instead.
// Either way only its hash is stored, and everyone signed in with the old one is signed out.

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const fromStdin = process.argv.includes('--stdin');
  const password = fromStdin ? (await text(process.stdin)).replace(/\r?\n$/, '') : generatePassword();
  if (password.length < MIN_NEW_PASSWORD_LENGTH) {
    throw new Error(`The new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters long.`);
  }
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await storePasswordHash(database.db, await hashPassword(password));
    await revokeAllSessions(database.db);
  } finally {
    await database.close();
  }
  console.log(fromStdin ? 'The admin password has been changed.' : `New admin password: ${password}`);
  console.log('Everyone signed in to the dashboard has been signed out.');
  if (config.adminPassword) {
    console.log('Note: ADMIN_PASSWORD is set, and it wins over the stored password until you remove it.');
  }
}

main().catch((err: Error) => {
  // E.g. the embedded database is in use by the running site: its message says to stop it first.
  console.error(`The admin password was not changed: ${err.message}`);
  process.exit(1);
});
