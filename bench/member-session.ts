import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { startSession } from '../src/server/features/members/sessions';
import { openDatabase } from '../src/server/start';

/**
 * A session for the member with this e-mail in the database DATA_DIR or DATABASE_URL of `env`
 * names (no server may hold the embedded database meanwhile): the cookie's token. The benchmarks
 * sign in this way instead of sending sign-in e-mails.
 */
export async function memberSessionToken(env: Record<string, string>, email: string): Promise<string> {
  const database = await openDatabase(loadConfig({ ...process.env, NODE_ENV: 'production', ...env }));
  try {
    const result = await database.db.execute(
      sql`select id from members where lower(email) = lower(${email})`,
    );
    const [member] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!member) throw new Error(`No member has the e-mail ${email}.`);
    return await startSession(database.db, member.id, 'bench');
  } finally {
    await database.close();
  }
}
