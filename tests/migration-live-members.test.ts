import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/server/db/migrate';

// A club's database from before the one-live-membership rule may hold two live members for one
// e-mail; the migration that brings the rule must still apply there, keeping the oldest.

const sqlOf = (file: string) =>
  fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
const files = fs
  .readdirSync(migrationsFolder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const rule = files.findIndex((f) => f.includes('one_live_membership_per_email'));

const db = await PGlite.create();
afterAll(() => db.close());
const run = async (statements: string[]) => {
  for (const statement of statements) await db.exec(statement);
};

describe('the migration to one live membership per e-mail', () => {
  it('applies over duplicate live members, keeping the oldest and canceling the later ones for good', async () => {
    for (const file of files.slice(0, rule)) await run(sqlOf(file));
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
    for (const file of files.slice(rule)) await run(sqlOf(file));
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
