import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { listWallOfFame } from './service';

export async function wallOfFameRoutes(app: FastifyInstance) {
  app.get('/api/wall-of-fame', precompressed, async (request, reply) =>
    sendCached(request, reply, await app.caches.wallOfFame.get('list', () => listWallOfFame(app.db))),
  );
}
