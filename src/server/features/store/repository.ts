import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Product, productInputSchema } from '../../../shared/store-schema';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type ProductInput = z.output<typeof productInputSchema>;

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

export async function insertProduct(db: Executor, input: ProductInput): Promise<Product> {
  const [row] = await db.insert(products).values(input).returning();
  return toProduct(row);
}

/** The product as updated, or undefined when there is none with this id. */
export async function updateProduct(
  db: Executor,
  id: number,
  input: ProductInput,
): Promise<Product | undefined> {
  const [row] = await db.update(products).set(input).where(eq(products.id, id)).returning();
  return row && toProduct(row);
}

/** Whether there was a product with this id. */
export async function deleteProduct(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
