import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { sharedSecret } from '../../db/settings';

const SECRET_KEY = 'newsletter_unsubscribe_secret';

/**
 * What makes unsubscribe tokens, read before a transaction (on the embedded database a query
 * outside an open transaction would wait for it).
 */
export async function unsubscribeTokens(db: Database): Promise<(email: string) => string> {
  const secret = await sharedSecret(db, SECRET_KEY);
  return (email) => createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url');
}

/** A token that proves an unsubscribe link came from us, for this address only. */
export async function unsubscribeToken(db: Database, email: string): Promise<string> {
  return (await unsubscribeTokens(db))(email);
}

export async function isValidUnsubscribeToken(db: Database, email: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(db, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
