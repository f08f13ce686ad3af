import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PitchDeck, Sponsor } from '../../../shared/sponsors';
import { pitchDeckInputSchema, sponsorInputSchema } from '../../../shared/sponsors-schema';
import { pitchDeck, sponsors } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema, messageAnswer } from '../../route-params';
import { toSponsor } from './service';

/** Sponsors and the pitch deck in the admin API (spec §7); both live in the sponsors cache. */
export async function sponsorAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sponsorAnswer = z.custom<Sponsor>();
  const notFound = () => new HttpError(404, 'Sponsor not found');
  // An omitted website clears a stored one.
  const columns = (input: z.output<typeof sponsorInputSchema>) => ({
    ...input,
    websiteUrl: input.websiteUrl ?? null,
  });

  app.get(
    '/api/admin/sponsors',
    { schema: { response: { 200: z.custom<Sponsor[]>(), ...errorResponses(401) } } },
    async () => {
      const rows = await app.db
        .select()
        .from(sponsors)
        .orderBy(asc(sponsors.displayOrder), asc(sponsors.name), asc(sponsors.id));
      return rows.map(toSponsor);
    },
  );

  app.post(
    '/api/admin/sponsors',
    { schema: { body: sponsorInputSchema, response: { 201: sponsorAnswer, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const [row] = await app.db.insert(sponsors).values(columns(request.body)).returning();
      app.caches.sponsors.clear();
      return reply.code(201).send(toSponsor(row));
    },
  );

  app.put(
    '/api/admin/sponsors/:id',
    {
      schema: {
        params: idParamsSchema,
        body: sponsorInputSchema,
        response: { 200: sponsorAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(sponsors)
        .set(columns(request.body))
        .where(eq(sponsors.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      app.caches.sponsors.clear();
      return toSponsor(row);
    },
  );

  app.delete(
    '/api/admin/sponsors/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const deleted = await app.db
        .delete(sponsors)
        .where(eq(sponsors.id, request.params.id))
        .returning({ id: sponsors.id });
      if (deleted.length === 0) throw notFound();
      app.caches.sponsors.clear();
      return { message: 'The sponsor has been deleted successfully' };
    },
  );

  // One deck at a time: a new upload replaces the current one.
  app.post(
    '/api/admin/pitch-deck',
    {
      schema: {
        body: pitchDeckInputSchema,
        response: { 200: z.custom<PitchDeck>(), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = { ...request.body, updatedAt: new Date() };
      await app.db
        .insert(pitchDeck)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: pitchDeck.id, set: values });
      app.caches.sponsors.clear();
      return request.body;
    },
  );
}
