import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { cachedPitchDeck, cachedSponsors } from './service';

export async function sponsorRoutes(app: FastifyInstance) {
  app.get('/api/sponsors', precompressed, async (request, reply) =>
    sendCached(request, reply, await cachedSponsors(app)),
  );
  app.get('/api/pitch-deck', precompressed, async (request, reply) =>
    sendCached(request, reply, await cachedPitchDeck(app)),
  );
}
