import { asc, desc } from 'drizzle-orm';
import type { Product } from '../../../shared/store-schema';
import type { Executor } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price,
    originalPrice: row.originalPrice,
    images: row.images,
    sizes: row.sizes,
    colors: row.colors,
    bestseller: row.bestseller,
    memberOnly: row.memberOnly,
    newItem: row.newItem,
    createdAt: row.createdAt.toISOString(),
  };
}

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
