import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './embedded-lock';
import { openPglite } from './pglite';
import * as schema from './schema';
import { WriteWatch } from './write-watch';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of a Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a write can go: the database itself, or a transaction under way (so it commits with it). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  engine: 'embedded' | 'postgres';
  db: Database;
  /** PostgreSQL connection string when on PostgreSQL (LISTEN/NOTIFY, migrations). */
  url?: string;
  /** The tables this process wrote to (answers kept in the process watch them). */
  writes: WriteWatch;
  /** PostgreSQL's connection pool of this process (the embedded database has no pool): its figures. */
  connections(): ConnectionFigures | null;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionFigures {
  /** Open connections, idle ones among them, requests waiting for one, and the most allowed. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Opens the embedded PGlite database in <dataDir>/pglite, safely (see embedded-lock.ts). */
export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const { client, release } = await openEmbeddedClient(dataDir);
  return fromPglite(client, release);
}

/**
 * The raw PGlite client of <dataDir>/pglite, opened under our lock (backups need the client
 * itself); `release` gives the lock back after the client is closed.
 */
export async function openEmbeddedClient(dataDir: string): Promise<{ client: PGlite; release: () => void }> {
  const release = lockDataDir(dataDir);
  try {
    const dir = embeddedDir(dataDir);
    await initialiseIfMissing(dir);
    // A kill during start-up can leave an empty postmaster.pid that blocks every later open.
    const pidFile = path.join(dir, 'postmaster.pid');
    if (fs.existsSync(pidFile) && fs.statSync(pidFile).size === 0) fs.rmSync(pidFile);
    return { client: await openPglite({ dataDir: dir }), release };
  } catch (err) {
    release();
    throw err;
  }
}

/** Where the embedded database's files are inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** A restored database, checked and complete, waiting to be moved into place (see backup.ts). */
export const restoredDir = (dir: string) => `${dir}.restored`;

/** A new directory is initialised aside and moved into place, so a kill midway leaves no half-made one. */
async function initialiseIfMissing(dir: string): Promise<void> {
  if (fs.existsSync(dir)) return;
  // A restore killed between moving the old database aside and the restored one in: finish it,
  // rather than start an empty database.
  if (fs.existsSync(restoredDir(dir))) {
    fs.renameSync(restoredDir(dir), dir);
    return;
  }
  const parent = path.dirname(dir);
  for (const leftover of fs.readdirSync(parent)) {
    if (leftover.startsWith('pglite.init-'))
      fs.rmSync(path.join(parent, leftover), { recursive: true, force: true });
  }
  const temp = `${dir}.init-${process.pid}`;
  const client = await openPglite({ dataDir: temp });
  await client.close();
  fs.renameSync(temp, dir);
}

/** Wraps a PGlite instance (on disk, or loaded from a template in tests). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const writes = new WriteWatch();
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: writes }) as unknown as Database;
  return {
    engine: 'embedded',
    db,
    writes,
    connections: () => null,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

export interface PoolOptions {
  /** Connections this process keeps at most. */
  poolSize?: number;
  /** How long a request waits for a free connection before it is answered "busy" (errors.ts). */
  connectWaitMs?: number;
}

export async function openPostgresDatabase(
  url: string,
  { poolSize = 10, connectWaitMs = 5000 }: PoolOptions = {},
): Promise<DatabaseHandle> {
  // Loaded here, not at the top: a club on the embedded database never holds PostgreSQL's driver
  // in memory (a few megabytes of a small server's budget).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectWaitMs });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const writes = new WriteWatch();
  pool.on('connect', (client) => writes.watchConnection(client));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: writes }) as unknown as Database;
  const handle: DatabaseHandle = {
    engine: 'postgres',
    db,
    url,
    writes,
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
  return handle;
}
