import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  waitlistClaimAnswerSchema,
  waitlistCodeParamsSchema,
  waitlistEntryViewSchema,
  waitlistJoinAnswerSchema,
  waitlistJoinSchema,
} from '../../../shared/waitlist-schema';
import { errorResponses } from '../../errors';
import { clientKeyOf } from '../../http/client-key';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { memberWithAccess, refuseCrossSite } from '../members/request';
import {
  claimOffer,
  confirmWaitlistEntry,
  joinWaitlist,
  leaveWaitlist,
  waitlistEntryByCode,
} from './service';

/** Joining a full event's waitlist, and an entry's own API (its code is its key). */
export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/events/:id/waitlist',
    {
      ...publicPostLimits(app),
      schema: {
        params: idParamsSchema,
        body: waitlistJoinSchema,
        response: { 201: waitlistJoinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const member = await memberWithAccess(app, request);
      return reply
        .code(201)
        .send(await joinWaitlist(app, request.params.id, { visitor: request.body, member }));
    },
  );

  app.get(
    '/api/waitlist/:code',
    {
      schema: {
        params: waitlistCodeParamsSchema,
        response: { 200: waitlistEntryViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return waitlistEntryByCode(app, request.params.code);
    },
  );

  // The holder confirms the address (the entry's page, opened from the e-mail): offers may come.
  app.post(
    '/api/waitlist/:code/confirm',
    {
      ...publicPostLimits(app),
      schema: {
        params: waitlistCodeParamsSchema,
        response: { 200: waitlistEntryViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      refuseCrossSite(app, request);
      return confirmWaitlistEntry(app, request.params.code);
    },
  );

  app.post(
    '/api/waitlist/:code/leave',
    {
      ...publicPostLimits(app),
      schema: {
        params: waitlistCodeParamsSchema,
        response: { 200: waitlistEntryViewSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      refuseCrossSite(app, request);
      return leaveWaitlist(app, request.params.code);
    },
  );

  app.post(
    '/api/waitlist/:code/claim',
    {
      ...publicPostLimits(app),
      schema: {
        params: waitlistCodeParamsSchema,
        response: { 200: waitlistClaimAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      refuseCrossSite(app, request);
      return claimOffer(app, request.params.code, clientKeyOf(request));
    },
  );
}
