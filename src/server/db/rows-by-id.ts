import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export type TableWithId = PgTable & { id: PgColumn };

/** A row by its integer id as the table holds it, or undefined. */
export async function findRowById<Table extends TableWithId>(
  db: Executor,
  table: Table,
  id: number,
): Promise<InferSelectModel<Table> | undefined> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as InferSelectModel<Table>[];
  return row;
}

/** A repository's writes of one kind of item, by its id. */
export interface RowWrites<Input, Item> {
  /** The item as it is, or undefined when there is none with this id. */
  find: (db: Executor, id: number) => Promise<Item | undefined>;
  insert: (db: Executor, input: Input) => Promise<Item>;
  /** The item as updated, or undefined when there is none with this id. */
  update: (db: Executor, id: number, input: Input) => Promise<Item | undefined>;
  /** Whether there was an item with this id. */
  delete: (db: Executor, id: number) => Promise<boolean>;
}

/**
 * Inserts, updates and deletes of a table's rows by their integer id, each answering the row as
 * `toItem` maps it: an update of no row answers undefined, a delete whether there was a row.
 */
export function rowsById<Table extends TableWithId, Item>(
  table: Table,
  toItem: (row: InferSelectModel<Table>) => Item,
): RowWrites<InferInsertModel<Table>, Item> {
  return {
    async find(db, id) {
      const row = await findRowById(db, table, id);
      return row && toItem(row);
    },
    async insert(db, values) {
      const [row] = (await db.insert(table).values(values).returning()) as InferSelectModel<Table>[];
      return toItem(row);
    },
    async update(db, id, values) {
      const [row] = (await db
        .update(table)
        .set(values)
        .where(eq(table.id, id))
        .returning()) as InferSelectModel<Table>[];
      return row && toItem(row);
    },
    async delete(db, id) {
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}
