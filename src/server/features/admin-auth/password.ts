import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { addSettingIfMissing, readSetting, writeSetting } from '../../db/settings';

// The one shared admin password. Only a scrypt hash is ever stored; the plain password
// exists in memory while a login is checked, or in ADMIN_PASSWORD when the operator chose that.

export const PASSWORD_HASH_KEY = 'admin_password_hash';
export const MIN_NEW_PASSWORD_LENGTH = 12;

// N = 2^15, r = 8: about 32 MB and a few tens of milliseconds per check, which makes guessing
// offline expensive while a login stays quick. maxmem must allow 128 * N * r bytes.
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash": the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A strong random password (144 bits) that is easy to copy: letters, digits, - and _. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export function readStoredHash(db: Database): Promise<string | null> {
  return readSetting(db, PASSWORD_HASH_KEY);
}

/** Stores a new hash (replacing any), for `npm run admin:password`. */
export function storePasswordHash(db: Database, hash: string): Promise<void> {
  return writeSetting(db, PASSWORD_HASH_KEY, hash);
}

/**
 * First start without ADMIN_PASSWORD and without a stored hash: makes a password and stores its
 * hash. Returns the plain password only to the one process whose insert won (several processes
 * may start together on one PostgreSQL), so it is printed once.
 */
export async function createFirstPassword(db: Database): Promise<string | null> {
  if (await readStoredHash(db)) return null;
  const password = generatePassword();
  const stored = await addSettingIfMissing(db, PASSWORD_HASH_KEY, await hashPassword(password));
  return stored ? password : null;
}
