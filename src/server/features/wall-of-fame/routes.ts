import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { cachedWallOfFame } from './service';

export async function wallOfFameRoutes(app: FastifyInstance) {
  app.get('/api/wall-of-fame', precompressed, async (request, reply) =>
    sendCached(request, reply, await cachedWallOfFame(app)),
  );
}
