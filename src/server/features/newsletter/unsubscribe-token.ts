import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

const SECRET_KEY = 'newsletter_unsubscribe_secret';

/** The signing secret, made once and kept in the database so every app process shares it. */
async function secret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return row.value;
}

/** A token that proves an unsubscribe link came from us, for this address only. */
export async function unsubscribeToken(db: Database, email: string): Promise<string> {
  return createHmac('sha256', await secret(db))
    .update(email.trim().toLowerCase())
    .digest('base64url');
}

export async function isValidUnsubscribeToken(db: Database, email: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(db, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
