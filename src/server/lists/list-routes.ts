import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { type ListQuery, listQuerySchema, pageSchema } from '../../shared/admin-lists';
import type { StaffPermission } from '../../shared/staff-roles';
import { errorResponses } from '../errors';
import { type Cell, csvText, sendCsv } from './csv';
import { everyItem } from './paging';

/**
 * A list the server pages and searches (see paging.ts). `Filters`: the values of the list's own
 * query fields beside the search (none for most lists), given to each read and count.
 */
export interface PagedList<Item, Filters = Record<never, never>> {
  /** The items the search (and filters) find after the cursor, in the list's order, at most `limit`. */
  read: (
    search: string | undefined,
    cursor: string | undefined,
    limit: number,
    filters: Filters,
  ) => Promise<{ items: Item[]; nextCursor: string | null }>;
  /** How many items the search (and filters) find. */
  count: (search: string | undefined, filters: Filters) => Promise<number>;
}

export interface ListWithCsvOptions<
  Item extends z.ZodType,
  Extra extends z.ZodRawShape,
  Filters extends z.ZodRawShape,
> {
  /**
   * GET here answers one page as a plain array (what earlier clients read; the next page's cursor
   * is in the `x-next-cursor` header); GET `${path}.csv` every item the search finds, as a file.
   */
  path: string;
  /** GET here answers the page with its total (what the dashboard reads). */
  pagePath: string;
  /** One item as the API answers it (the serializer checks it). */
  item: Item;
  /**
   * Query fields the three routes take beside the search and paging (e.g. a role), each optional;
   * their parsed values go to every read and count of `list`. A bad value is a 400 like a bad search.
   */
  filters?: Filters;
  list: PagedList<z.input<Item>, z.output<z.ZodObject<Filters>>>;
  /** More figures the page answers beside the total (e.g. how many are unread), and how to get them. */
  extra?: { shape: Extra; read: () => Promise<z.input<z.ZodObject<Extra>>> };
  /** The file's name, its header and an item's row. */
  csv: { fileName: string; header: string[]; row: (item: z.input<Item>) => Cell[] };
  /** The staff permission the three routes need (src/shared/staff-roles.ts). */
  permission: StaffPermission;
}

/**
 * A dashboard list, paged and searched on the server (and filtered, when it has filters), and its
 * CSV export (paid members, form submissions, the staff activity log).
 */
export function listWithCsvRoutes<
  Item extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
  Filters extends z.ZodRawShape = Record<never, never>,
>(
  app: FastifyInstance,
  { path, pagePath, item, list, filters, extra, csv, permission }: ListWithCsvOptions<Item, Extra, Filters>,
) {
  type FilterValues = z.output<z.ZodObject<Filters>>;
  type Query = { Querystring: ListQuery };
  const querystring = listQuerySchema.extend(filters ?? {});
  /** The query (as `querystring` parsed it) split into the search, the paging and the list's own filters. */
  const parts = (query: ListQuery) => {
    const { search, cursor, limit, ...rest } = query;
    return { search, cursor, limit, filtered: rest as FilterValues };
  };
  // Typed by hand: the zod type provider cannot see through a generic schema.
  const plain: FastifySchema = {
    querystring,
    response: { 200: z.array(item), ...errorResponses(400, 401) },
  };
  app.get<Query>(path, { schema: plain, config: { permission } }, async (request, reply) => {
    const { search, cursor, limit, filtered } = parts(request.query);
    const page = await list.read(search, cursor, limit, filtered);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return page.items;
  });

  const paged: FastifySchema = {
    querystring,
    response: { 200: pageSchema(item).extend(extra?.shape ?? {}), ...errorResponses(400, 401) },
  };
  app.get<Query>(pagePath, { schema: paged, config: { permission } }, async (request) => {
    const { search, cursor, limit, filtered } = parts(request.query);
    const [page, total, more] = await Promise.all([
      list.read(search, cursor, limit, filtered),
      list.count(search, filtered),
      extra?.read(),
    ]);
    return { ...page, total, ...more };
  });

  const file: FastifySchema = { querystring, response: errorResponses(400, 401) };
  app.get<Query>(`${path}.csv`, { schema: file, config: { permission } }, async (request, reply) => {
    const { search, filtered } = parts(request.query);
    const items = everyItem((cursor, limit) => list.read(search, cursor, limit, filtered));
    return sendCsv(reply, csv.fileName, csvText(csv.header, items, csv.row));
  });
}
