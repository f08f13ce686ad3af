import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events, mailOutbox, tickets } from '../src/server/db/schema';
import { insertTickets, newTicketCode } from '../src/server/features/tickets/repository';
import { doorCodeFrom, formatDoorCode } from '../src/shared/tickets';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress } from './helpers/members';

// What people show at the door: the QR code, the ticket's full code, or the short door code
// printed on every ticket and e-mail (8 of 2-9 and A-H, unique per event). Typed any way, each
// ends on the same ticket as the camera would.

const { app, admin } = await buildWithAdmin();

async function newEvent(title: string, price = 0) {
  const [row] = await app.db
    .insert(events)
    .values(buildEvent({ title, price, maxAttendees: 500 }))
    .returning();
  return row;
}

async function rsvp(eventId: number, name = 'Rosa Diaz') {
  const email = `door-${freshAddress()}@example.com`;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: { name, email },
    remoteAddress: freshAddress(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [ticket] = await app.db.select().from(tickets).where(eq(tickets.email, email));
  return ticket;
}

async function doorFor(eventId: number) {
  const made = await admin({
    method: 'POST',
    url: `/api/admin/events/${eventId}/door-links`,
    payload: { hours: 12 },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { authorization: `Door ${made.json().url.split('#')[1]}` };
}

const search = (headers: Record<string, string>, q: string) =>
  app.inject({ url: `/api/door/search?q=${encodeURIComponent(q)}`, headers });

/** The same code as a person might type it: any case, spaces and dashes anywhere. */
const typedLike = (code: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: code.length, maxLength: code.length }),
      fc.array(fc.constantFrom('', '', ' ', '  ', '-'), {
        minLength: code.length + 1,
        maxLength: code.length + 1,
      }),
    )
    .map(
      ([lower, gaps]) =>
        [...code].map((c, i) => `${gaps[i]}${lower[i] ? c.toLowerCase() : c}`).join('') + gaps[code.length],
    );

describe('the door code on every ticket', () => {
  it('is 8 characters without look-alikes, unique in its event, and printed on the ticket page and e-mail', async () => {
    const event = await newEvent('Door Code Night');
    const made = [];
    for (let i = 0; i < 30; i += 1) made.push(await rsvp(event.id, `Guest ${i}`));
    for (const ticket of made) expect(ticket.shortCode).toMatch(/^[2-9A-H]{8}$/);
    expect(new Set(made.map((t) => t.shortCode)).size).toBe(made.length);

    const [first] = made;
    const page = await app.inject({ url: `/tickets/${first.code}` });
    expect(page.body).toContain(formatDoorCode(first.shortCode));
    const view = await app.inject({ url: `/api/tickets/${first.code}` });
    expect(view.json().shortCode).toBe(first.shortCode);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, first.email));
    expect(mail.text).toContain(formatDoorCode(first.shortCode));
  });

  it('draws again when it meets another of the same event, so no insert fails', async () => {
    const event = await newEvent('Crowded Codes');
    const [taken] = await app.db.transaction((tx) =>
      insertTickets(tx, [
        {
          eventId: event.id,
          code: newTicketCode(),
          name: 'A',
          email: 'a@example.com',
          shortCode: '2345ABCD',
        },
      ]),
    );
    const again = await app.db.transaction((tx) =>
      insertTickets(tx, [
        {
          eventId: event.id,
          code: newTicketCode(),
          name: 'B',
          email: 'b@example.com',
          shortCode: '2345ABCD',
        },
        { eventId: event.id, code: newTicketCode(), name: 'C', email: 'c@example.com' },
      ]),
    );
    expect(taken.shortCode).toBe('2345ABCD');
    expect(again.map((t) => t.name)).toEqual(['B', 'C']);
    expect(again[0].shortCode).not.toBe('2345ABCD');
    expect(again[0].shortCode).toMatch(/^[2-9A-H]{8}$/);
  });

  it('finds its ticket at the door typed in any case, with or without spaces and dashes', async () => {
    const event = await newEvent('Typed Codes');
    const ticket = await rsvp(event.id, 'Ana Door');
    const headers = await doorFor(event.id);
    await fc.assert(
      fc.asyncProperty(fc.oneof(typedLike(ticket.shortCode), typedLike(ticket.code)), async (typed) => {
        expect(doorCodeFrom(typed) ?? typed.replace(/[\s-]+/g, '').toLowerCase()).toBeTruthy();
        const found = await search(headers, typed);
        expect(found.statusCode, JSON.stringify(typed)).toBe(200);
        expect(found.json().tickets.map((t: { ticketId: number }) => t.ticketId)).toEqual([ticket.id]);
      }),
      { numRuns: 40 },
    );
  });

  it('checks in by the typed door code, the same as a scan, and never another event’s ticket by it', async () => {
    const event = await newEvent('Check In By Code');
    const other = await newEvent('Another Night');
    const ticket = await rsvp(event.id, 'Ben Code');
    const elsewhere = await rsvp(other.id, 'Cy Elsewhere');
    const headers = await doorFor(event.id);

    const foreign = await search(headers, formatDoorCode(elsewhere.shortCode));
    expect(foreign.json().tickets).toEqual([]);

    const checkIn = (code: string) =>
      app.inject({ method: 'POST', url: '/api/door/check-in', headers, payload: { code } });
    const first = await checkIn(formatDoorCode(ticket.shortCode).toLowerCase());
    expect(first.json()).toMatchObject({ outcome: 'checked_in', ticket: { ticketId: ticket.id } });
    const second = await checkIn(`https://mesc.example/tickets/${ticket.code}`);
    expect(second.json().outcome).toBe('already_checked_in');
    const byOtherEventsCode = await checkIn(elsewhere.shortCode);
    expect(byOtherEventsCode.json().outcome).toBe('unknown');
  });
});

describe('the request log at the door', () => {
  it('never keeps the code typed into the door search', async () => {
    const { redactUrl } = await import('../src/server/logging/log-redaction');
    const code = 'a3efdf18472778042cb6ab513f5786e3';
    const logged = redactUrl(`/api/door/search?q=${code}`, '/api/door/search');
    expect(logged).not.toContain(code);
    expect(logged).toContain('%5Bredacted%5D');
  });
});
