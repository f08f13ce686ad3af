import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { startSession } from '../src/server/features/members/sessions';
import { openDatabase } from '../src/server/start';

/** Chooses the member with the longest past who holds what a member typically holds ahead. */
export const LONG_STANDING = Symbol('the long-standing member');

/**
 * The member with the most past tickets among those holding at most one ticket to come: what the
 * member area costs for years of history with an ordinary present.
 */
const longStandingMember = sql`
  select m.id from members m
  join tickets t on lower(t.email) = lower(m.email)
  join events e on e.id = t.event_id
  where m.deleted_at is null
  group by m.id
  having count(*) filter (where e.date > now()) <= 1
  order by count(*) filter (where e.date <= now()) desc, m.id
  limit 1`;

/**
 * A session for the member with this e-mail (or LONG_STANDING) in the database DATA_DIR or DATABASE_URL of `env`
 * names (no server may hold the embedded database meanwhile): the cookie's token. The benchmarks
 * sign in this way instead of sending sign-in e-mails.
 */
export async function memberSessionToken(
  env: Record<string, string>,
  who: string | typeof LONG_STANDING,
): Promise<string> {
  const database = await openDatabase(loadConfig({ ...process.env, NODE_ENV: 'production', ...env }));
  try {
    const result = await database.db.execute(
      who === LONG_STANDING
        ? longStandingMember
        : sql`select id from members where lower(email) = lower(${who})`,
    );
    const [member] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!member) throw new Error(`No member is ${String(who)}.`);
    return await startSession(database.db, member.id, 'bench');
  } finally {
    await database.close();
  }
}
