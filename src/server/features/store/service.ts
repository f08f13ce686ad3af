import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Product, type productInputSchema, productListSchema } from '../../../shared/store-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import * as repository from './repository';

type ProductInput = z.output<typeof productInputSchema>;

/**
 * The public product list from the products cache. Its body is sent as cached bytes, past the
 * serializer that checks other answers, so it is checked against the schema here, once per fill.
 */
export function cachedProducts(app: FastifyInstance): Promise<CachedAnswer<Product[]>> {
  return app.caches.products.get('list', async () =>
    productListSchema.parse(await repository.listProducts(app.db)),
  );
}

// A write clears the products cache: the list (and the pages showing it) follow on the next request.

export async function createProduct(app: FastifyInstance, input: ProductInput): Promise<Product> {
  const product = await repository.insertProduct(app.db, input);
  app.caches.products.clear();
  return product;
}

export async function updateProduct(
  app: FastifyInstance,
  id: number,
  input: ProductInput,
): Promise<Product | undefined> {
  const product = await repository.updateProduct(app.db, id, input);
  if (product) app.caches.products.clear();
  return product;
}

export async function deleteProduct(app: FastifyInstance, id: number): Promise<boolean> {
  const deleted = await repository.deleteProduct(app.db, id);
  if (deleted) app.caches.products.clear();
  return deleted;
}
