import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CODE_REFUSED, CODE_TRIES, LINK_REFUSED, SIGN_IN_MINUTES } from '../../../shared/members';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../errors';
import * as repository from './repository';
import { hashToken } from './sessions';

// Sign-in e-mails (docs/members.md): a link and a 6-digit code, both good for SIGN_IN_MINUTES
// and for one sign-in, kept only as hashes. The link opens a page whose button posts the token:
// a mail scanner that fetches the link signs no one in and uses nothing up. The code is for a
// phone whose mail app opens links in another browser; it allows CODE_TRIES wrong guesses.

const LINK_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Requests for sign-in e-mails are limited per client address, and per e-mail asked for from
// that client: a stranger's requests from their own client never stop the owner's from another
// (docs/members.md, "Limits"). How many e-mails an address gets in all is the mail budget's
// (docs/mail-budget.md). Wrong codes are limited per client and per e-mail, whoever types them.
const WINDOW_MS = 15 * 60_000;
export const REQUEST_LIMITS = {
  perClient: 10,
  perEmailFromClient: 3,
  codesPerClient: 30,
  wrongCodesPerEmail: 10,
} as const;

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const wrongCodesKey = (email: string) => `wrong-code:${emailHash(email)}`;

// The code's hash is salted with its link's hash, so a table of the million codes' hashes is no use.
const hashCode = (linkHash: string, code: string) =>
  createHash('sha256').update(`${linkHash}:${code}`).digest('hex');

export function signInUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/sign-in/link#token=${token}`;
}

export interface SignInSecret {
  url: string;
  code: string;
}

/**
 * A new link and code for the member, not stored yet: `store` keeps their hashes (in the
 * transaction of the e-mail that carries them, once it is sure to go: the member's newest stored
 * code is the one that works, so a code no e-mail carried must never be stored).
 */
export function prepareSignInSecret(
  app: FastifyInstance,
  memberId: number,
  now = new Date(),
): SignInSecret & { store(db: Executor): Promise<void> } {
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkHash = hashToken(token);
  return {
    url: signInUrl(app.config.publicUrl, token),
    code,
    store: (db) =>
      repository.insertSignInToken(db, {
        memberId,
        linkHash,
        codeHash: hashCode(linkHash, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_MINUTES * 60_000),
      }),
  };
}

/** A new link and code for the member, stored hashed (in the caller's transaction, with its e-mail). */
export async function newSignInSecret(
  app: FastifyInstance,
  db: Executor,
  memberId: number,
  now = new Date(),
): Promise<SignInSecret> {
  const secret = prepareSignInSecret(app, memberId, now);
  await secret.store(db);
  return { url: secret.url, code: secret.code };
}

/** The lines of an e-mail that signs the member in. */
export function signInLines(secret: SignInSecret): string[] {
  return [
    `Sign in: ${secret.url}`,
    '',
    `Or enter this code on the sign-in page: ${secret.code}`,
    '',
    `The link and the code work once, for the next ${SIGN_IN_MINUTES} minutes.`,
  ];
}

/** The member whose link this is; the link is used up. Refused alike when unknown, used or expired. */
export async function memberOfLink(db: Database, token: string, now = new Date()): Promise<number> {
  const memberId = LINK_PATTERN.test(token) ? await repository.useLink(db, hashToken(token), now) : undefined;
  if (memberId === undefined) throw new HttpError(400, 'sign_in_link_refused', LINK_REFUSED);
  return memberId;
}

/**
 * The member whose latest sign-in e-mail carries this code; the code is used up. A wrong code
 * counts against the e-mail's tries, and against the address: past WRONG_CODES_PER_EMAIL wrong
 * codes in the window, whoever typed them, codes for the address are refused until the window
 * passes (its links still work: the owner has the inbox). An unknown address is refused with the
 * same words.
 */
export async function memberOfCode(db: Database, email: string, code: string, now = new Date()) {
  const since = new Date(now.getTime() - WINDOW_MS);
  const verdict = await db.transaction(async (tx) => {
    const wrongKey = wrongCodesKey(email);
    const wrong = await repository.lockedRequestsSince(tx, wrongKey, since);
    if (wrong.length >= REQUEST_LIMITS.wrongCodesPerEmail) return undefined;
    const member = await repository.findMemberByEmail(tx, email);
    if (!member) return undefined;
    const token = await repository.lockLatestCode(tx, member.id, now, CODE_TRIES);
    if (!token) return undefined;
    const given = Buffer.from(hashCode(token.linkHash, code));
    if (!timingSafeEqual(given, Buffer.from(token.codeHash))) {
      await repository.countWrongCode(tx, token.id);
      await repository.insertRequest(tx, wrongKey, now);
      return undefined;
    }
    return (await repository.markTokenUsed(tx, token.id, now)) ? member.id : undefined;
  });
  if (verdict === undefined) throw new HttpError(400, 'sign_in_code_refused', CODE_REFUSED);
  return verdict;
}

/**
 * Counts one request under each key, or refuses it (429) when a key has had its limit in the last
 * 15 minutes. The same for members and others, so the answer tells nothing about the address.
 */
export async function countRequest(
  db: Database,
  limits: { key: string; max: number }[],
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const waitMs = await db.transaction(async (tx) => {
    let wait = 0;
    for (const { key, max } of limits) {
      const recent = await repository.lockedRequestsSince(tx, key, since);
      if (recent.length >= max) wait = Math.max(wait, recent[0].getTime() + WINDOW_MS - now.getTime());
    }
    if (wait > 0) return wait;
    for (const { key } of limits) await repository.insertRequest(tx, key, now);
    return 0;
  });
  if (waitMs > 0) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new HttpError(
      429,
      'rate_limited',
      `Too many sign-in requests: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
  // Rows older than the window count for nothing: tidied as requests come.
  await repository.deleteRequestsBefore(db, since);
}

export const signInRequestLimits = (ip: string, email: string) => [
  { key: `ip:${ip}`, max: REQUEST_LIMITS.perClient },
  { key: `email:${emailHash(email)}:ip:${ip}`, max: REQUEST_LIMITS.perEmailFromClient },
];

export const codeAttemptLimits = (ip: string) => [{ key: `code:${ip}`, max: REQUEST_LIMITS.codesPerClient }];
