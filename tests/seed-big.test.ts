import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSY_MEMBER_EMAIL, DatabaseNotEmpty, HUGE_EVENT_TITLE, seedBig } from '../bench/seed-big';
import type { ObjectStorage } from '../src/server/adapters/storage/storage';
import { seedDemoContent } from '../src/server/db/seed';
import { createTestDatabase } from './helpers/test-database';

// The big club for measuring scale, at a small scale factor: every rule of the schema holds
// (the database refuses a row that breaks one, so the seed finishing proves it), and the seat
// counts agree with the tickets.

const database = await createTestDatabase();
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const counts = await seedBig(database, { scale: 0.002 });

describe('the big club seed', () => {
  it('fills every table it promises, in proportion to the scale', async () => {
    expect(counts).toMatchObject({
      events: 10,
      members: 100,
      rsvps: 600,
      products: 4,
      contactMessages: 40,
      newsletterSubscribers: 200,
    });
    expect(counts.ticketOrders).toBe(90);
    expect(counts.paidMembers).toBeGreaterThan(0);
    const [actual] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from events) as events,
      (select count(*)::int from rsvps) as rsvps,
      (select count(*)::int from tickets) as tickets,
      (select count(*)::int from members) as members,
      (select count(*)::int from paid_members) as paid_members,
      (select count(*)::int from newsletter_subscribers) as subscribers`);
    expect(actual).toEqual({
      events: counts.events,
      rsvps: counts.rsvps,
      tickets: counts.tickets,
      members: counts.members,
      paid_members: counts.paidMembers,
      subscribers: counts.newsletterSubscribers,
    });
  });

  it('counts on every event exactly the seats its valid tickets take, never more than it has', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select e.id from events e
      where e.current_attendees <> (select count(*) from tickets t where t.event_id = e.id and t.status = 'valid')
         or e.current_attendees > coalesce(e.max_attendees, e.current_attendees)`);
    expect(wrong).toEqual([]);
    const [full] = await rows<{ n: number }>(
      sql`select count(*)::int as n from events where current_attendees = max_attendees`,
    );
    expect(full.n).toBeGreaterThan(0);
  });

  it('gives every RSVP its ticket and every paid order its tickets at the price it charged', async () => {
    const [orphans] = await rows<{ rsvps: number; orders: number }>(sql`select
      (select count(*)::int from rsvps r where not exists (select 1 from tickets t where t.rsvp_id = r.id)) as rsvps,
      (select count(*)::int from ticket_orders o
         where o.quantity <> (select count(*) from tickets t where t.order_id = o.id)
            or o.amount <> (select coalesce(sum(t.price), 0) from tickets t where t.order_id = o.id)
            or o.status <> 'paid' or o.provider_payment_id is null) as orders`);
    expect(orphans).toEqual({ rsvps: 0, orders: 0 });
    const [priced] = await rows<{ n: number }>(
      sql`select count(*)::int as n from rsvps r join events e on e.id = r.event_id where e.price > 0`,
    );
    expect(priced.n).toBe(0);
  });

  it('makes paid members as a confirmed checkout does: a succeeded payment, a member, the same e-mail', async () => {
    const mismatched = await rows<{ id: number }>(sql`
      select pm.id from paid_members pm
      join payments p on p.id = pm.payment_id
      join members m on m.id = pm.member_id
      where p.status <> 'succeeded' or lower(p.email) <> lower(pm.email) or lower(m.email) <> lower(pm.email)
         or p.tier <> pm.membership_tier
         or not exists (select 1 from test_subscriptions s where s.id = p.subscription_id)`);
    expect(mismatched).toEqual([]);
    const [unlinked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from paid_members where payment_id is null or member_id is null`,
    );
    expect(unlinked.n).toBe(0);
  });

  it('seats only members allowed in at members-only events', async () => {
    const outsiders = await rows<{ id: number }>(sql`
      select t.id from tickets t join events e on e.id = t.event_id
      where e.membership_required <> 'free' and not exists (
        select 1 from paid_members pm where pm.member_id = t.member_id and pm.status <> 'canceled'
          and (e.membership_required = 'premium' or pm.membership_tier = 'inner_circle'))`);
    expect(outsiders).toEqual([]);
  });

  it('has a busy member with many seats and one huge event', async () => {
    const [busy] = await rows<{ n: number }>(sql`
      select count(*)::int as n from tickets t join members m on m.id = t.member_id
      where lower(m.email) = ${BUSY_MEMBER_EMAIL}`);
    expect(busy.n).toBeGreaterThan(1);
    const [huge] = await rows<{ current_attendees: number; max_attendees: number | null }>(
      sql`select current_attendees, max_attendees from events where title = ${HUGE_EVENT_TITLE}`,
    );
    expect(huge).toEqual({ current_attendees: 120, max_attendees: null });
  });

  it('is never topped up with the demo club when the app starts on it', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from events`);
    expect(await seedDemoContent(database.db, {} as ObjectStorage, '/no-demo-assets')).toBe(false);
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from events`);
    expect(after.n).toBe(before.n);
  });

  it('refuses a database that already has content, and with force starts it again with the same figures', async () => {
    await expect(seedBig(database, { scale: 0.002 })).rejects.toThrow(DatabaseNotEmpty);
    const again = await seedBig(database, { scale: 0.002, force: true });
    expect(again).toEqual(counts);
    const [first] = await rows<{ id: number }>(sql`select min(id)::int as id from events`);
    expect(first.id).toBe(1);
  });
});
