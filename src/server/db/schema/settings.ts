import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Small key/value settings kept by the app itself, such as the admin password hash. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});
