import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  freeJoinSchema,
  signedInAnswerSchema,
  signInCodeSchema,
  signInLinkSchema,
  signInRequestSchema,
} from '../../../shared/members';
import { messageAnswer } from '../../../shared/message-answer';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { refuseCrossSite, signInWithCode, signInWithLink } from '../members/request';
import { joinFree, requestSignIn } from '../members/service';
import { memberSelf } from './service';

// Signing in by e-mail and joining for free. The member's own answers (GET /api/me, the member
// area) are the account feature's.

export async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Another site's page may not sign a visitor in, or ask for e-mails in their name.
  app.addHook('onRequest', async (request, reply) => {
    refuseCrossSite(app, request);
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/members/sign-in',
    {
      ...publicPostLimits(app),
      schema: {
        body: signInRequestSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => ({ message: await requestSignIn(app, request.ip, request.body.email) }),
  );

  app.post(
    '/api/members/sign-in/link',
    {
      ...publicPostLimits(app),
      schema: {
        body: signInLinkSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const member = await signInWithLink(app, request, reply, request.body.token);
      return { member: await memberSelf(app, member) };
    },
  );

  app.post(
    '/api/members/sign-in/code',
    {
      ...publicPostLimits(app),
      schema: {
        body: signInCodeSchema,
        response: { 200: signedInAnswerSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const member = await signInWithCode(app, request, reply, request.body);
      return { member: await memberSelf(app, member) };
    },
  );

  app.post(
    '/api/members/join',
    {
      ...publicPostLimits(app),
      schema: { body: freeJoinSchema, response: { 200: messageAnswer, ...errorResponses(400, 403, 429) } },
    },
    async (request) => ({ message: await joinFree(app, request.ip, request.body) }),
  );
}
