import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';

// A row deleted in one table makes the database find the rows that point at it (to cascade, clear
// or refuse). Without an index on the pointing column, that is a read of the whole pointing table
// for every row deleted: cancelling one RSVP read every ticket the club ever issued, and deleting a
// night of 300,000 RSVPs did not finish in ten minutes.

const app = await build();

/** Pointing columns that may go without, and why. */
const WITHOUT_INDEX: Record<string, string> = {
  'introductory_offers.payment_id': 'payments are never deleted',
  'test_refunds.payment_id': "the built-in test provider's own payments, never deleted",
};

describe('foreign keys', () => {
  it('each have an index on the column that points, so a delete never reads a whole table', async () => {
    const result = await app.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as pointing
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`);
    const unindexed = (result as unknown as { rows: { pointing: string }[] }).rows.map((r) => r.pointing);
    expect(unindexed.filter((column) => !(column in WITHOUT_INDEX))).toEqual([]);
  });
});
