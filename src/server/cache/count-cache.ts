import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { WriteWatch } from '../db/write-watch';
import { LruMap } from './lru';

/**
 * The tables whose counts the dashboard shows, or whose rows a process keeps (kept-answers.ts).
 * Each has a version, a sequence that every statement changing the table moves on (a database
 * trigger, migrations 0013, 0025 and 0027), from any process or script.
 */
export const versionedTables = [
  'events',
  'products',
  'members',
  'paid_members',
  'tickets',
  'ticket_orders',
  'rsvps',
  'contact_messages',
  'complimentary_memberships',
  'member_sessions',
  'waitlist_entries',
] as const;
export type VersionedTable = (typeof versionedTables)[number];

/** Counts remembered at once; a key holds what staff typed, so no choice of searches grows memory past this. */
const MAX_ENTRIES = 500;
/**
 * On PostgreSQL a writer moves the version when its statement ends, a moment before it commits: a
 * count made in between is remembered under the new version without the new row. Such a count is
 * made again after this long at the latest.
 */
export const COUNT_MAX_AGE_MS = 60_000;

interface Entry {
  versions: string;
  madeAt: number;
  value: unknown;
}

/**
 * Counts over whole tables (how many members, how many of a night's tickets) cost what the table
 * holds, and the dashboard asks for them with every page of a list. This keeps each count with the
 * versions of the tables it reads, so the count is made again only after one of those tables
 * changed; checking costs one read of a few sequences, whatever the tables hold
 * (docs/decisions/0016-dashboard-counts-are-kept.md).
 */
export class CountCache {
  private readonly entries = new LruMap<string, Entry>(MAX_ENTRIES);

  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
    /**
     * This process's own writes, noted once other connections can see them. On PostgreSQL a
     * table's version moves while its writer's statement runs, a moment before the write commits:
     * a count made in between would be kept under the new version without the new row. The
     * writes this process noted are part of what a count is kept under, so a count made while
     * one of them was in flight is made again once it landed (staff's own change shows at once);
     * a write by another process is caught by COUNT_MAX_AGE_MS.
     */
    private readonly writes?: Pick<WriteWatch, 'generation'>,
  ) {}

  /** The tables' versions now, as one text. */
  private async versionsOf(tables: readonly VersionedTable[]): Promise<string> {
    // The names come from the list above, never from a request. A sequence never moved yet reads
    // last_value 1 as its first move does: is_called tells them apart.
    const columns = sql.join(
      tables.map((table) =>
        sql.raw(`(select case when is_called then last_value else 0 end from "${table}_version")::text`),
      ),
      sql`, `,
    );
    const result = await this.db.execute(sql`select concat_ws(' ', ${columns}) as versions`);
    // node-postgres and PGlite both answer { rows }.
    return (result as unknown as { rows: { versions: string }[] }).rows[0].versions;
  }

  /** The value `make` gives, made again only when one of `tables` changed since it was last made for `key`. */
  async get<T>(tables: readonly VersionedTable[], key: string, make: () => Promise<T>): Promise<T> {
    // This process's writes first: one that lands after this line moves them, whatever is read next.
    const landed = this.writes?.generation(tables) ?? '';
    const versions = `${await this.versionsOf(tables)} ${landed}`;
    const fullKey = `${tables.join(',')}\n${key}`;
    const kept = this.entries.get(fullKey);
    const now = this.now();
    if (kept && kept.versions === versions && now - kept.madeAt < COUNT_MAX_AGE_MS) return kept.value as T;
    const value = await make();
    this.entries.set(fullKey, { versions, madeAt: now, value });
    return value;
  }
}
