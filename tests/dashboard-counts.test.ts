import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNT_MAX_AGE_MS, CountCache } from '../src/server/cache/count-cache';
import {
  buildContactMessage,
  buildEvent,
  buildMember,
  buildPaidMember,
  buildProduct,
  buildTicket,
} from '../src/server/db/factories';
import { contactMessages, events, members, paidMembers, products, tickets } from '../src/server/db/schema';
import { memberListQuerySchema } from '../src/shared/member-admin';
import { buildWithAdmin } from './helpers/admin';

// The dashboard's counts are kept between requests (src/server/cache/count-cache.ts): these tests
// change the tables behind the app's back, with plain SQL as another process or a script would,
// and check that staff see every change on their next request.

const { app, admin } = await buildWithAdmin();

const get = async <T>(url: string) => {
  const response = await admin({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
type Paged = { total: number; nextCursor: string | null; unread?: number };
type MemberAnswer = Paged & { counts: { total: number; byTier: Record<string, number> } };
type AttendeeAnswer = Paged & { totals: { ticketsSold: number; checkedIn: number; expected: number } };

let unique = 0;
const next = () => ++unique;

describe('the dashboard counts', () => {
  it('staff see each count change as soon as a write lands, whoever made it', async () => {
    const membersBefore = await get<MemberAnswer>('/api/admin/members');
    await app.db
      .insert(members)
      .values(buildMember({ name: 'Counted Person', email: `counted${next()}@x.test` }));
    const membersAfter = await get<MemberAnswer>('/api/admin/members');
    expect(membersAfter.counts.total).toBe(membersBefore.counts.total + 1);
    expect(membersAfter.counts.byTier.free).toBe(membersBefore.counts.byTier.free + 1);

    const paidBefore = await get<Paged>('/api/admin/paid-members/page');
    await app.db.insert(paidMembers).values(buildPaidMember({ email: `paid${next()}@x.test` }));
    expect((await get<Paged>('/api/admin/paid-members/page')).total).toBe(paidBefore.total + 1);

    const messagesBefore = await get<Paged>('/api/admin/form-submissions');
    const [message] = await app.db
      .insert(contactMessages)
      .values(buildContactMessage())
      .returning({ id: contactMessages.id });
    const messagesAfter = await get<Paged>('/api/admin/form-submissions');
    expect([messagesAfter.total, messagesAfter.unread]).toEqual([
      messagesBefore.total + 1,
      (messagesBefore.unread ?? 0) + 1,
    ]);
    await app.db.execute(sql`update contact_messages set read_at = now() where id = ${message.id}`);
    expect((await get<Paged>('/api/admin/form-submissions')).unread).toBe(messagesBefore.unread);

    const productsBefore = await get<Paged>('/api/admin/store/products');
    await app.db.insert(products).values(buildProduct({ name: 'Counted cap' }));
    expect((await get<Paged>('/api/admin/store/products')).total).toBe(productsBefore.total + 1);

    const pastBefore = await get<Paged>('/api/admin/events?when=past');
    const [night] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Counted night', date: new Date(Date.now() - 86_400_000) }))
      .returning({ id: events.id });
    expect((await get<Paged>('/api/admin/events?when=past')).total).toBe(pastBefore.total + 1);

    const attendees = `/api/admin/events/${night.id}/attendees`;
    expect((await get<AttendeeAnswer>(attendees)).total).toBe(0);
    const code = `${next()}`.padStart(32, 'a');
    await app.db.insert(tickets).values(buildTicket({ eventId: night.id, code }));
    const sold = await get<AttendeeAnswer>(attendees);
    expect([sold.total, sold.totals.expected, sold.totals.checkedIn]).toEqual([1, 1, 0]);
    await app.db.execute(sql`update tickets set checked_in_at = now() where code = ${code}`);
    expect((await get<AttendeeAnswer>(attendees)).totals.checkedIn).toBe(1);
  });

  it('moves a night from upcoming to past when it starts, with no write at all', async () => {
    const title = `Starting soon ${next()}`;
    const search = `&search=${encodeURIComponent(title)}`;
    await app.db.insert(events).values(buildEvent({ title, date: new Date(Date.now() + 1500) }));
    expect((await get<Paged>(`/api/admin/events?when=upcoming${search}`)).total).toBe(1);
    expect((await get<Paged>(`/api/admin/events?when=past${search}`)).total).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await get<Paged>(`/api/admin/events?when=upcoming${search}`)).total).toBe(0);
    expect((await get<Paged>(`/api/admin/events?when=past${search}`)).total).toBe(1);
  });

  it('gives each search its own count, whatever staff type, before and after a change', async () => {
    /** Every member the search finds, walking the pages. */
    const walk = async (search: string) => {
      let seen = 0;
      let cursor: string | null = null;
      let total = -1;
      do {
        const query = new URLSearchParams({ search, limit: '200', ...(cursor ? { cursor } : {}) });
        const page = await get<MemberAnswer & { members: unknown[] }>(`/api/admin/members?${query}`);
        if (total < 0) total = page.total;
        seen += page.members.length;
        cursor = page.nextCursor;
      } while (cursor);
      return { seen, total };
    };
    await fc.assert(
      fc.asyncProperty(
        // Full Unicode, control characters included (not NUL, which no text column can hold).
        fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !s.includes('\u0000') && s.trim() !== ''),
        async (search) => {
          if (!memberListQuerySchema.safeParse({ search }).success) {
            // What the search's rule refuses (control characters, line breaks) is a 400, not a count.
            const refused = await admin({
              method: 'GET',
              url: `/api/admin/members?${new URLSearchParams({ search })}`,
            });
            expect(refused.statusCode).toBe(400);
            return;
          }
          const before = await walk(search);
          expect(before.total).toBe(before.seen);
          await app.db.insert(members).values(buildMember({ name: search, email: `typed${next()}@x.test` }));
          const after = await walk(search);
          expect(after.total).toBe(after.seen);
          expect(after.total).toBeGreaterThanOrEqual(before.total);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a kept count', () => {
  it('is made again after a while even if no table changed (a write racing the count is caught)', async () => {
    let now = 1_000_000;
    const cache = new CountCache(app.db, () => now);
    let made = 0;
    const count = () => cache.get(['products'], 'made', async () => ++made);
    expect(await count()).toBe(1);
    now += COUNT_MAX_AGE_MS - 1;
    expect(await count()).toBe(1);
    now += 1;
    expect(await count()).toBe(2);
  });

  it.runIf(app.database.engine === 'postgres')(
    "is made again once this process's write lands, when it was made while the write was in flight",
    async () => {
      // On PostgreSQL a table's version moves during its writer's statement, before the commit:
      // a count made then reads the new version and the old rows.
      const total = async () =>
        (await app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
      const counted = () => app.counts.get(['contact_messages'], 'in flight', total);
      const before = await counted();
      await app.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(buildContactMessage({ name: 'In Flight' }));
        // Another connection, in the moment between the version's move and the commit.
        expect(await counted()).toBe(before);
      });
      expect(await counted()).toBe(before + 1);
    },
  );

  it('is made again when any of its tables changes, and only then', async () => {
    const cache = new CountCache(app.db);
    let made = 0;
    const count = () => cache.get(['members', 'paid_members'], 'members', async () => ++made);
    expect(await count()).toBe(1);
    await app.db.insert(products).values(buildProduct());
    expect(await count()).toBe(1);
    await app.db.execute(sql`update paid_members set name = name where false`);
    expect(await count()).toBe(2);
    await app.db.execute(sql`delete from members where false`);
    expect(await count()).toBe(3);
  });
});
