import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FREE_JOIN_PATH, type FreeJoinFormOutcome } from '../../../shared/free-join-form';
import {
  freeJoinSchema,
  SIGN_IN_MINUTES,
  signInCodeSchema,
  signInRequestSchema,
} from '../../../shared/members';
import { safeNextPath } from '../../../shared/next-path';
import { type SignInFormOutcome, signInFormAddress } from '../../../shared/sign-in-form';
import { HttpError } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { refuseCrossSite, signInWithCode } from '../members/request';
import { joinFree, requestSignIn } from '../members/service';
import { subscribe } from '../newsletter/service';

// The sign-in page's two forms, and the free join's, as plain HTML forms, for a browser whose script has not loaded (or
// never will): they post here, by the same rules, limits and cross-site refusal as
// POST /api/members/sign-in and /sign-in/code, and the answer is the sign-in page again with
// `?signin=<outcome>` (a 303, so a reload does not post twice). The e-mail never travels in an
// address: between the two forms it is kept in a cookie only the code's form is sent with.

const EMAIL_COOKIE = 'mesc_sign_in_email';
const CODE_PATH = '/sign-in/code';

const emailCookie = (request: FastifyRequest, email: string, maxAgeSeconds: number) => {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=${CODE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
};

/** The e-mail the sign-in form was sent with, from its cookie. */
function cookieEmail(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== EMAIL_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

export async function signInFormRoutes(app: FastifyInstance) {
  // A plain HTML form's body; the parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Another site's page may not sign a visitor in, or ask for e-mails in their name.
  app.addHook('onRequest', async (request, reply) => {
    refuseCrossSite(app, request);
    reply.header('cache-control', 'private, no-store');
  });

  const back = (request: FastifyRequest, reply: FastifyReply, outcome: SignInFormOutcome) =>
    reply.redirect(signInFormAddress(outcome, nextOf(request)), 303);

  app.post('/sign-in', publicPostLimits(app), async (request, reply) => {
    const form = signInRequestSchema.safeParse({ email: field(request.body, 'email') });
    if (!form.success) return back(request, reply, 'invalid');
    try {
      await requestSignIn(app, request.ip, form.data.email);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return back(request, reply, 'limited');
      throw error;
    }
    reply.header('set-cookie', emailCookie(request, form.data.email, SIGN_IN_MINUTES * 60));
    return back(request, reply, 'sent');
  });

  app.post(CODE_PATH, publicPostLimits(app), async (request, reply) => {
    const email = cookieEmail(request);
    if (email === null) return back(request, reply, 'again');
    const form = signInCodeSchema.safeParse({ email, code: field(request.body, 'code') });
    if (!form.success) {
      return back(request, reply, signInRequestSchema.safeParse({ email }).success ? 'bad-code' : 'again');
    }
    try {
      await signInWithCode(app, request, reply, form.data);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 429) return back(request, reply, 'code-limited');
      if (error.statusCode === 400) return back(request, reply, 'refused');
      throw error;
    }
    reply.header('set-cookie', emailCookie(request, '', 0));
    return reply.redirect(safeNextPath(nextOf(request)), 303);
  });

  freeJoinFormRoute(app);
}

/**
 * The free join as a plain form, by the same rules and limits as POST /api/members/join: without
 * an e-mail the visitor is in and nothing is stored; with one, the member waits for the address to
 * be confirmed, and the address is signed up for the newsletter as the page's script does. The
 * answer is the join page with `&joined=<outcome>`.
 */
function freeJoinFormRoute(app: FastifyInstance) {
  app.post(FREE_JOIN_PATH.split('?')[0], publicPostLimits(app), async (request, reply) => {
    const back = (outcome: FreeJoinFormOutcome) => reply.redirect(`${FREE_JOIN_PATH}&joined=${outcome}`, 303);
    const email = field(request.body, 'email');
    if (typeof email === 'string' && email.trim() === '') return back('welcome');
    const form = freeJoinSchema.safeParse({ email });
    if (!form.success) return back('invalid');
    try {
      await joinFree(app, request.ip, form.data);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return back('limited');
      throw error;
    }
    // The membership needs nothing from the newsletter: the visitor is in even if this fails.
    await subscribe(app, form.data.email).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
    });
    return back('sent');
  });
}

/** Where to go after signing in: the form's address carries the page's `?next=`. */
function nextOf(request: FastifyRequest): string | null {
  const next = (request.query as Record<string, unknown> | undefined)?.next;
  return typeof next === 'string' ? next : null;
}
