import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { cachedProducts } from './service';

export async function storeRoutes(app: FastifyInstance) {
  app.get('/api/store/products', precompressed, async (request, reply) =>
    sendCached(request, reply, await cachedProducts(app)),
  );
}
