import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CROSS_SITE_REFUSED, SIGN_IN_NEEDED } from '../../../shared/members';
import { HttpError } from '../../errors';
import { isCrossSite } from '../../http/same-site';
import {
  endSession,
  endSessionsOf,
  type MemberRecord,
  type MemberSession,
  type MemberWithAccess,
  memberOfSignInCode,
  memberOfSignInLink,
  proveAddress,
  standingOfMember,
} from './service';
import { clearSessionCookie, findSession, setSessionCookie, startSession } from './sessions';

// What a request says about who asks: the member's session cookie, read and written here, and
// the refusal of other sites' requests that would act as the member. Services take the member
// these answer, never the request; routes of every feature use this file.

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, inside the member API only (memberApi). */
    memberSession: MemberSession | null;
  }
}

/** The request's member, or null (a visitor). Slides the session as it is used. */
export function currentMember(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply | null = null,
): Promise<MemberSession | null> {
  return findSession(app, request, reply);
}

/**
 * The signed-in member behind a request for a seat (an RSVP, a purchase, a waitlist join), with
 * the tier their access is decided by; null for a visitor. A member's request from another site is
 * refused (the cookie must not act for them).
 */
export async function memberWithAccess(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MemberWithAccess | null> {
  const session = await currentMember(app, request);
  if (!session) return null;
  refuseCrossSite(app, request);
  const { accessTier } = await standingOfMember(app.db, session.member);
  const { id, name, email } = session.member;
  return { id, name, email, accessTier };
}

/** Changing requests that act as the member refuse callers from other sites. */
export function refuseCrossSite(app: FastifyInstance, request: FastifyRequest): void {
  if (isCrossSite(request, app.config.publicUrl)) throw new HttpError(403, 'cross_site', CROSS_SITE_REFUSED);
}

/**
 * The member API: every route registered through it needs a signed-in member (401 otherwise),
 * and those that change something refuse other sites (403) first, so no route can forget either.
 */
export function memberApi(routes: ((app: FastifyInstance) => Promise<void>)[]) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('memberSession', null);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(app, request);
      // Nothing a member's request answers may be kept by a browser cache or a proxy.
      reply.header('cache-control', 'private, no-store');
      request.memberSession = await currentMember(app, request, reply);
      if (!request.memberSession) throw new HttpError(401, 'sign_in_required', SIGN_IN_NEEDED);
    });
    for (const plugin of routes) await app.register(plugin);
  };
}

/** The request's member inside the member API (the hook guarantees one). */
export function signedIn(request: FastifyRequest): MemberSession {
  if (!request.memberSession) throw new HttpError(401, 'sign_in_required', SIGN_IN_NEEDED);
  return request.memberSession;
}

// --- Signing in and out -----------------------------------------------------------------------

/** Starts a session for this member and gives this browser its cookie. */
async function startSessionFor(
  request: FastifyRequest,
  reply: FastifyReply,
  app: FastifyInstance,
  memberId: number,
) {
  const token = await startSession(app.db, memberId, request.headers['user-agent']);
  setSessionCookie(request, reply, token);
}

/** Signs the browser in as this member (after paying, for an address with no history). */
export async function signInAs(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
): Promise<void> {
  await startSessionFor(request, reply, app, memberId);
}

/** The link from the inbox proves the address, and signs this browser in. */
export async function signInWithLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<MemberRecord> {
  const member = await proveAddress(app, await memberOfSignInLink(app, token));
  await startSessionFor(request, reply, app, member.id);
  return member;
}

/** The code from the inbox proves the address, and signs this browser in. */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; code: string },
): Promise<MemberRecord> {
  const member = await proveAddress(app, await memberOfSignInCode(app, request.ip, input));
  await startSessionFor(request, reply, app, member.id);
  return member;
}

/** Ends this browser's session. */
export async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await endSession(app, signedIn(request).sessionId);
  clearSessionCookie(request, reply);
}

/** Ends every session of the member, this browser's included. */
export async function signOutEverywhere(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await endSessionsOf(app, signedIn(request).member.id);
  clearSessionCookie(request, reply);
}

/** This browser forgets its session cookie (its account was deleted, its sessions with it). */
export function forgetSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearSessionCookie(request, reply);
}
