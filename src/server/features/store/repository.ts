import { asc, desc } from 'drizzle-orm';
import type { Product } from '../../../shared/store-schema';
import { productSchema } from '../../../shared/store-schema';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { rowsById } from '../../db/rows-by-id';
import { products } from '../../db/schema';

/** A product row as the API answers it. */
export const toProduct = rowMapper(productSchema);

/** The "featured" order the store shows by default: bestsellers, then new items, then newest. */
export async function listProducts(db: Executor): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(desc(products.bestseller), desc(products.newItem), desc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}

/** Products written by their id. */
export const productRows = rowsById(products, toProduct);
