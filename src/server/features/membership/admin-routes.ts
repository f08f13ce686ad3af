import type { FastifyInstance } from 'fastify';
import { paidMemberSchema } from '../../../shared/membership';
import { listWithCsvRoutes } from '../../lists/list-routes';
import { paidMemberList, paidMembersCsv } from './service';

/** The dashboard's paid members, newest first, a page at a time, and their CSV. */
export async function membershipAdminRoutes(app: FastifyInstance) {
  listWithCsvRoutes(app, {
    permission: 'members',
    path: '/api/admin/paid-members',
    pagePath: '/api/admin/paid-members/page',
    item: paidMemberSchema,
    list: paidMemberList(app),
    csv: paidMembersCsv,
  });
}
