import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailStatus } from '../../../shared/mail-status';
import { errorResponses } from '../../errors';

/** What staff see of the e-mail the site sends: how many wait and failed, and a second chance. */
export async function mailStatusAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/mail-status',
    { schema: { response: { 200: z.custom<MailStatus>(), ...errorResponses(401) } } },
    async () => app.mailer.counts(),
  );
  app.post(
    '/api/admin/mail-status/retry',
    {
      schema: {
        response: { 200: z.object({ message: z.string(), retried: z.number() }), ...errorResponses(401) },
      },
    },
    async () => {
      const retried = await app.mailer.retryFailed();
      return { message: `${retried} e-mail${retried === 1 ? '' : 's'} will be sent again.`, retried };
    },
  );
}
