import type { FastifyInstance } from 'fastify';
import { listWallOfFame } from './service';

export async function wallOfFameRoutes(app: FastifyInstance) {
  app.get('/api/wall-of-fame', async () => listWallOfFame(app.db));
}
