import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { type ListQuery, listQuerySchema, pageSchema } from '../../shared/admin-lists';
import type { StaffPermission } from '../../shared/staff-roles';
import { errorResponses } from '../errors';
import { type Cell, csvText, sendCsv } from './csv';
import { everyItem } from './paging';

/** A list the server pages and searches (see paging.ts). */
export interface PagedList<Item> {
  /** The items the search finds after the cursor, in the list's order, at most `limit`. */
  read: (
    search: string | undefined,
    cursor: string | undefined,
    limit: number,
  ) => Promise<{ items: Item[]; nextCursor: string | null }>;
  /** How many items the search finds. */
  count: (search: string | undefined) => Promise<number>;
}

export interface ListWithCsvOptions<Item extends z.ZodType, Extra extends z.ZodRawShape> {
  /**
   * GET here answers one page as a plain array (what earlier clients read; the next page's cursor
   * is in the `x-next-cursor` header); GET `${path}.csv` every item the search finds, as a file.
   */
  path: string;
  /** GET here answers the page with its total (what the dashboard reads). */
  pagePath: string;
  /** One item as the API answers it (the serializer checks it). */
  item: Item;
  list: PagedList<z.input<Item>>;
  /** More figures the page answers beside the total (e.g. how many are unread), and how to get them. */
  extra?: { shape: Extra; read: () => Promise<z.input<z.ZodObject<Extra>>> };
  /** The file's name, its header and an item's row. */
  csv: { fileName: string; header: string[]; row: (item: z.input<Item>) => Cell[] };
  /** The staff permission the three routes need (src/shared/staff-roles.ts). */
  permission: StaffPermission;
}

/** A dashboard list, paged and searched on the server, and its CSV export (paid members, form submissions). */
export function listWithCsvRoutes<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  app: FastifyInstance,
  { path, pagePath, item, list, extra, csv, permission }: ListWithCsvOptions<Item, Extra>,
) {
  type Query = { Querystring: ListQuery };
  // Typed by hand: the zod type provider cannot see through a generic schema.
  const plain: FastifySchema = {
    querystring: listQuerySchema,
    response: { 200: z.array(item), ...errorResponses(400, 401) },
  };
  app.get<Query>(path, { schema: plain, config: { permission } }, async (request, reply) => {
    const { search, cursor, limit } = request.query;
    const page = await list.read(search, cursor, limit);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return page.items;
  });

  const paged: FastifySchema = {
    querystring: listQuerySchema,
    response: { 200: pageSchema(item).extend(extra?.shape ?? {}), ...errorResponses(400, 401) },
  };
  app.get<Query>(pagePath, { schema: paged, config: { permission } }, async (request) => {
    const { search, cursor, limit } = request.query;
    const [page, total, more] = await Promise.all([
      list.read(search, cursor, limit),
      list.count(search),
      extra?.read(),
    ]);
    return { ...page, total, ...more };
  });

  const file: FastifySchema = { querystring: listQuerySchema, response: errorResponses(400, 401) };
  app.get<Query>(`${path}.csv`, { schema: file, config: { permission } }, async (request, reply) => {
    const { search } = request.query;
    const items = everyItem((cursor, limit) => list.read(search, cursor, limit));
    return sendCsv(reply, csv.fileName, csvText(csv.header, items, csv.row));
  });
}
