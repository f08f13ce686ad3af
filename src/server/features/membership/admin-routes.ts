import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TierId } from '../../../shared/constants';
import { formatDollars } from '../../../shared/money';
import { type PaidMember, paidTierLabel } from '../../../shared/paid-members';
import { miamiStamp, sendCsv, toCsv } from '../../csv';
import type { Database } from '../../db/client';
import { paidMembers } from '../../db/schema';
import { errorResponses } from '../../errors';

/** Members who paid, newest first (read only: the payment flow writes them). */
async function listPaidMembers(db: Database): Promise<PaidMember[]> {
  const rows = await db.select().from(paidMembers).orderBy(desc(paidMembers.createdAt), desc(paidMembers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    membershipTier: row.membershipTier as TierId,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
  }));
}

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
        ['Name', 'Email', 'Tier', 'Amount', 'Joined (Miami)'],
        members.map((m) => [
          m.name,
          m.email,
          paidTierLabel(m.membershipTier),
          formatDollars(m.amount),
          miamiStamp(m.createdAt),
        ]),
      );
      return sendCsv(reply, 'paid-members.csv', csv);
    },
  );
}
