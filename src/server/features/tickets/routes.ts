import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ticketCodeParamsSchema,
  ticketConfirmAnswerSchema,
  ticketConfirmSchema,
  ticketPurchaseSchema,
  ticketPurchaseStartSchema,
  ticketQuoteQuerySchema,
  ticketQuoteSchema,
  ticketViewSchema,
} from '../../../shared/tickets-schema';
import { errorResponses } from '../../errors';
import { clientKeyOf } from '../../http/client-key';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { memberWithAccess, refuseCrossSite } from '../members/request';
import {
  confirmPurchase,
  endTicket,
  quoteTickets,
  releasePurchase,
  startPurchase,
  ticketByCode,
} from './service';

/** Buying tickets, the confirmation, and a ticket's own API (its code is its key). */
export async function ticketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // What the caller would pay (a member's price, the guest pass): the dialog shows it before paying.
  app.get(
    '/api/events/:id/tickets/quote',
    {
      schema: {
        params: idParamsSchema,
        querystring: ticketQuoteQuerySchema,
        response: { 200: ticketQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const buyer = await memberWithAccess(app, request);
      return quoteTickets(app, request.params.id, buyer, request.query);
    },
  );

  app.post(
    '/api/events/:id/tickets',
    {
      ...publicPostLimits(app),
      schema: {
        params: idParamsSchema,
        body: ticketPurchaseSchema,
        response: {
          201: ticketPurchaseStartSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const buyer = await memberWithAccess(app, request);
      const client = clientKeyOf(request);
      return reply
        .code(201)
        .send(await startPurchase(app, request.params.id, buyer, request.body, { client }));
    },
  );

  app.post(
    '/api/tickets/confirm',
    {
      ...publicPostLimits(app),
      schema: {
        body: ticketConfirmSchema,
        response: { 200: ticketConfirmAnswerSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => confirmPurchase(app, request.body.paymentIntentId, request.body.orderToken),
  );

  // The buyer gives the held seats back before paying (only the browser that holds the order token).
  app.post(
    '/api/tickets/release',
    {
      ...publicPostLimits(app),
      schema: {
        body: ticketConfirmSchema,
        response: { 200: ticketConfirmAnswerSchema, ...errorResponses(400, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => releasePurchase(app, request.body.paymentIntentId, request.body.orderToken),
  );

  app.get(
    '/api/tickets/:code',
    {
      schema: {
        params: ticketCodeParamsSchema,
        response: { 200: ticketViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ticketByCode(app, request.params.code);
    },
  );

  // The holder cancels (a free RSVP; a paid ticket with a refund before the event's cut-off).
  app.post(
    '/api/tickets/:code/cancel',
    {
      ...publicPostLimits(app),
      schema: {
        params: ticketCodeParamsSchema,
        response: { 200: ticketViewSchema, ...errorResponses(400, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      refuseCrossSite(app, request);
      return endTicket(app, { code: request.params.code }, 'holder');
    },
  );
}
