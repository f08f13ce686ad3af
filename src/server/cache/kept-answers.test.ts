import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../db/write-watch';
import { KeptAnswers, TableVersions, VERSIONS_FRESH_MS } from './kept-answers';

/**
 * A PostgreSQL database as kept answers see it: a member's name another process may change, the
 * version its write moves, and a clock the test moves by hand.
 */
function club() {
  const state = { name: 'Before', version: 1, now: 0, versionReads: 0 };
  const writes = new WriteWatch();
  const database = {
    engine: 'postgres' as const,
    writes,
    db: {
      execute: async () => {
        state.versionReads += 1;
        return { rows: [{ versions: String(state.version) }] };
      },
    },
  };
  const versions = new TableVersions(database as never, ['members'], () => state.now);
  const sessions = new KeptAnswers(versions);
  const pages = sessions.alongside({ entries: 10 });
  /** The member's page as a request makes it: stamped, then the session looked up, then rendered. */
  const page = async () => {
    const stamp = await pages.stamp(['members']);
    const name = await sessions.get(['members'], 'session', async () => state.name);
    return pages.get(['members'], 'page', async () => `Welcome back, ${name}.`, undefined, stamp);
  };
  /** Another request of the process that reads the session alone (its /api/me). */
  const me = () => sessions.get(['members'], 'session', async () => state.name);
  return { state, writes, page, me };
}

describe('answers kept in the process', () => {
  it("never keep a member's page older than the session it was made with, whichever was read last", async () => {
    const { state, page, me } = club();
    expect(await page()).toBe('Welcome back, Before.');
    // Another request checks the session later than the page was made, just before another
    // process renames the member.
    state.now = 1.5 * VERSIONS_FRESH_MS;
    await me();
    state.name = 'After';
    state.version = 2;
    // The page is asked for once the versions it was stamped with are old, but not those the
    // session was last checked against; then again a moment later, and a moment after that.
    const pages: string[] = [];
    for (const at of [2, 2.6, 3.2, 3.8]) {
      state.now = at * VERSIONS_FRESH_MS;
      pages.push(await page());
    }
    // Both are read against the same versions: the rename shows once they are read again.
    expect(pages.slice(1)).toEqual(Array(3).fill('Welcome back, After.'));
  });

  it('read the versions again after a write of this process, and not otherwise within a moment', async () => {
    const { state, writes, page } = club();
    await page();
    await page();
    expect(state.versionReads).toBe(1);
    // This process renames the member: its write moves the version as well as its own count.
    state.name = 'After';
    state.version = 2;
    writes.noteWrite('members');
    expect(await page()).toBe('Welcome back, After.');
    expect(state.versionReads).toBe(2);
    // The versions read after the write match the page made with them: no render, no read.
    expect(await page()).toBe('Welcome back, After.');
    expect(state.versionReads).toBe(2);
  });
});
