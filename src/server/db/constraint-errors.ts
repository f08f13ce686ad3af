// What a statement refused by a constraint looks like, on either engine: node-postgres and PGlite
// both give the SQLSTATE as `code`, and Drizzle wraps the driver's error as its `cause`.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** A row another row already has the unique value of (two staff adding the same name at once). */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === UNIQUE_VIOLATION;

/** A row still pointed at, or pointing at nothing (an event written in a category deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === FOREIGN_KEY_VIOLATION;
