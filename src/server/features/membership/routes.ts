import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingPortalAnswerSchema,
  managedMembershipSchema,
  manageTokenSchema,
  membershipConfirmAnswerSchema,
  membershipPaymentConfirmSchema,
  membershipPaymentRequestSchema,
  membershipPaymentStartSchema,
  type PaidMember,
} from '../../../shared/membership';
import { errorResponses } from '../../errors';
import { cookieToken, tokenCookie } from '../../http/cookies';
import { publicPostLimits } from '../../http/public-posts';
import { isCrossSite } from '../../http/same-site';
import { currentMember, signInAs } from '../members/request';
import { PAYER_CHECK_INBOX } from './owner-activation';
import {
  billingPortalUrl,
  cancelMembership,
  checkoutBrowser,
  confirmMembershipPayment,
  describeMembership,
  startMembershipPayment,
} from './service';

// The checkout's browser: a cookie only the confirmation call reads, good for a day.
const CHECKOUT_COOKIE = 'mesc_checkout';
const CONFIRM_PATH = '/api/confirm-membership-payment';

const memberOwns = (sessionEmail: string, email: string) =>
  sessionEmail.toLowerCase() === email.toLowerCase();

const checkoutCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
  tokenCookie(request, { name: CHECKOUT_COOKIE, value, path: CONFIRM_PATH, maxAgeSeconds });

export async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/create-membership-payment',
    {
      ...publicPostLimits(app),
      schema: {
        body: membershipPaymentRequestSchema,
        response: { 200: membershipPaymentStartSchema, ...errorResponses(400, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { checkoutToken, ...start } = await startMembershipPayment(
        app,
        request.body,
        // A session counts only from this site's own pages.
        isCrossSite(request, app.config.publicUrl)
          ? null
          : ((await currentMember(app, request))?.member.email ?? null),
      );
      // Only this browser is signed in when the payment is confirmed (see checkoutBrowser).
      reply.header('set-cookie', checkoutCookie(request, checkoutToken, 86_400));
      return start;
    },
  );

  app.post(
    CONFIRM_PATH,
    {
      ...publicPostLimits(app),
      schema: {
        body: membershipPaymentConfirmSchema,
        response: { 200: membershipConfirmAnswerSchema, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { paymentIntentId } = request.body;
      const outcome = await confirmMembershipPayment(app, paymentIntentId);
      if (outcome.kind === 'sent_to_inbox') {
        // Nobody is signed in: the owner starts it from their inbox. The words are the same
        // whatever the address's history is.
        return {
          member: null,
          membershipTier: outcome.tier as PaidMember['membershipTier'],
          sentToInbox: true,
          message: PAYER_CHECK_INBOX,
        };
      }
      const { member } = outcome;
      const browser = await checkoutBrowser(app, paymentIntentId, cookieToken(request, CHECKOUT_COOKIE));
      if (browser.signInAs !== null) await signInAs(app, request, reply, browser.signInAs);
      // The member's details only to the browser that started the checkout or the member's own session.
      const session = browser.payer ? null : await currentMember(app, request);
      const theirs = browser.payer || (session !== null && memberOwns(session.member.email, member.email));
      return {
        member: theirs ? member : null,
        membershipTier: member.membershipTier,
        sentToInbox: false,
      };
    },
  );

  // The "Manage membership" page: the token comes in the body, never in a logged URL.
  app.post(
    '/api/membership/manage',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: managedMembershipSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => describeMembership(app, request.body.token),
  );

  app.post(
    '/api/membership/portal',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: billingPortalAnswerSchema, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => ({ url: await billingPortalUrl(app, request.body.token) }),
  );

  app.post(
    '/api/membership/cancel',
    {
      ...publicPostLimits(app),
      schema: {
        body: manageTokenSchema,
        response: { 200: managedMembershipSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => cancelMembership(app, request.body.token),
  );
}
