import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { VersionedTable } from './count-cache';
import { LruMap } from './lru';

// Answers a request would otherwise read from the database every time (who a session cookie is,
// that member's tier, the nights they have a seat at), kept in the process while the tables they
// read have not moved (docs/decisions/0020-sessions-are-kept-in-the-process.md):
// - this process's own writes are seen at once (db/write-watch.ts: drizzle shows us every
//   statement before it runs), with no round trip;
// - on PostgreSQL, other processes' and scripts' writes are seen through the tables' versions
//   (the sequences the dashboard counts use), read at most once per VERSIONS_FRESH_MS for every
//   request of the process together; the embedded database has no other process;
// - whatever the versions say, an answer is made again after MAX_AGE_MS: a write that commits a
//   moment after its version moved, and answers that follow the clock (a night that has begun).

/** How long one read of the versions serves every request of the process. */
export const VERSIONS_FRESH_MS = 100;
/** The longest an answer is kept, whatever the tables say. */
export const MAX_AGE_MS = 30_000;
/** Answers kept at once: the least recently used go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  writes: string;
  versions: string;
  madeAt: number;
  value: unknown;
}

/** How many answers are kept at once, and a bound on their weight (bytes, as `sizeOf` says). */
export interface KeptLimits {
  entries: number;
  bytes?: number;
  sizeOf?: (value: unknown) => number;
}

export class KeptAnswers {
  private readonly entries: LruMap<string, Entry>;
  private versions: { readAt: number; byTable: Map<string, string> } | null = null;
  private reading: Promise<Map<string, string>> | null = null;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'engine' | 'db' | 'writes'>,
    private readonly watched: readonly VersionedTable[],
    private readonly now: () => number = Date.now,
    limits: KeptLimits = { entries: MAX_ENTRIES },
  ) {
    const sizeOf = limits.sizeOf ?? (() => 0);
    this.entries = new LruMap(limits.entries, limits.bytes, (entry) => sizeOf(entry.value));
  }

  /** The versions of every watched table, read at most once per VERSIONS_FRESH_MS (on PostgreSQL). */
  private async versionsOf(tables: readonly VersionedTable[]): Promise<string> {
    if (this.database.engine !== 'postgres') return '';
    const now = this.now();
    let byTable =
      this.versions && now - this.versions.readAt < VERSIONS_FRESH_MS ? this.versions.byTable : null;
    if (!byTable) {
      this.reading ??= this.readVersions().finally(() => {
        this.reading = null;
      });
      byTable = await this.reading;
    }
    return tables.map((t) => byTable.get(t) ?? '?').join(' ');
  }

  private async readVersions(): Promise<Map<string, string>> {
    const readAt = this.now();
    // The names come from the list the app was built with, never from a request.
    const columns = sql.join(
      this.watched.map((table) =>
        sql.raw(`(select case when is_called then last_value else 0 end from "${table}_version")::text`),
      ),
      sql`, `,
    );
    const result = await this.database.db.execute(sql`select concat_ws(' ', ${columns}) as versions`);
    const text = (result as unknown as { rows: { versions: string }[] }).rows[0].versions;
    const values = text.split(' ');
    const byTable = new Map(this.watched.map((table, i) => [table as string, values[i]]));
    this.versions = { readAt, byTable };
    return byTable;
  }

  /**
   * The answer `make` gives for `key`, made again only when one of `tables` moved since it was
   * last made (or it is older than MAX_AGE_MS). Written before reading: a write of this process
   * that lands while `make` runs leaves the answer made again next time.
   */
  async get<T>(
    tables: readonly VersionedTable[],
    key: string,
    make: () => Promise<T>,
    // Whether to keep this answer (a cookie that names no session is not kept: a flood of made-up
    // cookies must not push the real sessions out).
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    const writes = this.database.writes.generation(tables);
    const versions = await this.versionsOf(tables);
    const fullKey = `${tables.join(',')}\n${key}`;
    const kept = this.entries.get(fullKey);
    const now = this.now();
    if (kept && kept.writes === writes && kept.versions === versions && now - kept.madeAt < MAX_AGE_MS) {
      return kept.value as T;
    }
    const value = await make();
    if (keep(value)) this.entries.set(fullKey, { writes, versions, madeAt: now, value });
    else this.entries.delete(fullKey);
    return value;
  }

  /** Forgets one answer (a session ended: its cookie must not work a moment longer). */
  drop(tables: readonly VersionedTable[], key: string): void {
    this.entries.delete(`${tables.join(',')}\n${key}`);
  }
}
