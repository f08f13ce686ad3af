import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';
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
export function pageOfProducts(
  db: Executor,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readPage(db, products, { keys: storeOrder, where: productsFound(search), cursor, limit }, toProduct);
}

/** How many products the search finds. */
export const countProducts = (db: Executor, search: string | undefined) =>
  countRows(db, products, productsFound(search));
