import type { FastifyInstance } from 'fastify';
import { getPitchDeck, listActiveSponsors } from './service';

export async function sponsorRoutes(app: FastifyInstance) {
  app.get('/api/sponsors', async () => listActiveSponsors(app.db));
  app.get('/api/pitch-deck', async () => getPitchDeck(app.db));
}
