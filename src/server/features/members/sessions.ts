import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from '../../../shared/members';
import type { Executor } from '../../db/client';
import { cookieToken, tokenCookie } from '../../http/cookies';
import * as repository from './repository';

// Member sessions (docs/members.md): the `mesc_member` cookie carries a random 256-bit token; the
// database keeps only its SHA-256, so a copy of the table signs no one in. The session ends
// SESSION_DAYS after its last use; a use slides it (written at most once an hour per session, so
// a busy member does not write on every request). Every process reads the same table.

export const MEMBER_COOKIE = 'mesc_member';
const SESSION_MS = SESSION_DAYS * 86_400_000;
const SLIDE_AFTER_MS = 3_600_000;

/** What a kept session was read from: a change to either makes it read again. */
const SESSION_TABLES = ['member_sessions', 'members'] as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session token the request's cookie carries, if any. */
export const sessionToken = (request: FastifyRequest) => cookieToken(request, MEMBER_COOKIE);

const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
  tokenCookie(request, { name: MEMBER_COOKIE, value, path: '/', maxAgeSeconds });

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(request, token, SESSION_MS / 1000));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

/** Starts a session for the member; the token goes only into the cookie. */
export async function startSession(
  db: Executor,
  memberId: number,
  userAgent: string | undefined,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Sessions that ended a day ago or more are of no use: tidied on each sign-in.
  await repository.deleteSessionsEndedBefore(db, new Date(now.getTime() - 86_400_000));
  await repository.insertSession(db, {
    memberId,
    tokenHash: hashToken(token),
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

export interface MemberSession {
  sessionId: number;
  member: repository.MemberRecord;
}

/**
 * The request's member, if its cookie names a live session of an existing member. A session
 * last slid more than an hour ago is slid now, and the cookie renewed with it.
 */
export async function findSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply | null,
  now = new Date(),
): Promise<MemberSession | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const hash = hashToken(token);
  // Kept in the process while the sessions and members tables stay the same: a member's pages ask
  // for the session on every request, and it rarely changes (docs/decisions/0020).
  const found = await app.kept.get(
    SESSION_TABLES,
    hash,
    async () => {
      const session = await repository.findLiveSession(app.db, hash, now);
      const member = session && (await repository.findMember(app.db, session.memberId));
      return session && member ? { session, member } : null;
    },
    (value) => value !== null,
  );
  if (!found || found.session.expiresAt <= now) return null;
  const { session, member } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    await repository.touchSession(app.db, session.id, now, new Date(now.getTime() + SESSION_MS));
    if (reply) setSessionCookie(request, reply, token);
  }
  return { sessionId: session.id, member };
}
