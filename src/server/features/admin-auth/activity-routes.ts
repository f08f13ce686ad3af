import type { FastifyInstance } from 'fastify';
import { staffActionSchema, staffActivityFilterShape } from '../../../shared/staff-activity';
import { listWithCsvRoutes } from '../../lists/list-routes';
import { staffActivityCsv, staffActivityList } from './activity-service';

/**
 * The staff activity log for owners: GET /api/admin/activity/page (the dashboard's page with its
 * total), /api/admin/activity (a plain array) and /api/admin/activity.csv, newest first, searched
 * by who, what and from where, filtered by role and to the refused writes. Reading it is a GET,
 * so it adds nothing to the log.
 */
export async function staffActivityRoutes(app: FastifyInstance) {
  listWithCsvRoutes(app, {
    permission: 'staff',
    path: '/api/admin/activity',
    pagePath: '/api/admin/activity/page',
    item: staffActionSchema,
    filters: staffActivityFilterShape,
    list: staffActivityList(app),
    csv: staffActivityCsv,
  });
}
