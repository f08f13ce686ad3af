import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageChangeSchema,
  contactMessageListSchema,
  contactMessageSchema,
} from '../../../shared/contact-messages';
import { errorResponses, HttpError } from '../../errors';
import { listWithCsvRoutes } from '../../list-routes';
import { idParamsSchema } from '../../route-params';
import { contactMessagesCsv, listContactMessages, markContactMessage } from './service';

/** The dashboard's form submissions, newest first, and their CSV; each is marked read or unread. */
export async function contactAdminRoutes(fastify: FastifyInstance) {
  listWithCsvRoutes(fastify, {
    path: '/api/admin/contact-messages',
    list: contactMessageListSchema,
    read: () => listContactMessages(fastify),
    csv: { fileName: 'form-submissions.csv', make: () => contactMessagesCsv(fastify) },
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        params: idParamsSchema,
        body: contactMessageChangeSchema,
        response: { 200: contactMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const message = await markContactMessage(fastify, request.params.id, request.body.read);
      if (!message) throw new HttpError(404, 'Message not found');
      return message;
    },
  );
}
