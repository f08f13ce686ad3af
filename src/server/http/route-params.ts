import { z } from 'zod';

/** ":id" of a row: a positive integer that fits PostgreSQL's integer (a bigger one is a 400). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
