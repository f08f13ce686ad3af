import type { FastifyInstance } from 'fastify';
import { type Product, productListSchema } from '../../../shared/store-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import { cachedDomainCrud } from '../../crud-service';
import * as repository from './repository';

/**
 * The public product list from the products cache. Its body is sent as cached bytes, past the
 * serializer that checks other answers, so it is checked against the schema here, once per fill.
 */
export function cachedProducts(app: FastifyInstance): Promise<CachedAnswer<Product[]>> {
  return app.caches.products.get('list', async () =>
    productListSchema.parse(await repository.listProducts(app.db)),
  );
}

/** The admin API's writes, each clearing the products cache. */
export const productWrites = cachedDomainCrud('products', repository.productRows);
