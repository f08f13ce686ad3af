import type { FastifyInstance } from 'fastify';
import { paidMemberListSchema } from '../../../shared/membership';
import { listWithCsvRoutes } from '../../list-routes';
import { listPaidMembers, paidMembersCsv } from './service';

/** The dashboard's paid members, newest first, and their CSV. */
export async function membershipAdminRoutes(app: FastifyInstance) {
  listWithCsvRoutes(app, {
    path: '/api/admin/paid-members',
    list: paidMemberListSchema,
    read: () => listPaidMembers(app),
    csv: { fileName: 'paid-members.csv', make: () => paidMembersCsv(app) },
  });
}
