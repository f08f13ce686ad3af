import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDollars } from '../../../shared/money';
import { membershipStatusLabel, type PaidMember, paidTierLabel } from '../../../shared/paid-members';
import { miamiStamp, sendCsv, toCsv } from '../../csv';
import { errorResponses } from '../../errors';
import { listPaidMembers } from './members';

export async function membershipAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/paid-members',
    { schema: { response: { 200: z.custom<PaidMember[]>(), ...errorResponses(401) } } },
    async () => listPaidMembers(app.db),
  );
  app.get(
    '/api/admin/paid-members.csv',
    { schema: { response: errorResponses(401) } },
    async (_request, reply) => {
      const members = await listPaidMembers(app.db);
      const csv = toCsv(
        ['Name', 'Email', 'Tier', 'Amount', 'Status', 'Joined (Miami)'],
        members.map((m) => [
          m.name,
          m.email,
          paidTierLabel(m.membershipTier),
          formatDollars(m.amount),
          membershipStatusLabel(m.status),
          miamiStamp(m.createdAt),
        ]),
      );
      return sendCsv(reply, 'paid-members.csv', csv);
    },
  );
}
