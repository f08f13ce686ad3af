import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactMessage } from '../../../shared/contact-messages';
import { miamiStamp, sendCsv, toCsv } from '../../csv';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { errorResponses } from '../../errors';

/** Contact form submissions, newest first (read only: the contact form writes them). */
async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    interest: row.interest as ContactMessage['interest'],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function contactAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/contact-messages',
    { schema: { response: { 200: z.custom<ContactMessage[]>(), ...errorResponses(401) } } },
    async () => listContactMessages(app.db),
  );
  app.get(
    '/api/admin/contact-messages.csv',
    { schema: { response: errorResponses(401) } },
    async (_request, reply) => {
      const messages = await listContactMessages(app.db);
      const csv = toCsv(
        ['Name', 'Email', 'Interest', 'Sent (Miami)', 'Message'],
        messages.map((m) => [m.name, m.email, m.interest, miamiStamp(m.createdAt), m.message]),
      );
      return sendCsv(reply, 'form-submissions.csv', csv);
    },
  );
}
