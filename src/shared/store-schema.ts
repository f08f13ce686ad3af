import { z } from 'zod';
import { STORE_CATEGORIES } from './constants';
import { blankToNull, multiLine, nameLine, singleLine } from './fields';
import { dollarInputToCents } from './money';
import { MAX_PRODUCTS_PER_ANSWER, STORE_SORTS } from './store-query';
import { MAX_PRODUCT_IMAGES } from './uploads';
import { assetUrlSchema } from './uploads-schema';

// The dashboard's product form and the admin API validate with these, and the API's answers are
// checked against them; kept apart from store.ts so the store page itself does not download a
// validation library. store.ts takes its `Product` type from here, so this module imports nothing
// from store.ts.

/** A store product as the API answers it; prices in cents, createdAt an ISO date-time. */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  price: z.int().nonnegative(),
  originalPrice: z.int().nonnegative().nullable(),
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  bestseller: z.boolean(),
  memberOnly: z.boolean(),
  newItem: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/store/products: the store's products in its featured order, at most 100 (docs/store.md). */
export const productListSchema = z.array(productSchema);

/**
 * The store's query string (GET /api/store/products and /api/store/catalog): a search (every word
 * in the name or category), a category, a sort, and a page (`offset`, `limit` at most 100).
 */
export const productListQuerySchema = z.object({
  q: singleLine('Search').max(100, 'Search is too long').optional(),
  category: singleLine('Category').max(40, 'Category is too long').optional(),
  sort: z.enum(STORE_SORTS, 'Sort must be featured, newest, price-low or price-high').default('featured'),
  offset: z.coerce
    .number('Offset must be a number')
    .int('Offset must be a whole number')
    .min(0, 'Offset cannot be negative')
    .max(100_000, 'Offset can be at most 100000')
    .default(0),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PRODUCTS_PER_ANSWER, `Limit can be at most ${MAX_PRODUCTS_PER_ANSWER}`)
    .default(MAX_PRODUCTS_PER_ANSWER),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET /api/store/catalog: a page of the store as the store page shows it, and how many the view finds. */
export const catalogPageSchema = z.object({ products: productListSchema, total: z.int().nonnegative() });
export type CatalogPage = z.infer<typeof catalogPageSchema>;

const optionList = z
  .array(singleLine('Each size or colour').max(40, 'Each size or colour is at most 40 characters'))
  .max(30, 'At most 30 sizes or colours')
  .transform((items) => items.filter(Boolean))
  .default([]);

const cents = (label: string) =>
  z
    .number(`${label} is required`)
    .int(`${label} must be in whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too high`);

/** POST and PUT /api/admin/store/products: prices in cents. */
export const productInputSchema = z.object({
  name: nameLine('Name').min(1, 'Name is required').max(200, 'Name is too long'),
  description: z.preprocess(
    blankToNull,
    multiLine('Description').max(5000, 'Description is too long').nullable().default(null),
  ),
  price: cents('Price'),
  originalPrice: z.preprocess(blankToNull, cents('Original price').nullable().default(null)),
  category: z.enum(STORE_CATEGORIES, 'Choose a category').default('Apparel'),
  images: z.array(assetUrlSchema).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).default([]),
  sizes: optionList,
  colors: optionList,
  bestseller: z.boolean().default(false),
  memberOnly: z.boolean().default(false),
  newItem: z.boolean().default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  category: string;
  images: string[];
  sizes: string;
  colors: string;
  bestseller: boolean;
  memberOnly: boolean;
  newItem: boolean;
}

/** "S, M , ,L" -> ["S", "M", "L"]: comma-separated, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The product form's values (dollars, comma lists) as the API payload, validated. */
export function parseProductForm(values: ProductFormValues) {
  return productInputSchema.safeParse({
    ...values,
    price: dollarInputToCents(values.price) ?? undefined,
    originalPrice: dollarInputToCents(values.originalPrice),
    sizes: splitList(values.sizes),
    colors: splitList(values.colors),
  });
}
