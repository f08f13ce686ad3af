import { brotliDecompressSync } from 'node:zlib';
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

/** The member's account page as the browser gets it, and whether answering it took a render. */
async function accountPage(cookie: string) {
  const rendersBefore = app.uncachedWork.counts.admitted;
  const page = await app.inject({ url: '/account', headers: { cookie, 'accept-encoding': 'br' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  const html = brotliDecompressSync(page.rawPayload).toString();
  return { html, rendered: app.uncachedWork.counts.admitted > rendersBefore };
}

describe("a member's own pages", () => {
  it('open again without a render while nothing on them changed', async () => {
    const cookie = await freeMember(app, 'kept-page@example.com', 'Kept Page');
    const first = await accountPage(cookie);
    expect(first.html).toContain('Welcome back, Kept Page.');
    const again = await accountPage(cookie);
    expect(again.rendered).toBe(false);
    expect(again.html).toBe(first.html);
  });

  it('show a new name at once, and a sign-out at once, and are never another member’s', async () => {
    const cookie = await freeMember(app, 'kept-page-rename@example.com', 'Page Before');
    const other = await freeMember(app, 'kept-page-other@example.com', 'Page Other');
    expect((await accountPage(cookie)).html).toContain('Welcome back, Page Before.');
    expect((await accountPage(other)).html).toContain('Welcome back, Page Other.');
    expect((await asMember(app, cookie, 'PATCH', '/api/account', { name: 'Page After' })).statusCode).toBe(
      200,
    );
    const renamed = await accountPage(cookie);
    expect(renamed.html).toContain('Welcome back, Page After.');
    expect(renamed.html).not.toContain('kept-page-other@example.com');
    expect((await accountPage(other)).html).toContain('Welcome back, Page Other.');
    expect((await asMember(app, cookie, 'POST', '/api/account/sign-out')).statusCode).toBe(200);
    const signedOut = await accountPage(cookie);
    expect(signedOut.html).toContain('Send me a sign-in link');
    expect(signedOut.html).not.toContain('Page After');
  });
});

describe.runIf(onPostgres)('changes made by another process or a script', () => {
  it("reach a member's kept account page within a moment", async () => {
    const other = await openPostgresDatabase(app.database.url ?? '', { poolSize: 2 });
    try {
      const cookie = await freeMember(app, 'kept-page-script@example.com', 'Script Before');
      expect((await accountPage(cookie)).html).toContain('Welcome back, Script Before.');
      const id = await memberIdOf('kept-page-script@example.com');
      await other.db.update(members).set({ name: 'Script After' }).where(eq(members.id, id));
      await expect
        .poll(async () => (await accountPage(cookie)).html, { timeout: 5000, interval: 250 })
        .toContain('Welcome back, Script After.');
    } finally {
      await other.close();
    }
  });

  it('end a session and change a tier within a moment', async () => {
    const other = await openPostgresDatabase(app.database.url ?? '', { poolSize: 2 });
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
