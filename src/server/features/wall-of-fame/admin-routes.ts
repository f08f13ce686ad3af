import type { FastifyInstance } from 'fastify';
import { wallOfFameInputSchema, wallOfFameMemberSchema } from '../../../shared/wall-of-fame';
import { crudRoutes } from '../../lists/crud-routes';
import { memberWrites } from './service';

/** Wall-of-fame members in the admin API. */
export async function wallOfFameAdminRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    permission: 'content',
    path: '/api/admin/wall-of-fame',
    body: wallOfFameInputSchema,
    answer: wallOfFameMemberSchema,
    notFound: 'Member not found',
    deleted: 'The member has been removed from the Wall of Fame',
    service: memberWrites,
  });
}
