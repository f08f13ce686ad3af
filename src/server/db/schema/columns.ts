import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff-roles';

// The columns and checks many tables share.

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tierCheck = (column: string) => sql.raw(`${column} in ('free', 'premium', 'inner_circle')`);
/** A staff role column holds one of the roles src/shared/staff-roles.ts defines. */
export const roleCheck = (column: string) =>
  sql.raw(`${column} in (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`);
