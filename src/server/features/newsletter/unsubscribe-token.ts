import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { sharedSecret } from '../../db/settings';

// An unsubscribe link carries one opaque token and no address (docs/newsletter.md): the address,
// sealed with AES-256-GCM under a key only the club's database holds. The nonce is derived from
// the address (as in SIV), so an address always gets the same token and a token cannot be forged
// or altered: a changed byte fails the seal. Who reads a link (a log, a forwarded mail) learns
// nothing of whose it is.

const SECRET_KEY = 'newsletter_unsubscribe_secret';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const normalised = (email: string) => email.trim().toLowerCase();

/** The keys of the seal, each derived from the stored secret for its own use. */
function keysOf(secret: string) {
  const derive = (use: string) => createHmac('sha256', secret).update(use).digest();
  return { seal: derive('newsletter unsubscribe: seal'), nonce: derive('newsletter unsubscribe: nonce') };
}

const nonceOf = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(email).digest().subarray(0, NONCE_BYTES);

/**
 * What makes unsubscribe tokens, read before a transaction (on the embedded database a query
 * outside an open transaction would wait for it).
 */
export async function unsubscribeTokens(db: Database): Promise<(email: string) => string> {
  const keys = keysOf(await sharedSecret(db, SECRET_KEY));
  return (email) => {
    const address = normalised(email);
    const nonce = nonceOf(keys.nonce, address);
    const cipher = createCipheriv('aes-256-gcm', keys.seal, nonce);
    const sealed = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
  };
}

/** The address an unsubscribe token was made for, or undefined for a token the club did not make. */
export async function addressOfUnsubscribeToken(db: Database, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return undefined;
  const keys = keysOf(await sharedSecret(db, SECRET_KEY));
  const nonce = bytes.subarray(0, NONCE_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.seal, nonce);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const address = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    // Only a nonce made from this very address: the token is the one the club gives it.
    return timingSafeEqual(nonce, nonceOf(keys.nonce, address)) ? address : undefined;
  } catch {
    return undefined;
  }
}
