import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type WallOfFameMember, wallOfFameInputSchema } from '../../../shared/wall-of-fame';
import { wallOfFameMembers } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema, messageAnswer } from '../../route-params';
import { toWallOfFameMember as toMember } from './service';

/** Wall-of-fame members in the admin API (spec §7). */
export async function wallOfFameAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const memberAnswer = z.custom<WallOfFameMember>();
  const notFound = () => new HttpError(404, 'Member not found');

  app.post(
    '/api/admin/wall-of-fame',
    { schema: { body: wallOfFameInputSchema, response: { 201: memberAnswer, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const [row] = await app.db.insert(wallOfFameMembers).values(request.body).returning();
      app.caches.wallOfFame.clear();
      return reply.code(201).send(toMember(row));
    },
  );

  app.put(
    '/api/admin/wall-of-fame/:id',
    {
      schema: {
        params: idParamsSchema,
        body: wallOfFameInputSchema,
        response: { 200: memberAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(wallOfFameMembers)
        .set(request.body)
        .where(eq(wallOfFameMembers.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      app.caches.wallOfFame.clear();
      return toMember(row);
    },
  );

  app.delete(
    '/api/admin/wall-of-fame/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const deleted = await app.db
        .delete(wallOfFameMembers)
        .where(eq(wallOfFameMembers.id, request.params.id))
        .returning({ id: wallOfFameMembers.id });
      if (deleted.length === 0) throw notFound();
      app.caches.wallOfFame.clear();
      return { message: 'The member has been removed from the Wall of Fame' };
    },
  );
}
