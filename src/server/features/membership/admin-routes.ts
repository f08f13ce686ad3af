import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paidMemberListSchema } from '../../../shared/membership';
import { sendCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { listPaidMembers, paidMembersCsv } from './service';

export async function membershipAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/paid-members',
    { schema: { response: { 200: paidMemberListSchema, ...errorResponses(401) } } },
    async () => listPaidMembers(app),
  );
  app.get(
    '/api/admin/paid-members.csv',
    { schema: { response: errorResponses(401) } },
    async (_request, reply) => sendCsv(reply, 'paid-members.csv', await paidMembersCsv(app)),
  );
}
