import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { settings } from './schema';

// The settings table: small values the app keeps for itself (the admin password hash, signing
// secrets), shared by every app process on the same database.

export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Stores a value, replacing any. */
export async function writeSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Stores a value unless the key already has one; true when this call stored it. */
export async function addSettingIfMissing(db: Executor, key: string, value: string): Promise<boolean> {
  const inserted = await db.insert(settings).values({ key, value }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/**
 * A random secret (32 bytes, base64url) under `key`, made by whichever process asks first and
 * read by all the others, so every process signs and checks with the same one.
 */
export async function sharedSecret(db: Executor, key: string): Promise<string> {
  await addSettingIfMissing(db, key, randomBytes(32).toString('base64url'));
  return (await readSetting(db, key)) as string;
}
