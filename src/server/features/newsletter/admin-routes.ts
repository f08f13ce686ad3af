import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswer } from '../../../shared/message-answer';
import {
  SUBSCRIBER_NOT_FOUND,
  SUBSCRIBER_REMOVED,
  subscriberListAnswerSchema,
  subscriberListQuerySchema,
} from '../../../shared/newsletter-admin';
import { newsletterSubscribers } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { sendCsv } from '../../lists/csv';
import { rowBefore } from '../admin-auth/service';
import { listSubscribers, removeSubscriber, subscribersCsv } from './admin-service';

/**
 * The dashboard's newsletter subscribers: searched by address, filtered by status, with the
 * counts; the same list as CSV; and removing one.
 */
export async function newsletterAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/newsletter/subscribers',
    {
      config: { permission: 'submissions' },
      schema: {
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSubscribers(app, request.query),
  );

  app.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      config: { permission: 'submissions' },
      schema: { querystring: subscriberListQuerySchema, response: errorResponses(400, 401) },
    },
    async (request, reply) =>
      sendCsv(reply, 'newsletter-subscribers.csv', subscribersCsv(app, request.query)),
  );

  app.delete(
    '/api/admin/newsletter/subscribers/:id',
    {
      config: { permission: 'submissions', snapshot: rowBefore(newsletterSubscribers) },
      schema: {
        params: idParamsSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await removeSubscriber(app, request.params.id)))
        throw new HttpError(404, 'not_found', SUBSCRIBER_NOT_FOUND);
      return { message: SUBSCRIBER_REMOVED };
    },
  );
}
