import type { FastifyInstance } from 'fastify';
import { precompressed, sendCached } from '../../cache/response-cache';
import { listProducts } from './service';

export async function storeRoutes(app: FastifyInstance) {
  app.get('/api/store/products', precompressed, async (request, reply) =>
    sendCached(request, reply, await app.caches.products.get('list', () => listProducts(app.db))),
  );
}
