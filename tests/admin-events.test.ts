import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events, rsvps } from '../src/server/db/schema';
import type { Event, EventRsvp } from '../src/shared/events';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin();

const newEvent = {
  title: '  Heat Playoff Watch Party  ',
  description: 'Every playoff game on the big wall.',
  category: 'NBA',
  date: '2026-04-18T23:30:00.000Z',
  price: 1500,
  maxAttendees: 80,
  venue: 'MESC Clubhouse',
  imageUrl: '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/1600x900.webp',
  membershipRequired: 'premium',
};

/** The titles of the public lists, the events to come and the past ones (this file's are past). */
const publicTitles = async () => {
  const lists = await Promise.all(
    ['/api/events', '/api/events?when=past'].map(async (url) => (await app.inject({ url })).json<Event[]>()),
  );
  return lists.flat().map((e) => e.title);
};

describe('admin events', () => {
  it('creates an event with a trimmed title, and the public list shows it at once', async () => {
    expect(await publicTitles()).toEqual([]); // the public list is now cached
    const response = await admin({ method: 'POST', url: '/api/admin/events', payload: newEvent });
    expect(response.statusCode).toBe(201);
    const event = response.json<Event>();
    expect(event).toMatchObject({ ...newEvent, title: 'Heat Playoff Watch Party', currentAttendees: 0 });
    expect(await publicTitles()).toEqual(['Heat Playoff Watch Party']);
  });

  it('takes empty optional fields as none and defaults to an event open to all', async () => {
    const { membershipRequired: _, ...rest } = newEvent;
    const response = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: { ...rest, maxAttendees: null, venue: '', imageUrl: '  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      maxAttendees: null,
      venue: null,
      imageUrl: null,
      membershipRequired: 'free',
    });
  });

  it('refuses an event without its required fields, or with bad values, naming the problem', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: '   ' }, /title: Title is required/],
      [{ description: '' }, /description: Description is required/],
      [{ date: 'next friday' }, /date/],
      [{ price: -1 }, /price: Price cannot be negative/],
      [{ price: 12.5 }, /price: Price must be in whole cents/],
      [{ price: '15' }, /price/],
      [{ maxAttendees: 0 }, /maxAttendees: Max attendees must be at least 1/],
      [{ category: 'Golf\nClub' }, /category: Category must be one line/],
      [{ category: 'G'.repeat(41) }, /category: Category is too long/],
      [{ category: '' }, /category: Choose a category/],
      [{ membershipRequired: 'vip' }, /membershipRequired/],
      [{ imageUrl: 'javascript:alert(1)' }, /imageUrl/],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, /imageUrl/],
      [{ imageUrl: '/objects/../../etc/passwd' }, /imageUrl/],
    ];
    for (const [change, message] of bad) {
      const response = await admin({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...newEvent, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('updates an event, and the public list shows the change', async () => {
    const [row] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Poker Night' }))
      .returning();
    await publicTitles();
    const response = await admin({
      method: 'PUT',
      url: `/api/admin/events/${row.id}`,
      payload: { ...newEvent, title: 'High Stakes Poker Night', category: 'Poker' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      title: 'High Stakes Poker Night',
      category: 'Poker',
    });
    expect(await publicTitles()).toContain('High Stakes Poker Night');
  });

  it('will not set max attendees below the seats already taken', async () => {
    const [row] = await app.db
      .insert(events)
      .values(buildEvent({ maxAttendees: 50, currentAttendees: 12 }))
      .returning();
    const response = await admin({
      method: 'PUT',
      url: `/api/admin/events/${row.id}`,
      payload: { ...newEvent, maxAttendees: 10 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Max attendees cannot be below the 12 people who have already RSVP'd.",
    );
  });

  it('deletes an event with its RSVPs and says so in JSON; a second delete is a 404', async () => {
    const [row] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Gone Tomorrow' }))
      .returning();
    await app.db.insert(rsvps).values({ eventId: row.id, name: 'Ana', email: 'ana@example.com' });
    await publicTitles();
    const response = await admin({ method: 'DELETE', url: `/api/admin/events/${row.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The event has been deleted successfully' });
    expect(await publicTitles()).not.toContain('Gone Tomorrow');
    expect((await admin({ method: 'DELETE', url: `/api/admin/events/${row.id}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expect(
      (await admin({ method: 'PUT', url: '/api/admin/events/999999', payload: newEvent })).statusCode,
    ).toBe(404);
    expect((await admin({ method: 'DELETE', url: '/api/admin/events/abc' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/admin/events/99999999999/rsvps' })).statusCode).toBe(400);
  });

  it("lists an event's RSVPs in the order they came, and downloads them as CSV", async () => {
    const [row] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Fight Night' }))
      .returning();
    await app.db.insert(rsvps).values([
      {
        eventId: row.id,
        name: 'Ana Díaz',
        email: 'ana@example.com',
        createdAt: new Date('2026-03-01T15:00:00Z'),
      },
      {
        eventId: row.id,
        name: '=HYPERLINK("http://evil")',
        email: 'b@example.com',
        createdAt: new Date('2026-03-02T15:00:00Z'),
      },
    ]);
    const list = (await admin({ method: 'GET', url: `/api/admin/events/${row.id}/rsvps` })).json<
      EventRsvp[]
    >();
    expect(list.map((r) => r.name)).toEqual(['Ana Díaz', '=HYPERLINK("http://evil")']);
    const csv = await admin({ method: 'GET', url: `/api/admin/events/${row.id}/rsvps.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="rsvps-event-${row.id}.csv"`);
    expect(csv.body).toBe(
      '\ufeffName,Email,RSVP time (Miami)\r\n' +
        'Ana Díaz,ana@example.com,2026-03-01 10:00\r\n' +
        // A formula from the public is neutralised for spreadsheets.
        `"'=HYPERLINK(""http://evil"")",b@example.com,2026-03-02 10:00\r\n`,
    );
  });
});
