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
  stamp: Stamp;
  madeAt: number;
  value: unknown;
}

/**
 * What the watched tables were when an answer was begun: this process's writes, and the versions
 * other processes moved (PostgreSQL).
 */
export interface Stamp {
  writes: string;
  versions: string;
}

/** How many answers are kept at once, and a bound on their weight (bytes, as `sizeOf` says). */
export interface KeptLimits {
  entries: number;
  bytes?: number;
  sizeOf?: (value: unknown) => number;
}

/**
 * The versions of the watched tables, read at most once per VERSIONS_FRESH_MS for every kept
 * answer of the process together. One reader for all of them: an answer made of other kept
 * answers (a member's page of their session and seats) is then never stamped newer than the
 * versions its parts were checked against.
 */
export class TableVersions {
  private last: { readAt: number; writesBefore: number; byTable: Map<string, string> } | null = null;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'engine' | 'db' | 'writes'>,
    private readonly watched: readonly VersionedTable[],
    readonly now: () => number = Date.now,
  ) {}

  /** The watched tables' state now, for an answer about to be made from `tables`. */
  async stamp(tables: readonly VersionedTable[]): Promise<Stamp> {
    const writes = this.database.writes.generation(tables);
    if (this.database.engine !== 'postgres') return { writes, versions: '' };
    // Read again when a write of this process was noted since: it moved the versions too, and an
    // answer stamped with the versions from before it would be made again for no change.
    const stale =
      !this.last ||
      this.now() - this.last.readAt >= VERSIONS_FRESH_MS ||
      this.last.writesBefore !== this.database.writes.writes;
    if (stale) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    const last = this.last as NonNullable<typeof this.last>;
    return { writes, versions: tables.map((t) => last.byTable.get(t) ?? '?').join(' ') };
  }

  private async read(): Promise<void> {
    const readAt = this.now();
    const writesBefore = this.database.writes.writes;
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
    this.last = {
      readAt,
      writesBefore,
      byTable: new Map(this.watched.map((table, i) => [table as string, values[i]])),
    };
  }
}

export class KeptAnswers {
  private readonly entries: LruMap<string, Entry>;

  constructor(
    readonly versions: TableVersions,
    limits: KeptLimits = { entries: MAX_ENTRIES },
  ) {
    const sizeOf = limits.sizeOf ?? (() => 0);
    this.entries = new LruMap(limits.entries, limits.bytes, (entry) => sizeOf(entry.value));
  }

  /** Another set of answers kept the same way, read against the same versions (docs/decisions/0020). */
  alongside(limits: KeptLimits): KeptAnswers {
    return new KeptAnswers(this.versions, limits);
  }

  /** The tables' state to make an answer with, taken before anything it is made of is read. */
  stamp(tables: readonly VersionedTable[]): Promise<Stamp> {
    return this.versions.stamp(tables);
  }

  /**
   * The answer `make` gives for `key`, made again only when one of `tables` moved since it was
   * last made (or it is older than MAX_AGE_MS). Stamped before reading: a write that lands while
   * `make` runs leaves the answer made again next time. An answer made of things read before this
   * call (a page of a session looked up first) passes the stamp taken before those.
   */
  async get<T>(
    tables: readonly VersionedTable[],
    key: string,
    make: () => Promise<T>,
    // Whether to keep this answer (a cookie that names no session is not kept: a flood of made-up
    // cookies must not push the real sessions out).
    keep: (value: T) => boolean = () => true,
    stamp?: Stamp,
  ): Promise<T> {
    const now = this.versions.now();
    const current = stamp ?? (await this.stamp(tables));
    const fullKey = `${tables.join(',')}\n${key}`;
    const kept = this.entries.get(fullKey);
    if (
      kept &&
      kept.stamp.writes === current.writes &&
      kept.stamp.versions === current.versions &&
      now - kept.madeAt < MAX_AGE_MS
    ) {
      return kept.value as T;
    }
    const value = await make();
    if (keep(value)) this.entries.set(fullKey, { stamp: current, madeAt: now, value });
    else this.entries.delete(fullKey);
    return value;
  }

  /** Forgets one answer (a session ended: its cookie must not work a moment longer). */
  drop(tables: readonly VersionedTable[], key: string): void {
    this.entries.delete(`${tables.join(',')}\n${key}`);
  }
}
