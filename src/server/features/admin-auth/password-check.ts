import type { FastifyInstance } from 'fastify';
import { createFirstPassword, hashPassword, readStoredHash, verifyPassword } from './password';

// ADMIN_PASSWORD is hashed once in memory and checked the same way as a stored hash, so both
// paths compare in constant time and take the same time.
const envHashes = new WeakMap<FastifyInstance, Promise<string>>();

/** True or false; null when no password exists at all (no ADMIN_PASSWORD and no stored hash). */
export async function checkAdminPassword(app: FastifyInstance, password: string): Promise<boolean | null> {
  const fromEnv = app.config.adminPassword;
  let hash: string | null;
  if (fromEnv) {
    let memo = envHashes.get(app);
    if (!memo) {
      memo = hashPassword(fromEnv);
      envHashes.set(app, memo);
    }
    hash = await memo;
  } else {
    // Read on every login, so a password set with `npm run admin:password` works at once everywhere.
    hash = await readStoredHash(app.db);
  }
  if (!hash) return null;
  return verifyPassword(password, hash);
}

/** At start: without ADMIN_PASSWORD or a stored hash, make a password and print it once. */
export async function ensureAdminPassword(app: FastifyInstance): Promise<void> {
  if (app.config.adminPassword) return;
  const created = await createFirstPassword(app.db);
  if (!created) return;
  const message = `Admin password created: ${created} (sign in at ${app.config.publicUrl}/admin). Only its hash is kept: note it now, or set a new one with \`npm run admin:password\`.`;
  // Warn level, so it shows with LOG_LEVEL=warn too; with a quieter log it still reaches the
  // operator once, on stderr. It is never printed again.
  if (!['fatal', 'error', 'silent'].includes(app.log.level)) app.log.warn(message);
  else process.stderr.write(`${message}\n`);
}
