import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/server/db/client';
import { buildPaidMember } from '../src/server/db/factories';
import { memberSessions, members, paidMembers } from '../src/server/db/schema';
import { build } from './helpers/build';
import { asMember, freeMember, me } from './helpers/members';

// A member's session, tier and seats are kept in the process while their tables stay the same
// (docs/decisions/0020): a member's pages cost what a visitor's cost, and every change is seen.

const app = await build();
const onPostgres = app.database.engine === 'postgres';

const memberIdOf = async (email: string) =>
  (
    await app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(sql`lower(${members.email})`, email))
  )[0].id;

/** The statements the app sends while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const before = app.database.writes.statements;
  await run();
  return app.database.writes.statements - before;
}

describe('a signed-in member', () => {
  it('asks the database nothing for their /api/me, their account or their tickets while nothing changed', async () => {
    const cookie = await freeMember(app, 'kept-quiet@example.com', 'Quiet Member');
    await me(app, cookie);
    await asMember(app, cookie, 'GET', '/api/account');
    await asMember(app, cookie, 'GET', '/api/account/tickets');
    await asMember(app, cookie, 'GET', '/api/account/waitlist');
    const spent = await statementsDuring(async () => {
      expect((await me(app, cookie)).name).toBe('Quiet Member');
      expect((await asMember(app, cookie, 'GET', '/api/account')).statusCode).toBe(200);
      expect((await asMember(app, cookie, 'GET', '/api/account/tickets')).statusCode).toBe(200);
      expect((await asMember(app, cookie, 'GET', '/api/account/waitlist')).statusCode).toBe(200);
    });
    // On PostgreSQL one read of the tables' versions may serve them all (other processes write too).
    expect(spent).toBeLessThanOrEqual(onPostgres ? 1 : 0);
  });

  it('is signed out at once, and sees their new name at once, when this process makes the change', async () => {
    const cookie = await freeMember(app, 'kept-out@example.com', 'Before Rename');
    await me(app, cookie);
    expect((await asMember(app, cookie, 'PATCH', '/api/account', { name: 'After Rename' })).statusCode).toBe(
      200,
    );
    expect((await me(app, cookie)).name).toBe('After Rename');
    expect((await asMember(app, cookie, 'POST', '/api/account/sign-out')).statusCode).toBe(200);
    expect(await me(app, cookie)).toBeNull();
  });
});

describe.runIf(onPostgres)('changes made by another process or a script', () => {
  it('end a session and change a tier within a moment', async () => {
    const other = await openPostgresDatabase(app.database.url ?? '', 2);
    try {
      const cookie = await freeMember(app, 'kept-other@example.com', 'Other Process');
      expect((await me(app, cookie)).tier).toBe('free');
      const id = await memberIdOf('kept-other@example.com');
      await other.db.insert(paidMembers).values(
        buildPaidMember({
          name: 'Other Process',
          email: 'kept-other@example.com',
          membershipTier: 'inner_circle',
          memberId: id,
        }),
      );
      await expect.poll(async () => (await me(app, cookie)).tier, { timeout: 5000 }).toBe('inner_circle');
      await other.db.delete(memberSessions).where(eq(memberSessions.memberId, id));
      await expect.poll(async () => me(app, cookie), { timeout: 5000 }).toBeNull();
    } finally {
      await other.close();
    }
  });
});
