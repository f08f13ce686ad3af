import { describe, expect, it } from 'vitest';
import { migrationSteps } from './helpers/migration-steps';

// A club's database from before the one-live-membership rule may hold two live members for one
// e-mail; the migration that brings the rule must still apply there, keeping the oldest.

const { db, before, from } = await migrationSteps('one_live_membership_per_email');

describe('the migration to one live membership per e-mail', () => {
  it('applies over duplicate live members, keeping the oldest and canceling the later ones for good', async () => {
    await before();
    await db.exec(`
      insert into payments (provider, provider_payment_id, tier, amount, name, email, status, subscription_status) values
        ('stripe', 'pi_1', 'premium', 2000, 'A', 'dup@example.com', 'succeeded', null),
        ('stripe', 'pi_2', 'premium', 2000, 'A', 'DUP@example.com', 'succeeded', 'active'),
        ('stripe', 'pi_3', 'premium', 2000, 'C', 'back@example.com', 'succeeded', 'canceled'),
        ('stripe', 'pi_4', 'premium', 2000, 'C', 'back@example.com', 'succeeded', null);
      insert into paid_members (name, email, membership_tier, amount, payment_id, status, created_at) values
        ('A', 'dup@example.com', 'premium', 2000, 1, 'active', '2026-01-01'),
        ('A', 'DUP@example.com', 'premium', 2000, 2, 'past_due', '2026-01-02'),
        ('C', 'back@example.com', 'premium', 2000, 3, 'canceled', '2026-01-01'),
        ('C', 'back@example.com', 'premium', 2000, 4, 'active', '2026-02-01');
    `);
    await from();
    const { rows } = await db.query<{ payment: string; status: string; subscription: string | null }>(`
      select p.provider_payment_id as payment, m.status, p.subscription_status as subscription
      from paid_members m join payments p on p.id = m.payment_id order by m.id`);
    expect(rows).toEqual([
      { payment: 'pi_1', status: 'active', subscription: null },
      { payment: 'pi_2', status: 'canceled', subscription: 'canceled' },
      { payment: 'pi_3', status: 'canceled', subscription: 'canceled' },
      { payment: 'pi_4', status: 'active', subscription: null },
    ]);
    await expect(
      db.exec(
        `insert into paid_members (name, email, membership_tier, amount) values ('A', 'Dup@Example.com', 'premium', 2000)`,
      ),
    ).rejects.toThrow(/paid_members_live_email_idx/);
  });
});
