import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { sendCsv } from './csv';
import { errorResponses } from './errors';

export interface ListWithCsvOptions<List extends z.ZodType> {
  /** GET here answers the list; GET `${path}.csv` the same rows as a file. */
  path: string;
  /** The list as the API answers it (the serializer checks it). */
  list: List;
  read: () => Promise<z.input<List>>;
  /** The file's name, and its text. */
  csv: { fileName: string; make: () => Promise<string> };
}

/** A dashboard list and its CSV export (paid members, form submissions). */
export function listWithCsvRoutes<List extends z.ZodType>(
  app: FastifyInstance,
  { path, list, read, csv }: ListWithCsvOptions<List>,
) {
  // Typed by hand: the zod type provider cannot see through a generic schema.
  const listed: FastifySchema = { response: { 200: list, ...errorResponses(401) } };
  app.get(path, { schema: listed }, async () => read());
  app.get(`${path}.csv`, { schema: { response: errorResponses(401) } }, async (_request, reply) =>
    sendCsv(reply, csv.fileName, await csv.make()),
  );
}
