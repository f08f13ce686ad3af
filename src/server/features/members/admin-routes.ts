import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberListAnswerSchema, memberListQuerySchema } from '../../../shared/member-admin';
import { errorResponses } from '../../errors';
import { sendCsv } from '../../lists/csv';
import { listMembers, membersCsv } from './admin-service';

/**
 * The dashboard's list of every member, free and paid: searched, filtered by tier and status, with
 * the counts, and the same list as CSV.
 */
export async function memberAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/members',
    {
      config: { permission: 'members' },
      schema: {
        querystring: memberListQuerySchema,
        response: { 200: memberListAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listMembers(app, request.query),
  );

  app.get(
    '/api/admin/members.csv',
    {
      config: { permission: 'members' },
      schema: { querystring: memberListQuerySchema, response: errorResponses(400, 401) },
    },
    async (request, reply) => sendCsv(reply, 'members.csv', membersCsv(app, request.query)),
  );
}
