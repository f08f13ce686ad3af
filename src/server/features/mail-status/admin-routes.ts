import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailRetryAnswerSchema, mailStatusSchema } from '../../../shared/mail-status';
import { errorResponses } from '../../errors';
import { mailStatus, retryFailedMail } from './service';

/** What staff see of the e-mail the site sends: how many wait and failed, and a second chance. */
export async function mailStatusAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/mail-status',
    {
      config: { permission: 'mail' },
      schema: { response: { 200: mailStatusSchema, ...errorResponses(401) } },
    },
    async () => mailStatus(app),
  );
  app.post(
    '/api/admin/mail-status/retry',
    {
      config: { permission: 'mail' },
      schema: { response: { 200: mailRetryAnswerSchema, ...errorResponses(401) } },
    },
    async () => retryFailedMail(app),
  );
}
