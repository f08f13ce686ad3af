import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const sponsors = pgTable('sponsors', {
  id: id(),
  name: text().notNull(),
  logoUrl: text().notNull(),
  websiteUrl: text(),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** At most one row: the current deck (id is always 1). */
export const pitchDeck = pgTable(
  'pitch_deck',
  {
    id: integer().primaryKey().default(1),
    fileName: text().notNull(),
    fileUrl: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [check('pitch_deck_single_row_check', sql`${t.id} = 1`)],
);
