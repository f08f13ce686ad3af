import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events, mailOutbox, rsvps } from '../src/server/db/schema';
import type { Event } from '../src/shared/events';
import { build } from './helpers/build';
import { freshAddress } from './helpers/members';

const app = await build();

async function newEvent(overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await app.db.insert(events).values(buildEvent(overrides)).returning();
  return row;
}
// Each visitor from an address of their own (one address's RSVPs a day are budgeted).
const rsvp = (id: number | string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/events/${id}/rsvp`, payload, remoteAddress: freshAddress() });
const seatsTaken = async (id: number) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0].currentAttendees;

describe('RSVP', () => {
  it('takes a seat, says so, and e-mails the visitor the event as a calendar file', async () => {
    const event = await newEvent({ title: 'Heat Watch Party', maxAttendees: 10, currentAttendees: 3 });
    const response = await rsvp(event.id, {
      name: ' Ana Díaz ',
      email: 'ana@example.com',
      userId: 'placeholder',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().event.currentAttendees).toBe(4);
    expect(await seatsTaken(event.id)).toBe(4);
    const [row] = await app.db.select().from(rsvps).where(eq(rsvps.eventId, event.id));
    expect(row).toMatchObject({ name: 'Ana Díaz', email: 'ana@example.com' });

    const mail = (await app.db.select().from(mailOutbox)).find((m) => m.to === 'ana@example.com');
    expect(mail?.subject).toBe("You're in: Heat Watch Party");
    // The address is no member's: what the visitor typed stays out of the e-mail.
    expect(mail?.text.startsWith('Hello,\n')).toBe(true);
    expect(mail?.text).not.toContain('Ana Díaz');
    expect(mail?.attachments?.[0].filename).toBe('event.ics');
    expect(mail?.attachments?.[0].content).toContain(`UID:event-${event.id}@mesc.club`);
  });

  it('shows the new seat count on the public list right away', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    await app.inject({ url: '/api/events' }); // warm the cache
    await rsvp(event.id, { name: 'Sam', email: 'sam@example.com' });
    const list = (await app.inject({ url: '/api/events' })).json<Event[]>();
    expect(list.find((e) => e.id === event.id)?.currentAttendees).toBe(1);
  });

  it('gives the same e-mail no second seat, whatever its letter case, answers as for anyone, and mails the ticket again', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const first = await rsvp(event.id, { name: 'Lee', email: 'lee@example.com' });
    expect(first.statusCode).toBe(201);
    const again = await rsvp(event.id, { name: 'Lee', email: 'LEE@Example.com' });
    // A stranger cannot tell from the answer who is already going.
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await seatsTaken(event.id)).toBe(1);
    const mails = (await app.db.select().from(mailOutbox)).filter(
      (m) => m.to.toLowerCase() === 'lee@example.com',
    );
    expect(mails).toHaveLength(2);
    const ticketLink = /\/tickets\/[0-9a-f]+/;
    expect(ticketLink.exec(mails[1].text)?.[0]).toBe(ticketLink.exec(mails[0].text)?.[0]);
  });

  it('answers "Event Full" when no seat is left', async () => {
    const event = await newEvent({ maxAttendees: 2, currentAttendees: 2 });
    const response = await rsvp(event.id, { name: 'Kim', email: 'kim@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Event Full', code: 'event_full' });
  });

  it('refuses an event that has already taken place', async () => {
    const event = await newEvent({ date: eventInDays(-2) });
    const response = await rsvp(event.id, { name: 'Kim', email: 'kim@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This event has already taken place.');
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await rsvp(999_999, { name: 'Kim', email: 'kim@example.com' })).statusCode).toBe(404);
    expect((await rsvp('abc', { name: 'Kim', email: 'kim@example.com' })).statusCode).toBe(400);
  });

  it.each([
    [{ email: 'kim@example.com' }, /name/],
    [{ name: '   ', email: 'kim@example.com' }, /name/],
    [{ name: 'Kim' }, /email/],
    [{ name: 'Kim', email: 'not-an-email' }, /email/],
    [{ name: 'x'.repeat(101), email: 'kim@example.com' }, /name/],
  ])('refuses %j with a 400 that names the field, and stores nothing', async (payload, field) => {
    const event = await newEvent();
    const response = await rsvp(event.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('leaves exactly 50 RSVPs when 200 visitors race for 50 seats', async () => {
    const event = await newEvent({ maxAttendees: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        rsvp(event.id, { name: `Fan ${i}`, email: `fan${i}@example.com` }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(
      responses.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'Event Full'),
    ).toBe(true);
    expect(await seatsTaken(event.id)).toBe(50);
    expect(await app.db.select().from(rsvps).where(eq(rsvps.eventId, event.id))).toHaveLength(50);
  });
});

describe('the events page after an RSVP', () => {
  it('shows the new seat count at once, not a stale rendered copy', async () => {
    const event = await newEvent({ title: 'Cache Check Night', maxAttendees: 9 });
    const before = await app.inject({ url: '/events' });
    // React marks the seams between text parts: "0<!-- -->/<!-- -->9".
    const seats = (taken: number) =>
      new RegExp(`>${taken}(<!-- -->)?/(<!-- -->)?9(<!-- -->)? <span class="sr-only">`);
    expect(before.body).toMatch(seats(0));
    const etag = before.headers.etag as string;
    expect((await app.inject({ url: '/events', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await rsvp(event.id, { name: 'Ana', email: 'ana.cache@example.com' });
    const after = await app.inject({ url: '/events', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(seats(1));
  });
});
