import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageChangeSchema,
  contactMessageSchema,
  unreadCount,
} from '../../../shared/contact-messages';
import { contactMessages } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { listWithCsvRoutes } from '../../lists/list-routes';
import { rowBefore } from '../admin-auth/service';
import { contactMessageList, contactMessagesCsv, markContactMessage, unreadContactMessages } from './service';

/**
 * The dashboard's form submissions, newest first, a page at a time with how many are unread, and
 * their CSV; each is marked read or unread.
 */
export async function contactAdminRoutes(fastify: FastifyInstance) {
  listWithCsvRoutes(fastify, {
    permission: 'submissions',
    path: '/api/admin/contact-messages',
    pagePath: '/api/admin/form-submissions',
    item: contactMessageSchema,
    list: contactMessageList(fastify),
    extra: {
      shape: { unread: unreadCount },
      read: async () => ({ unread: await unreadContactMessages(fastify) }),
    },
    csv: contactMessagesCsv,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/api/admin/contact-messages/:id',
    {
      config: { permission: 'submissions', snapshot: rowBefore(contactMessages) },
      schema: {
        params: idParamsSchema,
        body: contactMessageChangeSchema,
        response: { 200: contactMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const message = await markContactMessage(fastify, request.params.id, request.body.read);
      if (!message) throw new HttpError(404, 'not_found', 'Message not found');
      return message;
    },
  );
}
