// What the store's query string may ask (its sorts, how many products one answer holds), in a
// module that imports nothing: store-schema.ts checks a query against it and store.ts takes its
// `Product` type from store-schema.ts, so the two never import each other.

/** The most products one answer holds: the store is paged, never sent whole. */
export const MAX_PRODUCTS_PER_ANSWER = 100;
/** The store's sort orders; "featured" is the server's own order. */
export const STORE_SORTS = ['featured', 'newest', 'price-low', 'price-high'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
