// What a statement refused by a constraint looks like, on either engine: node-postgres and PGlite
// both give the SQLSTATE as `code`, and Drizzle wraps the driver's error as its `cause`. And what
// a statement that never got a connection looks like (PostgreSQL only).

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

/** pg-pool's error when no connection came free in time, and pg's when the server did not answer. */
const BUSY_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** No connection of the pool came free in time (DATABASE_WAIT_MS): the statement never ran. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (BUSY_MESSAGES.has(current.message)) return true;
    current = current.cause;
  }
  return false;
}
