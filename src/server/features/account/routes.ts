import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rsvpAnswerSchema } from '../../../shared/events-schema';
import {
  accountSchema,
  accountUpdateSchema,
  meAnswerSchema,
  memberRsvpSchema,
  tierChangeSchema,
} from '../../../shared/members';
import { billingPortalAnswerSchema } from '../../../shared/membership';
import { messageAnswer } from '../../../shared/message-answer';
import { memberTicketsSchema } from '../../../shared/tickets-schema';
import { memberWaitlistSchema } from '../../../shared/waitlist-schema';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { currentMember, forgetSessionCookie, signedIn, signOut, signOutEverywhere } from '../members/request';
import {
  account,
  billingPortal,
  cancelMemberRsvp,
  cancelMembershipAtPeriodEnd,
  changeMembershipTier,
  deleteAccount,
  memberSelf,
  memberTickets,
  memberWaitlist,
  resumeMembership,
  rsvpAsMember,
  updateAccount,
} from './service';

/** GET /api/me: the signed-in member in brief, or null; asked by pages after they load. */
export async function meRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/me', { schema: { response: { 200: meAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const session = await currentMember(app, request, reply);
    return { member: session ? await memberSelf(app, session.member) : null };
  });
}

/** The member area; registered inside the member API (members/service.ts memberApi). */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account',
    { schema: { response: { 200: accountSchema, ...errorResponses(401) } } },
    async (request) => account(app, signedIn(request)),
  );

  app.patch(
    '/api/account',
    {
      ...publicPostLimits(app),
      schema: {
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await updateAccount(app, signedIn(request), request.body);
      // Read again: the member's row changed under the session's copy.
      const session = await currentMember(app, request);
      return account(app, session ?? signedIn(request));
    },
  );

  app.post(
    '/api/account/sign-out',
    { schema: { response: { 200: messageAnswer, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await signOut(app, request, reply);
      return { message: 'You have been signed out.' };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    { schema: { response: { 200: messageAnswer, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await signOutEverywhere(app, request, reply);
      return { message: 'You have been signed out on every device.' };
    },
  );

  app.delete(
    '/api/account',
    { schema: { response: { 200: messageAnswer, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await deleteAccount(app, signedIn(request));
      // Its sessions ended with it; this browser forgets its cookie.
      forgetSessionCookie(request, reply);
      return { message: 'Your account has been deleted.' };
    },
  );

  app.post(
    '/api/account/rsvps',
    {
      ...publicPostLimits(app),
      schema: {
        body: memberRsvpSchema,
        response: { 201: rsvpAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const event = await rsvpAsMember(app, signedIn(request), request.body.eventId);
      return reply.code(201).send({ message: 'RSVP confirmed', event });
    },
  );

  app.delete(
    '/api/account/rsvps/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: rsvpAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: 'Your RSVP has been canceled.',
      event: await cancelMemberRsvp(app, signedIn(request), request.params.id),
    }),
  );

  app.get(
    '/api/account/tickets',
    { schema: { response: { 200: memberTicketsSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return memberTickets(app, signedIn(request));
    },
  );

  app.get(
    '/api/account/waitlist',
    { schema: { response: { 200: memberWaitlistSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return memberWaitlist(app, signedIn(request));
    },
  );

  app.post(
    '/api/account/billing-portal',
    { schema: { response: { 200: billingPortalAnswerSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => ({ url: await billingPortal(app, signedIn(request)) }),
  );

  app.post(
    '/api/account/membership/change',
    {
      ...publicPostLimits(app),
      schema: {
        body: tierChangeSchema,
        response: { 200: accountSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request) => {
      await changeMembershipTier(app, signedIn(request), request.body.tierId);
      return account(app, signedIn(request));
    },
  );

  app.post(
    '/api/account/membership/cancel',
    { schema: { response: { 200: accountSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => {
      await cancelMembershipAtPeriodEnd(app, signedIn(request));
      return account(app, signedIn(request));
    },
  );

  app.post(
    '/api/account/membership/resume',
    { schema: { response: { 200: accountSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => {
      await resumeMembership(app, signedIn(request));
      return account(app, signedIn(request));
    },
  );
}
