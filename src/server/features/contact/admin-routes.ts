import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageListSchema } from '../../../shared/contact-messages';
import { sendCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { contactMessagesCsv, listContactMessages } from './service';

export async function contactAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/contact-messages',
    { schema: { response: { 200: contactMessageListSchema, ...errorResponses(401) } } },
    async () => listContactMessages(app),
  );
  app.get(
    '/api/admin/contact-messages.csv',
    { schema: { response: errorResponses(401) } },
    async (_request, reply) => sendCsv(reply, 'form-submissions.csv', await contactMessagesCsv(app)),
  );
}
