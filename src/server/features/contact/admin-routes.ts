import type { FastifyInstance } from 'fastify';
import { contactMessageListSchema } from '../../../shared/contact-messages';
import { listWithCsvRoutes } from '../../list-routes';
import { contactMessagesCsv, listContactMessages } from './service';

/** The dashboard's form submissions, newest first, and their CSV. */
export async function contactAdminRoutes(app: FastifyInstance) {
  listWithCsvRoutes(app, {
    path: '/api/admin/contact-messages',
    list: contactMessageListSchema,
    read: () => listContactMessages(app),
    csv: { fileName: 'form-submissions.csv', make: () => contactMessagesCsv(app) },
  });
}
