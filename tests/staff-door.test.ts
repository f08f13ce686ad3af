import { desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events, staffActions, staffDoorNights, staffMembers, tickets } from '../src/server/db/schema';
import { createSession } from '../src/server/features/admin-auth/sessions';
import { newTicketCode } from '../src/server/features/tickets/repository';
import { NIGHT_NOT_YOURS, NIGHTS_UNKNOWN } from '../src/shared/staff';
import type { StaffRole } from '../src/shared/staff-roles';
import { bearer, buildWithAdmin } from './helpers/admin';
import { rowCounts } from './helpers/row-counts';

// Door staff as themselves (docs/staff.md#door-staff): the owner gives a door-role person their
// nights; they open their own door screen for one of those nights from their sign-in, every
// check-in records who let the person in, and taking the night away (or the person) ends it.

const { app, admin } = await buildWithAdmin();

let people = 0;
async function staffWith(role: StaffRole, name = 'Dee Door') {
  people += 1;
  const email = `door${people}@club.example`;
  const [row] = await app.db
    .insert(staffMembers)
    .values({ name, email, role, invitedBy: 'test' })
    .returning();
  const { token } = await createSession(app.db, 1, role, new Date(), row.id);
  return { id: row.id, email, actor: `${name} <${email}>`, headers: bearer(token) };
}

/** A night starting within the hour: its door is open now. */
async function tonight(title = 'Door Night') {
  const [row] = await app.db
    .insert(events)
    .values(buildEvent({ title, date: new Date(Date.now() + 30 * 60_000) }))
    .returning();
  return row;
}

async function ticketFor(eventId: number) {
  const [row] = await app.db
    .insert(tickets)
    .values({ eventId, code: newTicketCode(), name: 'Rosa Diaz', email: 'rosa@example.com' })
    .returning();
  return row;
}

const giveNights = (staffId: number, eventIds: number[]) =>
  admin({ method: 'PUT', url: `/api/admin/staff/${staffId}/door-nights`, payload: { eventIds } });

const nightsOf = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/admin/door/nights', headers });

const openScreen = (headers: Record<string, string>, eventId: number) =>
  app.inject({ method: 'POST', url: `/api/admin/door/nights/${eventId}/screen`, headers });

const door = (secret: string) => ({ authorization: `Door ${secret}` });

async function screenOf(headers: Record<string, string>, eventId: number) {
  const opened = await openScreen(headers, eventId);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json<{ url: string }>().url.split('#')[1];
}

const checkedInBy = async (ticketId: number) =>
  (await app.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0].checkedInBy;

describe('door staff', () => {
  it('see only the nights they were given, and open their own door screen for one, whose check-ins name them', async () => {
    const dee = await staffWith('door', 'Dee Door');
    const mine = await tonight('Mine Tonight');
    const other = await tonight('Not Mine');
    expect((await giveNights(dee.id, [mine.id])).statusCode).toBe(200);

    const nights = await nightsOf(dee.headers);
    expect(nights.statusCode, nights.body).toBe(200);
    expect(nights.json()).toEqual([
      { eventId: mine.id, title: 'Mine Tonight', date: mine.date.toISOString() },
    ]);

    const secret = await screenOf(dee.headers, mine.id);
    const state = await app.inject({ method: 'GET', url: '/api/door', headers: door(secret) });
    expect(state.json()).toMatchObject({ label: 'Dee Door', event: { id: mine.id } });
    const ticket = await ticketFor(mine.id);
    const scanned = await app.inject({
      method: 'POST',
      url: '/api/door/check-in',
      headers: door(secret),
      payload: { ticketId: ticket.id },
    });
    expect(scanned.json()).toMatchObject({ outcome: 'checked_in' });
    expect(await checkedInBy(ticket.id)).toBe(dee.actor);

    // Another night is not theirs: no screen, no check-in from the dashboard either.
    const refused = await openScreen(dee.headers, other.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NIGHT_NOT_YOURS, code: 'staff_permission_required' });
    const otherTicket = await ticketFor(other.id);
    const desk = await app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${otherTicket.id}/check-in`,
      headers: dee.headers,
    });
    expect(desk.statusCode).toBe(403);
    expect(await checkedInBy(otherTicket.id)).toBeNull();
  });

  it('lose their screen at once when the night is taken away, when their role changes, or when they are removed', async () => {
    const night = await tonight();
    const [kept, changed, removed] = [
      await staffWith('door'),
      await staffWith('door'),
      await staffWith('door'),
    ];
    for (const person of [kept, changed, removed]) await giveNights(person.id, [night.id]);
    const secrets = [
      await screenOf(kept.headers, night.id),
      await screenOf(changed.headers, night.id),
      await screenOf(removed.headers, night.id),
    ];
    const works = async (secret: string) =>
      (await app.inject({ method: 'GET', url: '/api/door', headers: door(secret) })).statusCode;
    expect(await Promise.all(secrets.map(works))).toEqual([200, 200, 200]);

    await giveNights(kept.id, []);
    await admin({ method: 'PATCH', url: `/api/admin/staff/${changed.id}`, payload: { role: 'editor' } });
    await admin({ method: 'DELETE', url: `/api/admin/staff/${removed.id}` });
    expect(await Promise.all(secrets.map(works))).toEqual([401, 401, 401]);
  });

  it('record who checked a ticket in from the dashboard, and a helper door link by its label', async () => {
    const night = await tonight();
    const first = await ticketFor(night.id);
    const desk = await admin({ method: 'POST', url: `/api/admin/tickets/${first.id}/check-in` });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(await checkedInBy(first.id)).toBe('Shared admin password');

    const link = await admin({
      method: 'POST',
      url: `/api/admin/events/${night.id}/door-links`,
      payload: { label: 'Side door', hours: 2 },
    });
    const secret = link.json<{ url: string }>().url.split('#')[1];
    const second = await ticketFor(night.id);
    await app.inject({
      method: 'POST',
      url: '/api/door/check-in',
      headers: door(secret),
      payload: { ticketId: second.id },
    });
    expect(await checkedInBy(second.id)).toBe('Door link “Side door”');

    // Undone, the ticket says no one let it in.
    await admin({ method: 'DELETE', url: `/api/admin/tickets/${first.id}/check-in` });
    expect(await checkedInBy(first.id)).toBeNull();
    const attendees = await admin({ method: 'GET', url: `/api/admin/events/${night.id}/attendees` });
    expect(JSON.stringify(attendees.json())).toContain('Door link “Side door”');
  });

  it('put every check-in tried at the door in the activity log: the person with their role, a helper link by its label, never the code', async () => {
    const manager = await staffWith('manager', 'Mia Manager');
    const night = await tonight('Logged Night');
    const secret = await screenOf(manager.headers, night.id);
    const ticket = await ticketFor(night.id);
    const doorLog = () =>
      app.db
        .select()
        .from(staffActions)
        .where(isNotNull(staffActions.doorLinkId))
        .orderBy(desc(staffActions.id));
    const before = (await doorLog()).length;
    const scan = (secretOf: string, code: string) =>
      app.inject({ method: 'POST', url: '/api/door/check-in', headers: door(secretOf), payload: { code } });

    expect((await scan(secret, ticket.code)).json().outcome).toBe('checked_in');
    expect((await scan(secret, ticket.code)).json().outcome).toBe('already_checked_in');
    const [again, first] = await doorLog();
    expect(first).toMatchObject({
      sessionId: null,
      staffId: manager.id,
      actor: manager.actor,
      role: 'manager',
      method: 'POST',
      route: '/api/door/check-in',
      permission: 'door',
      target: { eventId: night.id },
      input: { code: '[redacted]' },
      status: 200,
    });
    expect(first.after).toMatchObject({ outcome: 'checked_in', ticket: { name: 'Rosa Diaz' } });
    expect(again.after).toMatchObject({ outcome: 'already_checked_in' });
    expect(JSON.stringify([first, again])).not.toContain(ticket.code);

    const link = await admin({
      method: 'POST',
      url: `/api/admin/events/${night.id}/door-links`,
      payload: { label: 'Back door', hours: 2 },
    });
    const helper = link.json<{ id: number; url: string }>();
    const other = await ticketFor(night.id);
    expect((await scan(helper.url.split('#')[1], other.code)).json().outcome).toBe('checked_in');
    const [byHelper] = await doorLog();
    expect(byHelper).toMatchObject({
      doorLinkId: helper.id,
      staffId: null,
      actor: 'Door link “Back door”',
      role: 'door',
    });

    // A request without a live link is no one's: nothing is recorded.
    expect((await scan('x'.repeat(43), other.code)).statusCode).toBe(401);
    expect(await doorLog()).toHaveLength(before + 3);

    // The owner finds them on the Activity tab by the door role.
    const listed = await admin({ method: 'GET', url: '/api/admin/activity?role=door' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Door link “Back door”');
  });

  it('let managers and owners work every night without being given it', async () => {
    const manager = await staffWith('manager', 'Mo Manager');
    const night = await tonight();
    const nights = await nightsOf(manager.headers);
    expect(nights.json<{ eventId: number }[]>().map((n) => n.eventId)).toContain(night.id);
    const secret = await screenOf(manager.headers, night.id);
    const ticket = await ticketFor(night.id);
    await app.inject({
      method: 'POST',
      url: '/api/door/check-in',
      headers: door(secret),
      payload: { ticketId: ticket.id },
    });
    expect(await checkedInBy(ticket.id)).toBe(manager.actor);
  });

  it('refuse nights that do not exist, or are listed twice, and keep the nights as they were', async () => {
    const dee = await staffWith('door');
    const night = await tonight();
    await giveNights(dee.id, [night.id]);
    const before = await rowCounts(app);
    const unknown = await giveNights(dee.id, [night.id, 2_000_000_000]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: NIGHTS_UNKNOWN });
    expect((await giveNights(dee.id, [night.id, night.id])).statusCode).toBe(400);
    expect((await giveNights(999_999, [night.id])).statusCode).toBe(404);
    expect(await rowCounts(app)).toEqual(before);
    const kept = await app.db.select().from(staffDoorNights).where(eq(staffDoorNights.staffId, dee.id));
    expect(kept.map((row) => row.eventId)).toEqual([night.id]);
  });

  it('list who works which night for the owner only', async () => {
    const dee = await staffWith('door');
    const night = await tonight();
    await giveNights(dee.id, [night.id]);
    const listed = await admin({ method: 'GET', url: '/api/admin/door-nights' });
    expect(listed.json()).toEqual(expect.arrayContaining([{ staffId: dee.id, eventId: night.id }]));
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/door-nights', headers: dee.headers })).statusCode,
    ).toBe(403);
  });
});
