import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

// The columns and checks many tables share.

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tierCheck = (column: string) => sql.raw(`${column} in ('free', 'premium', 'inner_circle')`);
