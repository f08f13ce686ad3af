import type { Logger } from 'drizzle-orm/logger';

// What this process has written, per table: every statement the app sends goes through drizzle,
// whose logger sees its text first. An answer kept in the process (cache/kept-answers.ts) notes
// the counts of the tables it read, and is made again once one of them moved. Other processes
// (and scripts) are seen through the tables' versions instead (docs/decisions/0020).

/** The table an INSERT, UPDATE, DELETE or TRUNCATE names, or null for a read. */
export function writtenTable(statement: string): string | null {
  const match =
    /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i.exec(
      statement,
    );
  return match ? match[1].toLowerCase() : null;
}

export class WriteWatch implements Logger {
  private readonly counts = new Map<string, number>();
  /** Moves on with every write this process sends, whatever the table. */
  private all = 0;
  /** Every statement sent so far (tests count what a request costs). */
  statements = 0;
  /** Every write noted so far, whatever the table. */
  writes = 0;

  logQuery(query: string): void {
    this.statements += 1;
    const table = writtenTable(query);
    if (table) this.noteWrite(table);
    // A statement of another shape that may write (a CTE, a function call) moves every table.
    else if (!/^\s*(select|begin|commit|rollback|savepoint|release|set|show)\b/i.test(query)) {
      this.all += 1;
      this.writes += 1;
    }
  }

  noteWrite(table: string): void {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    this.writes += 1;
  }

  /**
   * Watches one PostgreSQL connection of the pool: a write is noted again once other connections
   * can see it (its statement done, outside a transaction; or its transaction committed), so an
   * answer read in between is not kept as if it were new. PGlite runs one statement or
   * transaction at a time: noting a write before it runs is enough there.
   */
  watchConnection(client: { query: (...args: never[]) => unknown }): void {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction: Set<string> | null = null;
    const noteAll = (tables: Iterable<string>) => {
      for (const table of tables) this.noteWrite(table);
    };
    (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      const result = original(...args);
      if (typeof text !== 'string' || !(result instanceof Promise)) return result;
      const after = (note: () => void) => {
        result.then(note, note);
      };
      if (/^\s*begin\b/i.test(text)) inTransaction = new Set();
      else if (/^\s*(commit|rollback)\b/i.test(text)) {
        const written = inTransaction ?? new Set<string>();
        inTransaction = null;
        after(() => noteAll(written));
      } else {
        const table = writtenTable(text);
        if (table && inTransaction) inTransaction.add(table);
        else if (table) after(() => this.noteWrite(table));
      }
      return result;
    };
  }

  /** The writes this process made to these tables, as one text (it changes when any of them moves). */
  generation(tables: readonly string[]): string {
    return `${this.all}:${tables.map((t) => this.counts.get(t) ?? 0).join(',')}`;
  }
}
