import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened here, with the extensions the migrations create: pg_trgm
 * gives staff's searches an index (migration 0015), and a database that has it cannot be read
 * without it. PostgreSQL ships the same extension in its contrib modules.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
}

/**
 * PostgreSQL's defaults are sized for a server of its own: 128 MB of shared buffers and room for a
 * hundred connections. The embedded database lives inside the app's process and has one
 * connection, and a club's data is a few megabytes, which the operating system's file cache holds
 * as well: 16 MB of buffers take about 130 MB less memory from the start and open the database a
 * third of a second sooner (README, "Speed"). `npm start` also compiles the database's WebAssembly
 * a function at a time as it is first called (`--wasm-lazy-compilation`): most of PostgreSQL is
 * never called by a club, and compiling it all cost a tenth of a second and 10 MB.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=10'];
