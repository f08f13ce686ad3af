import fs from 'node:fs';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { writeSetting } from '../../db/settings';
import { openDatabase } from '../../start';
import { generatePassword, hashPassword, MIN_NEW_PASSWORD_LENGTH, storePasswordHash } from './password';
import { revokeAllSessions } from './repository';
import { SECOND_STEP_REQUIRED_KEY, secondStepRequired } from './sessions';

// `npm run admin:password`: a new random admin password, printed once.
// `npm run admin:password -- --stdin`: the password given on standard input instead.
// Either way only its hash is stored, and everyone signed in with the old one is signed out.
// `-- --lift-second-step` also stops requiring two-step sign-in, which closes the shared password:
// the way back in for whoever runs the server when no owner can pass their own second step.

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const fromStdin = process.argv.includes('--stdin');
  const lift = process.argv.includes('--lift-second-step');
  const password = fromStdin ? (await text(process.stdin)).replace(/\r?\n$/, '') : generatePassword();
  if (password.length < MIN_NEW_PASSWORD_LENGTH) {
    throw new Error(`The new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters long.`);
  }
  const database = await openDatabase(config);
  let required = false;
  try {
    await migrate(database);
    await storePasswordHash(database.db, await hashPassword(password));
    await revokeAllSessions(database.db);
    if (lift) await writeSetting(database.db, SECOND_STEP_REQUIRED_KEY, 'false');
    required = await secondStepRequired(database.db);
  } finally {
    await database.close();
  }
  console.log(fromStdin ? 'The admin password has been changed.' : `New admin password: ${password}`);
  console.log('Everyone signed in to the dashboard has been signed out.');
  if (lift)
    console.log('Two-step sign-in is no longer required: the shared password opens the dashboard again.');
  if (required) {
    console.log(
      'Note: two-step sign-in is required, so the shared password does not open the dashboard. Run this again with `-- --lift-second-step` to stop requiring it.',
    );
  }
  if (config.adminPassword) {
    console.log('Note: ADMIN_PASSWORD is set, and it wins over the stored password until you remove it.');
  }
}

main().catch((err: Error) => {
  // E.g. the embedded database is in use by the running site: its message says to stop it first.
  console.error(`The admin password was not changed: ${err.message}`);
  process.exit(1);
});
