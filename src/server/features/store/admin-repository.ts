import { and, count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { cursorCondition, cursorKey, orderOf, pageOf, type SortKey, searchCondition } from '../../paging';
import { toProduct } from './repository';

// The SQL of the dashboard's products list: a page at a time, searched in the database.

/** The store's own order: bestsellers, then new items, then the newest. */
const storeOrder: SortKey[] = [
  { column: products.bestseller, direction: 'desc', kind: 'boolean' },
  { column: products.newItem, direction: 'desc', kind: 'boolean' },
  { column: products.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: products.id, direction: 'asc', kind: 'integer' },
];

const productsFound = (search: string | undefined) =>
  searchCondition([products.name, products.category, products.description], search);

/** One page of the products the search finds (by name, category or description), in the store's order. */
export async function pageOfProducts(
  db: Executor,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await db
    .select({ product: products, key: cursorKey(storeOrder) })
    .from(products)
    .where(and(productsFound(search), cursorCondition(storeOrder, cursor)))
    .orderBy(...orderOf(storeOrder))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => toProduct(row.product));
}

/** How many products the search finds. */
export async function countProducts(db: Executor, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productsFound(search));
  return row.n;
}
