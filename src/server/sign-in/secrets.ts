import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '../../shared/error-codes';
import { CODE_TRIES, SIGN_IN_MINUTES } from '../../shared/members';
import { type Block, button, code, muted } from '../adapters/mail/ui';
import type { Database, Executor, Transaction } from '../db/client';
import { HttpError } from '../errors';
import * as requests from './requests-repository';

// Sign-in by e-mail, for members and for staff alike (docs/members.md, docs/staff.md): a link
// and a 6-digit code, both good for SIGN_IN_MINUTES and for one sign-in, kept only as hashes.
// The link opens a page whose button posts the token: a mail scanner that fetches the link
// signs no one in and uses nothing up. The code is for a phone whose mail app opens links in
// another browser; it allows CODE_TRIES wrong guesses. Each kind of account keeps its secrets in
// its own table (a `SecretStore`), so a member's link never opens a staff session or the reverse.

const LINK_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const WINDOW_MS = 15 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

// The code's hash is salted with its link's hash, so a table of the million codes' hashes is no use.
const hashCode = (linkHash: string, code: string) =>
  createHash('sha256').update(`${linkHash}:${code}`).digest('hex');

/** Where one kind of account keeps its sign-in secrets (its own table), and how to find its owner. */
export interface SecretStore {
  /** The words a refused link or code is answered with, and the keys its counts go under. */
  kind: string;
  linkRefused: { code: ErrorCode; message: string };
  codeRefused: { code: ErrorCode; message: string };
  insert(
    db: Executor,
    row: { ownerId: number; linkHash: string; codeHash: string; expiresAt: Date },
  ): Promise<void>;
  /** Uses a link: at most one caller gets its owner, and only before it expires. */
  useLink(db: Executor, linkHash: string, now: Date): Promise<number | undefined>;
  /** The account an address belongs to, if it may sign in. */
  ownerOfEmail(tx: Transaction, email: string): Promise<number | undefined>;
  /** The owner's newest secret, locked, if its code can still be used. */
  lockLatestCode(
    tx: Transaction,
    ownerId: number,
    now: Date,
    triesAllowed: number,
  ): Promise<{ id: number; linkHash: string; codeHash: string } | undefined>;
  countWrongCode(tx: Transaction, id: number): Promise<void>;
  markUsed(tx: Transaction, id: number, now: Date): Promise<boolean>;
}

export interface SignInSecret {
  url: string;
  code: string;
}

/**
 * A new link and code for the account, not stored yet: `store` keeps their hashes (in the
 * transaction of the e-mail that carries them, once it is sure to go: the newest stored code is
 * the one that works, so a code no e-mail carried must never be stored).
 */
export function prepareSecret(
  store: SecretStore,
  linkBase: string,
  ownerId: number,
  now = new Date(),
): SignInSecret & { store(db: Executor): Promise<void> } {
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkHash = hashToken(token);
  return {
    url: `${linkBase}#token=${token}`,
    code,
    store: (db) =>
      store.insert(db, {
        ownerId,
        linkHash,
        codeHash: hashCode(linkHash, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_MINUTES * 60_000),
      }),
  };
}

/** The part of an e-mail that signs its reader in: the link as a button, the code, how long they last. */
export function signInBlocks(secret: SignInSecret): Block[] {
  return [
    button(secret.url, 'Sign in'),
    code('Or enter this code on the sign-in page', secret.code),
    muted(`The link and the code work once, for the next ${SIGN_IN_MINUTES} minutes.`),
  ];
}

/** The account whose link this is; the link is used up. Refused alike when unknown, used or expired. */
export async function ownerOfLink(store: SecretStore, db: Database, token: string, now = new Date()) {
  const ownerId = LINK_PATTERN.test(token) ? await store.useLink(db, hashToken(token), now) : undefined;
  if (ownerId === undefined) throw new HttpError(400, store.linkRefused.code, store.linkRefused.message);
  return ownerId;
}

/**
 * The account whose latest sign-in e-mail carries this code; the code is used up. A wrong code
 * counts against the e-mail's tries, and against the address: past `wrongCodesPerEmail` wrong
 * codes in the window, whoever typed them, codes for the address are refused until the window
 * passes (its links still work: the owner has the inbox). An unknown address is refused with the
 * same words.
 */
export async function ownerOfCode(
  store: SecretStore,
  db: Database,
  email: string,
  code: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const verdict = await db.transaction(async (tx) => {
    const wrongKey = `${store.kind}wrong-code:${emailHash(email)}`;
    const wrong = await requests.lockedRequestsSince(tx, wrongKey, since);
    if (wrong.length >= REQUEST_LIMITS.wrongCodesPerEmail) return undefined;
    const ownerId = await store.ownerOfEmail(tx, email);
    if (ownerId === undefined) return undefined;
    const token = await store.lockLatestCode(tx, ownerId, now, CODE_TRIES);
    if (!token) return undefined;
    const given = Buffer.from(hashCode(token.linkHash, code));
    if (!timingSafeEqual(given, Buffer.from(token.codeHash))) {
      await store.countWrongCode(tx, token.id);
      await requests.insertRequest(tx, wrongKey, now);
      return undefined;
    }
    return (await store.markUsed(tx, token.id, now)) ? ownerId : undefined;
  });
  if (verdict === undefined) throw new HttpError(400, store.codeRefused.code, store.codeRefused.message);
  return verdict;
}

// Requests for sign-in e-mails are limited per client address, and per e-mail asked for from
// that client: a stranger's requests from their own client never stop the owner's from another
// (docs/members.md, "Limits"). How many e-mails an address gets in all is the mail budget's
// (docs/mail-budget.md). Wrong codes are limited per client and per e-mail, whoever types them.
export const REQUEST_LIMITS = {
  perClient: 10,
  perEmailFromClient: 3,
  codesPerClient: 30,
  wrongCodesPerEmail: 10,
} as const;

/**
 * Counts one request under each key, or refuses it (429) when a key has had its limit in the last
 * 15 minutes. The same for accounts and others, so the answer tells nothing about the address.
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
      const recent = await requests.lockedRequestsSince(tx, key, since);
      if (recent.length >= max) wait = Math.max(wait, recent[0].getTime() + WINDOW_MS - now.getTime());
    }
    if (wait > 0) return wait;
    for (const { key } of limits) await requests.insertRequest(tx, key, now);
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
  await requests.deleteRequestsBefore(db, since);
}

/** The limits of one request for a sign-in e-mail (`kind` keeps members' and staff's counts apart). */
export const signInRequestLimits = (kind: string, ip: string, email: string) => [
  { key: `${kind}ip:${ip}`, max: REQUEST_LIMITS.perClient },
  { key: `${kind}email:${emailHash(email)}:ip:${ip}`, max: REQUEST_LIMITS.perEmailFromClient },
];

/** The limit of one code typed from a client. */
export const codeAttemptLimits = (kind: string, ip: string) => [
  { key: `${kind}code:${ip}`, max: REQUEST_LIMITS.codesPerClient },
];
