import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListQuerySchema } from '../../../shared/store-schema';
import { precompressed, sendCached } from '../../cache/response-cache';
import { cachedCatalog, cachedProducts } from './service';

export async function storeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: productListQuerySchema };

  // The spec's list: the featured order, at most 100 products (a page of any view when asked).
  app.get('/api/store/products', { ...precompressed, schema }, async (request, reply) =>
    sendCached(request, reply, await cachedProducts(app, request.query)),
  );

  // The store page's: a page of a view, with how many products the view finds.
  app.get('/api/store/catalog', { ...precompressed, schema }, async (request, reply) =>
    sendCached(request, reply, await cachedCatalog(app, request.query)),
  );
}
