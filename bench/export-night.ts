import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/start';

// A night with 300,000 RSVPs, added to the big club for one download of its RSVP list and taken
// away after (the other figures stay those of the seed): how much memory a CSV export of
// 300,000 rows takes. No server may hold the embedded database meanwhile.

export const EXPORT_NIGHT_TITLE = 'Bench Export Night';
export const EXPORT_NIGHT_ROWS = 300_000;

async function withDatabase<T>(
  env: Record<string, string>,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', ...env });
  // A server just stopped may still be closing the embedded database: after the night's 300,000
  // rows that took more than 20 s once, so it is waited for up to two minutes.
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  for (let tries = 0; !database; tries++) {
    try {
      database = await openDatabase(config);
    } catch (err) {
      if ((err as Error).name !== 'DataDirLockedError' || tries >= 600) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await migrate(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Adds the night and its RSVPs (in one statement, by the database itself); answers its id. */
export function addExportNight(env: Record<string, string>): Promise<number> {
  return withDatabase(env, async (db) => {
    await db.execute(sql`delete from events where title = ${EXPORT_NIGHT_TITLE}`);
    const added = await db.execute(
      sql`insert into events (title, description, category, date, price, venue, membership_required)
          values (${EXPORT_NIGHT_TITLE}, 'Three hundred thousand guests.', 'VIP', now() - interval '30 days', 0, 'Bayfront Park', 'free')
          returning id`,
    );
    const [{ id }] = (added as unknown as { rows: { id: number }[] }).rows;
    await db.execute(
      sql`insert into rsvps (event_id, name, email, created_at)
          select ${id}, 'Guest ' || g, 'guest' || g || '@export.mesc.test', now() - interval '40 days' + g * interval '1 second'
          from generate_series(1, ${EXPORT_NIGHT_ROWS}) g`,
    );
    return id;
  });
}

export function removeExportNight(env: Record<string, string>): Promise<void> {
  return withDatabase(env, async (db) => {
    await db.execute(sql`delete from events where title = ${EXPORT_NIGHT_TITLE}`);
  });
}
