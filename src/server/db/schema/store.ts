import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    category: text().notNull().default('Apparel'),
    price: integer().notNull(),
    originalPrice: integer(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colors: text().array().notNull().default(sql`'{}'::text[]`),
    bestseller: boolean().notNull().default(false),
    memberOnly: boolean().notNull().default(false),
    newItem: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    // The store's own order (bestsellers, new items, the newest), as the dashboard's list pages it
    // (NULLS FIRST, as a plain DESC sorts, or the index does not serve the order).
    index('products_store_order_idx').on(
      t.bestseller.desc().nullsFirst(),
      t.newItem.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
  ],
);
