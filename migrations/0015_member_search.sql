-- Staff find members by any part of a name or an e-mail (LIKE '%…%'): a trigram index answers
-- that from the matches, where a B-tree cannot and the whole table would be read. pg_trgm comes
-- with PostgreSQL's contrib modules (trusted: a database owner may create it); the embedded
-- database loads it in src/server/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_search_idx" ON "members" USING gin (lower("name") gin_trgm_ops, lower("email") gin_trgm_ops);
