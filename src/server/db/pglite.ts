import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened here, with the extensions the migrations create: pg_trgm
 * gives staff's searches an index (migration 0015), and a database that has it cannot be read
 * without it. PostgreSQL ships the same extension in its contrib modules.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
