import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pitchDeckInputSchema,
  pitchDeckSchema,
  sponsorInputSchema,
  sponsorListSchema,
  sponsorSchema,
} from '../../../shared/sponsors-schema';
import { errorResponses } from '../../errors';
import { crudRoutes } from '../../lists/crud-routes';
import { listSponsors, replacePitchDeck, sponsorWrites } from './service';

/** Sponsors and the pitch deck in the admin API. */
export async function sponsorAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/sponsors',
    {
      config: { permission: 'content' },
      schema: { response: { 200: sponsorListSchema, ...errorResponses(401) } },
    },
    async () => listSponsors(fastify),
  );

  crudRoutes(fastify, {
    permission: 'content',
    path: '/api/admin/sponsors',
    body: sponsorInputSchema,
    answer: sponsorSchema,
    notFound: 'Sponsor not found',
    deleted: 'The sponsor has been deleted successfully',
    service: sponsorWrites,
  });

  // One deck at a time: a new upload replaces the current one.
  app.post(
    '/api/admin/pitch-deck',
    {
      config: { permission: 'content' },
      schema: { body: pitchDeckInputSchema, response: { 200: pitchDeckSchema, ...errorResponses(400, 401) } },
    },
    async (request) => replacePitchDeck(fastify, request.body),
  );
}
