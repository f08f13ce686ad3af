import { describe, expect, it } from 'vitest';
import { migrationSteps } from './helpers/migration-steps';

// A club with RSVPs from before tickets existed: each RSVP gets its own ticket with a code the
// door can scan, and the seat counts stay as they were.

const { db, before, from } = await migrationSteps('_tickets.sql');

describe('the migration that brings tickets', () => {
  it('gives every earlier RSVP a valid, free ticket with its own unguessable code', async () => {
    await before();
    await db.exec(`
      insert into events (title, description, category, date, price, max_attendees, current_attendees)
        values ('Poker Night', 'Cards', 'Poker', '2030-01-01T00:00:00Z', 0, 10, 2);
      insert into rsvps (event_id, name, email) values (1, 'Ana', 'ana@example.com'), (1, 'Bo', 'bo@example.com');
    `);
    await from();
    const { rows } = await db.query<{
      name: string;
      code: string;
      status: string;
      price: number;
      rsvp_id: number;
    }>('select name, code, status, price, rsvp_id from tickets order by rsvp_id');
    expect(rows.map((r) => [r.name, r.status, r.price, r.rsvp_id])).toEqual([
      ['Ana', 'valid', 0, 1],
      ['Bo', 'valid', 0, 2],
    ]);
    for (const row of rows) expect(row.code).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].code).not.toBe(rows[1].code);
    const { rows: seats } = await db.query<{ n: number }>('select current_attendees as n from events');
    expect(seats[0].n).toBe(2);
  });
});
