import { describe, expect, it } from 'vitest';
import { migrationSteps } from './helpers/migration-steps';

// The newsletter became double opt-in: those who subscribed before stay subscribed, and a new
// sign-up is pending with its link.

const { db, before, from } = await migrationSteps('newsletter_confirmation');

describe('the migration to confirmed newsletter subscriptions', () => {
  it('keeps every earlier subscriber confirmed, and a pending row must carry its link', async () => {
    await before();
    await db.exec(
      `insert into newsletter_subscribers (email) values ('old@example.com'), ('Older@Example.com')`,
    );
    await from();
    const { rows } = await db.query<{ email: string; confirmed: boolean }>(
      `select email, confirmed_at is not null as confirmed from newsletter_subscribers order by id`,
    );
    expect(rows).toEqual([
      { email: 'old@example.com', confirmed: true },
      { email: 'Older@Example.com', confirmed: true },
    ]);
    await expect(
      db.exec(`insert into newsletter_subscribers (email, confirmed_at) values ('new@example.com', null)`),
    ).rejects.toThrow(/newsletter_subscribers_pending_check/);
  });
});
