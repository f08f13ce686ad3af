import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { getPitchDeck, listActiveSponsors } from './service';

export async function sponsorRoutes(app: FastifyInstance) {
  app.get('/api/sponsors', precompressed, async (request, reply) =>
    sendCached(request, reply, await app.caches.sponsors.get('list', () => listActiveSponsors(app.db))),
  );
  app.get('/api/pitch-deck', precompressed, async (request, reply) =>
    sendCached(request, reply, await app.caches.sponsors.get('pitch-deck', () => getPitchDeck(app.db))),
  );
}
