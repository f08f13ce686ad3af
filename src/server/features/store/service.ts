import type { FastifyInstance } from 'fastify';
import { storeCategory } from '../../../shared/store';
import {
  type CatalogPage,
  catalogPageSchema,
  type Product,
  type ProductListQuery,
  productListSchema,
} from '../../../shared/store-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import { cachedDomainCrud } from '../../lists/crud-service';
import * as adminRepository from './admin-repository';
import * as repository from './repository';

/** A view of the store as the API is asked for it (defaults filled in by productListQuerySchema). */
export type ProductListRequest = Partial<ProductListQuery>;

/** The view's filter and page, and the cache key they make. */
function productView(request: ProductListRequest) {
  const words = (request.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const category = storeCategory(request.category)?.toLowerCase();
  const filter = { words, category };
  const page = { sort: request.sort ?? 'featured', offset: request.offset ?? 0, limit: request.limit ?? 100 };
  return { filter, page, key: JSON.stringify([words, category ?? '', page.sort, page.offset, page.limit]) };
}

/**
 * A page of the public product list from the products cache: the featured order and at most 100
 * products unless asked otherwise (docs/store.md). Its body is sent as cached bytes, past the
 * serializer that checks other answers, so it is checked against the schema here, once per fill.
 */
export function cachedProducts(
  app: FastifyInstance,
  request: ProductListRequest = {},
): Promise<CachedAnswer<Product[]>> {
  const { filter, page, key } = productView(request);
  return app.caches.products.get(`list:${key}`, async () =>
    productListSchema.parse(await repository.listProducts(app.db, { ...filter, ...page })),
  );
}

/** A page of the store as its page shows it, with how many products the view finds in all. */
export function cachedCatalog(
  app: FastifyInstance,
  request: ProductListRequest = {},
): Promise<CachedAnswer<CatalogPage>> {
  const { filter, page, key } = productView(request);
  return app.caches.products.get(`catalog:${key}`, async () => {
    const [products, total] = await Promise.all([
      repository.listProducts(app.db, { ...filter, ...page }),
      repository.countProducts(app.db, filter),
    ]);
    return catalogPageSchema.parse({ products, total });
  });
}

/** The admin API's writes, each clearing the products cache. */
export const productWrites = cachedDomainCrud('products', repository.productRows);

/** A page of the staff's product list with the total the search finds (the count is kept). */
export async function pageOfAdminProducts(
  app: FastifyInstance,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  const [page, total] = await Promise.all([
    adminRepository.pageOfProducts(app.db, search, cursor, limit),
    app.counts.get(['products'], `products ${search ?? ''}`, () =>
      adminRepository.countProducts(app.db, search),
    ),
  ]);
  return { ...page, total };
}
