import { and, count, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { likeEscaped } from '../db/like-pattern';
import { HttpError } from '../errors';

// Keyset paging of the dashboard's lists: a page is the rows after the last one shown, in the
// list's order, found through the index of that order; so a deep page costs what the first does,
// and rows added meanwhile neither repeat nor push rows out. The cursor is the last row's sort
// key, base64url JSON; timestamps travel as text with their microseconds, so none is lost.

type Column = AnyPgColumn | SQL;

/** One column of a list's order. The last key must make the order total (an id). */
export interface SortKey {
  column: Column;
  direction: 'asc' | 'desc';
  kind: 'timestamp' | 'integer' | 'boolean';
}

type KeyValue = string | number | boolean;

const timestampText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The row's sort key as the cursor carries it (a JSON array, built by the database). */
export function cursorKey(keys: SortKey[]): SQL<KeyValue[]> {
  const parts = keys.map(({ column, kind }) =>
    kind === 'timestamp'
      ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql`${column}`,
  );
  return sql<KeyValue[]>`json_build_array(${sql.join(parts, sql`, `)})`;
}

export function orderOf(keys: SortKey[]): SQL[] {
  return keys.map(({ column, direction }) =>
    direction === 'asc' ? sql`${column} asc` : sql`${column} desc`,
  );
}

function keyValue(value: KeyValue, kind: SortKey['kind']): SQL {
  if (kind === 'timestamp') return sql`${value}::timestamptz`;
  if (kind === 'integer') return sql`${value}::integer`;
  return sql`${value}::boolean`;
}

/** Rows strictly after the cursor's row in the list's order. */
export function afterCursor(keys: SortKey[], values: KeyValue[]): SQL {
  const direction = keys[0].direction;
  if (keys.every((key) => key.direction === direction)) {
    // One direction: a row comparison, which the index of the order answers directly.
    const columns = sql.join(
      keys.map((key) => sql`${key.column}`),
      sql`, `,
    );
    const given = sql.join(
      keys.map((key, index) => keyValue(values[index], key.kind)),
      sql`, `,
    );
    return direction === 'asc' ? sql`(${columns}) > (${given})` : sql`(${columns}) < (${given})`;
  }
  // Mixed directions: after on the first key, or equal on it and after on the rest.
  const branches = keys.map((key, index) => {
    const equal = keys
      .slice(0, index)
      .map((earlier, j) => sql`${earlier.column} = ${keyValue(values[j], earlier.kind)}`);
    const value = keyValue(values[index], key.kind);
    const beyond = key.direction === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
    return and(...equal, beyond) as SQL;
  });
  return or(...branches) as SQL;
}

export function encodeCursor(values: KeyValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const badCursor = () => new HttpError(400, 'invalid_request', 'Cursor is not one this list gave');

/** The cursor's values, checked against the list's keys: a made-up cursor is a 400, never a database error. */
export function decodeCursor(cursor: string, keys: SortKey[]): KeyValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw badCursor();
  keys.forEach(({ kind }, index) => {
    const value: unknown = values[index];
    const fits =
      kind === 'boolean'
        ? typeof value === 'boolean'
        : kind === 'integer'
          ? Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
          : typeof value === 'string' && timestampText.test(value) && sameDay(value);
    if (!fits) throw badCursor();
  });
  return values as KeyValue[];
}

/** True when the text's calendar date exists (no 30 February). */
function sameDay(text: string): boolean {
  const at = new Date(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** The condition a page adds for its cursor (none on the first page). */
export function cursorCondition(keys: SortKey[], cursor: string | undefined): SQL | undefined {
  return cursor === undefined ? undefined : afterCursor(keys, decodeCursor(cursor, keys));
}

/**
 * A page from rows fetched with `limit + 1` (each with its `cursorKey` as `key`): the extra row
 * only says another page exists.
 */
export function pageOf<Row extends { key: KeyValue[] }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(last.key) : null,
  };
}

/**
 * One page of a table's rows the condition finds after the cursor, in the keys' order, at most
 * `limit`, each made an item.
 */
export async function readPage<Table extends PgTable, Item>(
  db: Executor,
  table: Table,
  {
    keys,
    where,
    cursor,
    limit,
  }: { keys: SortKey[]; where: SQL | undefined; cursor: string | undefined; limit: number },
  toItem: (row: Table['$inferSelect']) => Item,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const rows = (await db
    .select({ row: table as PgTable, key: cursorKey(keys) })
    .from(table as PgTable)
    .where(and(where, cursorCondition(keys, cursor)))
    .orderBy(...orderOf(keys))
    .limit(limit + 1)) as { row: Table['$inferSelect']; key: KeyValue[] }[];
  return pageOf(rows, limit, (row) => toItem(row.row));
}

/** How many of a table's rows the condition finds. */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row.n;
}

/** Every word of the search (split at white space) in one of the columns, any letter case. */
export function searchCondition(columns: Column[], search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/u).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${likeEscaped(word)}%`;
      // Lower case on both sides, by the database's own Unicode rules.
      return or(...columns.map((column) => sql`lower(${column}) like lower(${pattern}) escape '\\'`));
    }),
  );
}

/** Rows of a list read in batches of this many, for a CSV that streams. */
export const EXPORT_BATCH = 1000;

/** Every item of a paged list, a batch at a time (for CSV exports that stream). */
export async function* everyItem<Item>(
  readPage: (
    cursor: string | undefined,
    limit: number,
  ) => Promise<{ items: Item[]; nextCursor: string | null }>,
): AsyncGenerator<Item> {
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor, EXPORT_BATCH);
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
