import { z } from 'zod';

/**
 * The mapper from a table's row to the API object, made from the answer's own shared schema: each
 * field of the schema is taken from the row (a timestamp becomes its ISO string; a null where the
 * answer leaves the field out instead is left out), other columns are dropped, and the schema
 * checks the result. A mapper therefore cannot drift from the contract the API promises.
 */
export function rowMapper<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): (row: object) => z.output<z.ZodObject<Shape>> {
  const fields = Object.entries(schema.shape).map(([key, field]) => ({
    key,
    nullLeftOut: z.safeParse(field, undefined).success && !z.safeParse(field, null).success,
  }));
  return (row) => {
    const picked: Record<string, unknown> = {};
    for (const { key, nullLeftOut } of fields) {
      const value = (row as Record<string, unknown>)[key];
      if (value === null && nullLeftOut) continue;
      picked[key] = value instanceof Date ? value.toISOString() : value;
    }
    return schema.parse(picked);
  };
}
