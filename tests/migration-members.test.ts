import { describe, expect, it } from 'vitest';
import { migrationSteps } from './helpers/migration-steps';

// A club that had paid members before members existed: each person becomes one member, with
// their memberships pointing at them, and none of them is offered the first month again.

const { db, before, from } = await migrationSteps('_members.sql');

describe('the migration that brings members', () => {
  it('makes one member per e-mail from the paid members, named by the latest and dated by the first', async () => {
    await before();
    await db.exec(`
      insert into payments (provider, provider_payment_id, tier, amount, name, email, status) values
        ('test', 'pi_1', 'premium', 2000, 'Ana', 'ana@example.com', 'succeeded'),
        ('test', 'pi_2', 'inner_circle', 5000, 'Ana Díaz', 'ANA@example.com', 'succeeded'),
        ('test', 'pi_3', 'premium', 2000, 'Bo', 'bo@example.com', 'succeeded');
      insert into paid_members (name, email, membership_tier, amount, payment_id, status, created_at) values
        ('Ana', 'ana@example.com', 'premium', 2000, 1, 'canceled', '2026-01-01T12:00:00Z'),
        ('Ana Díaz', 'ANA@example.com', 'inner_circle', 5000, 2, 'active', '2026-03-01T12:00:00Z'),
        ('Bo', 'bo@example.com', 'premium', 2000, 3, 'past_due', '2026-02-01T12:00:00Z');
    `);
    await from();
    const { rows: people } = await db.query<{
      name: string;
      email: string;
      joined: string;
      confirmed: boolean;
    }>(`
      select name, email, to_char(joined_at at time zone 'UTC', 'YYYY-MM-DD') as joined,
             email_confirmed_at is not null as confirmed
      from members order by lower(email)`);
    expect(people).toEqual([
      { name: 'Ana Díaz', email: 'ANA@example.com', joined: '2026-01-01', confirmed: true },
      { name: 'Bo', email: 'bo@example.com', joined: '2026-02-01', confirmed: true },
    ]);
    const { rows: links } = await db.query<{ unlinked: number }>(
      'select count(*)::int as unlinked from paid_members where member_id is null',
    );
    expect(links[0].unlinked).toBe(0);
    const { rows: offers } = await db.query<{ n: number }>(
      'select count(*)::int as n from introductory_offers',
    );
    expect(offers[0].n).toBe(2);
  });
});
