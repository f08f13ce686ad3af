import type { FastifyInstance } from 'fastify';
import { listProducts } from './service';

export async function storeRoutes(app: FastifyInstance) {
  app.get('/api/store/products', async () => listProducts(app.db));
}
