import { describe, expect, it } from 'vitest';
import { TICKET_TEXTS } from '../src/shared/tickets';
import { migrationSteps } from './helpers/migration-steps';

// Before the release that cancels an RSVP's ticket with it, giving back an RSVP only unlinked its
// ticket, which stayed valid. The repair migration cancels those tickets and nothing else.

const { db, before, from } = await migrationSteps('_orphan_rsvp_tickets.sql');

describe('the migration that repairs tickets left by given-back RSVPs', () => {
  it('cancels a valid ticket whose RSVP is gone, and leaves RSVP tickets and ended tickets as they were', async () => {
    await before();
    await db.exec(`
      insert into events (title, description, category, date, price, max_attendees, current_attendees)
        values ('Dominoes', 'Tiles', 'Poker', '2030-01-01T00:00:00Z', 0, 10, 1);
      insert into rsvps (event_id, name, email) values (1, 'Ana', 'ana@example.com');
      insert into tickets (event_id, rsvp_id, code, name, email)
        values (1, 1, '${'a'.repeat(32)}', 'Ana', 'ana@example.com');
      insert into tickets (event_id, code, name, email)
        values (1, '${'b'.repeat(32)}', 'Bo', 'bo@example.com');
      insert into tickets (event_id, code, name, email, status, end_reason)
        values (1, '${'c'.repeat(32)}', 'Cy', 'cy@example.com', 'refunded', 'Staff refunded it.');
    `);
    await from();
    const { rows } = await db.query<{
      name: string;
      status: string;
      end_reason: string | null;
      changed: boolean;
    }>(
      `select name, status, end_reason, status_changed_at is not null as changed from tickets order by name`,
    );
    expect(rows).toEqual([
      { name: 'Ana', status: 'valid', end_reason: null, changed: false },
      { name: 'Bo', status: 'cancelled', end_reason: TICKET_TEXTS.endedWithRsvp, changed: true },
      { name: 'Cy', status: 'refunded', end_reason: 'Staff refunded it.', changed: false },
    ]);
  });
});
