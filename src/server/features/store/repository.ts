import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { StoreSort } from '../../../shared/store';
import type { Product } from '../../../shared/store-schema';
import { productSchema } from '../../../shared/store-schema';
import type { Executor } from '../../db/client';
import { likeEscaped } from '../../db/like-pattern';
import { rowMapper } from '../../db/row-mapper';
import { rowsById } from '../../db/rows-by-id';
import { products } from '../../db/schema';

/** A product row as the API answers it. */
export const toProduct = rowMapper(productSchema);

/** Which products a view of the store holds (the API's query, checked: productListQuerySchema). */
export interface ProductFilter {
  /** Lower-case words, each to be found in the name or the category. */
  words: string[];
  /** Lower case; matched whatever the letter case stored. */
  category?: string;
}

function productConditions({ words, category }: ProductFilter) {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(sql`lower(${products.category})`, category));
  for (const word of words) {
    conditions.push(
      sql`lower(${products.name} || ' ' || ${products.category}) like ${`%${likeEscaped(word)}%`} escape '\\'`,
    );
  }
  return and(...conditions);
}

/**
 * The orders of the store. "featured": bestsellers, then new items, then newest; the others break
 * ties by the featured order, as the store page always has.
 */
const featured = [
  desc(products.bestseller),
  desc(products.newItem),
  desc(products.createdAt),
  asc(products.id),
];
const orders: Record<StoreSort, SQL[]> = {
  featured,
  newest: [desc(products.createdAt), ...featured],
  'price-low': [asc(products.price), ...featured],
  'price-high': [desc(products.price), ...featured],
};

/** One page of a view of the store, in its order. */
export async function listProducts(
  db: Executor,
  filter: ProductFilter & { sort: StoreSort; offset: number; limit: number },
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(productConditions(filter))
    .orderBy(...orders[filter.sort])
    .offset(filter.offset)
    .limit(filter.limit);
  return rows.map(toProduct);
}

/** How many products a view of the store finds. */
export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productConditions(filter));
  return row.n;
}

/** Products written by their id. */
export const productRows = rowsById(products, toProduct);
