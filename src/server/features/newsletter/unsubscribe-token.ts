import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { sharedSecret } from '../../db/settings';

const SECRET_KEY = 'newsletter_unsubscribe_secret';

/** A token that proves an unsubscribe link came from us, for this address only. */
export async function unsubscribeToken(db: Database, email: string): Promise<string> {
  return createHmac('sha256', await sharedSecret(db, SECRET_KEY))
    .update(email.trim().toLowerCase())
    .digest('base64url');
}

export async function isValidUnsubscribeToken(db: Database, email: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await unsubscribeToken(db, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
