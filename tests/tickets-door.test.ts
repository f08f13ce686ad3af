import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { doorLinks, events, tickets } from '../src/server/db/schema';
import { newTicketCode } from '../src/server/features/tickets/repository';
import { addDays, miamiToday } from '../src/shared/dates';
import { miamiTimeToDate } from '../src/shared/miami-time';
import { TICKET_TEXTS } from '../src/shared/tickets';
import { bearer, buildWithAdmin, routeTable } from './helpers/admin';

// The door: staff make a link for an event, a phone holding it checks that event's tickets in
// without the admin password, once each, and sees why a ticket is refused.

const { app, admin, token: adminToken } = await buildWithAdmin();

async function newEvent(title = 'Fight Night') {
  const [row] = await app.db
    .insert(events)
    .values(buildEvent({ title, price: 2500 }))
    .returning();
  return row;
}

async function newTicket(eventId: number, values: Partial<typeof tickets.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(tickets)
    .values({ eventId, code: newTicketCode(), name: 'Rosa Diaz', email: 'rosa@example.com', ...values })
    .returning();
  return row;
}

// Links here work from now (staff's "hours from now") unless a test is about the night's window.
async function newLink(eventId: number, payload: object = { hours: 12 }) {
  const response = await admin({ method: 'POST', url: `/api/admin/events/${eventId}/door-links`, payload });
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json<{
    id: number;
    url: string;
    validFrom: string;
    expiresAt: string;
    label: string;
  }>();
  return { ...link, secret: link.url.split('#')[1] };
}

const door = (secret: string) => ({ authorization: `Door ${secret}` });

const scan = (secret: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/door/check-in', headers: door(secret), payload });

const stateOf = async (secret: string) =>
  (await app.inject({ method: 'GET', url: '/api/door', headers: door(secret) })).json();

describe('a door link for the night', () => {
  it('works from three hours before the start until eight hours after, whenever it was made', async () => {
    const [event] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Dec 18 Night', date: new Date(Date.now() + 21 * 86_400_000) }))
      .returning();
    const link = await newLink(event.id, { label: 'Front door' });
    expect(Date.parse(link.validFrom)).toBe(event.date.getTime() - 3 * 3_600_000);
    expect(Date.parse(link.expiresAt)).toBe(event.date.getTime() + 8 * 3_600_000);

    // Opened before then, the door says when it opens, and lets nothing through.
    const early = await app.inject({ method: 'GET', url: '/api/door', headers: door(link.secret) });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'door_link_not_yet' });
    expect(early.json().message).toMatch(
      /^This door link works from \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M \(Miami time\)/,
    );
    const ticket = await newTicket(event.id);
    expect((await scan(link.secret, { code: ticket.code })).statusCode).toBe(403);
    const [before] = await app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(before.checkedInAt).toBeNull();

    // Once the window opens it works.
    await app.db
      .update(doorLinks)
      .set({ validFrom: new Date(Date.now() - 1000) })
      .where(eq(doorLinks.id, link.id));
    expect((await scan(link.secret, { code: ticket.code })).json().outcome).toBe('checked_in');
  });

  it('starts at once for a night already under way, and is refused for one that is over', async () => {
    const [soon] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Tonight', date: new Date(Date.now() + 3_600_000) }))
      .returning();
    const tonight = await newLink(soon.id, {});
    expect(Date.parse(tonight.validFrom)).toBeLessThanOrEqual(Date.now());
    expect((await app.inject({ url: '/api/door', headers: door(tonight.secret) })).statusCode).toBe(200);

    const [past] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Last Week', date: new Date(Date.now() - 7 * 86_400_000) }))
      .returning();
    const refused = await admin({
      method: 'POST',
      url: `/api/admin/events/${past.id}/door-links`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('event_over');
    // With hours from now, staff can still open a door for it (a late count, a lost phone).
    expect((await newLink(past.id, { hours: 2 })).label).toBe('Door');
  });
});

describe('door links', () => {
  it('are made by staff with a secret shown once, of which only the hash is kept', async () => {
    const event = await newEvent();
    const before = Date.now();
    const link = await newLink(event.id, { label: 'Front door', hours: 12 });
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/door#[\w-]{43}$/);
    expect(link.label).toBe('Front door');
    // Twelve hours from now, as staff asked.
    const hours = (Date.parse(link.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.99);
    expect(hours).toBeLessThan(12.01);
    expect(Date.parse(link.validFrom)).toBeLessThanOrEqual(Date.now());
    const [row] = await app.db.select().from(doorLinks).where(eq(doorLinks.id, link.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(link.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.secret);

    const list = await admin({ method: 'GET', url: `/api/admin/events/${event.id}/door-links` });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: link.id, label: 'Front door', revokedAt: null }),
    ]);
    expect(list.body).not.toContain(link.secret);

    const state = await stateOf(link.secret);
    expect(state).toMatchObject({ label: 'Front door', event: { id: event.id, title: 'Fight Night' } });
  });

  it('take a label and up to 72 hours, and need an event that exists', async () => {
    const event = await newEvent();
    const noBody = await admin({ method: 'POST', url: `/api/admin/events/${event.id}/door-links` });
    expect(noBody.statusCode, noBody.body).toBe(201);
    expect(noBody.json().label).toBe('Door');
    const long = await newLink(event.id, { hours: 72 });
    expect(Date.parse(long.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    const tooLong = await admin({
      method: 'POST',
      url: `/api/admin/events/${event.id}/door-links`,
      payload: { hours: 73 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/At most 72 hours/);
    const missing = await admin({ method: 'POST', url: '/api/admin/events/999999/door-links', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/admin/events/999999/door-links' })).statusCode).toBe(404);
  });

  it('stop working when they expire', async () => {
    const event = await newEvent();
    const link = await newLink(event.id, { hours: 1 });
    expect((await app.inject({ url: '/api/door', headers: door(link.secret) })).statusCode).toBe(200);
    await app.db
      .update(doorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(doorLinks.id, link.id));
    const expired = await app.inject({ url: '/api/door', headers: door(link.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TICKET_TEXTS.doorLinkInvalid);
  });

  it('stop working the moment staff revoke them, and revoking again keeps the first time', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    const ticket = await newTicket(event.id);
    const revoked = await admin({ method: 'POST', url: `/api/admin/door-links/${link.id}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    const again = await admin({ method: 'POST', url: `/api/admin/door-links/${link.id}/revoke` });
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const refused = await scan(link.secret, { code: ticket.code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(TICKET_TEXTS.doorLinkInvalid);
    const [row] = await app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.checkedInAt).toBeNull();
    expect((await admin({ method: 'POST', url: '/api/admin/door-links/999999/revoke' })).statusCode).toBe(
      404,
    );
  });
});

describe('every door route', () => {
  const doorRoutes = routeTable(app)
    .filter(({ path }) => path === '/api/door' || path.startsWith('/api/door/'))
    .flatMap(({ path, methods }) => methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path })));

  it('is found in the router table, so none can be left out of this test', () => {
    expect(doorRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['GET /api/door', 'GET /api/door/search', 'POST /api/door/check-in']),
    );
  });

  it('answers 401 without a live door link, whatever the body, and says to ask staff for a new one', async () => {
    const event = await newEvent();
    const expired = await newLink(event.id);
    await app.db
      .update(doorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(doorLinks.id, expired.id));
    const revoked = await newLink(event.id);
    await admin({ method: 'POST', url: `/api/admin/door-links/${revoked.id}/revoke` });
    const headerSets: [string, Record<string, string>][] = [
      ['missing', {}],
      ['made up', door('x'.repeat(43))],
      ['malformed', { authorization: 'Door' }],
      ['two words', { authorization: `Door ${expired.secret} extra` }],
      ['the admin token', bearer(adminToken)],
      ['the admin token as a door secret', door(adminToken)],
      ['expired', door(expired.secret)],
      ['revoked', door(revoked.secret)],
    ];
    for (const { method, path } of doorRoutes) {
      for (const [what, headers] of headerSets) {
        for (const payload of [undefined, { code: 'nonsense', ticketId: 'x' }]) {
          const response = await app.inject({
            method: method as 'GET',
            url: `${path}?q=${payload ? '' : 'rosa'}`,
            headers,
            payload: method === 'GET' ? undefined : payload,
          });
          const label = `${method} ${path} (${what})`;
          expect(response.statusCode, label).toBe(401);
          expect(response.json(), label).toEqual({
            message: TICKET_TEXTS.doorLinkInvalid,
            code: 'door_link_invalid',
          });
          expect(response.headers['cache-control'], label).toBe('private, no-store');
        }
      }
    }
  });
});

describe('checking in at the door', () => {
  it('checks a ticket in once when two phones scan it at the same moment', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    for (let round = 0; round < 5; round++) {
      const ticket = await newTicket(event.id, { name: `Guest ${round}` });
      const answers = await Promise.all([
        scan(link.secret, { code: ticket.code }),
        scan(link.secret, { code: ticket.code }),
        scan(link.secret, { ticketId: ticket.id }),
      ]);
      const bodies = answers.map((a) => a.json());
      expect(bodies.map((b) => b.outcome).sort()).toEqual([
        'already_checked_in',
        'already_checked_in',
        'checked_in',
      ]);
      const [row] = await app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
      const first = bodies.find((b) => b.outcome === 'checked_in');
      expect(first.message).toBe('Checked in');
      expect(first.ticket).toMatchObject({ ticketId: ticket.id, name: `Guest ${round}` });
      expect(first.ticket.checkedInAt).toBe(row.checkedInAt?.toISOString());
      for (const later of bodies.filter((b) => b.outcome === 'already_checked_in')) {
        expect(later.message).toMatch(/^Already checked in at \d{1,2}:\d{2}\s(AM|PM)/);
        expect(later.ticket.checkedInAt).toBe(row.checkedInAt?.toISOString());
      }
    }
    expect((await stateOf(link.secret)).counts).toEqual({ checkedIn: 5, expected: 5 });
  });

  it('says a second scan was already checked in, at the first time in Miami: "8:02 PM"', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    const ticket = await newTicket(event.id);
    // Checked in at 8:02 PM Miami time (the tests run in Tokyo's zone: the door must not say 10:02 AM).
    const at = miamiTimeToDate(addDays(miamiToday(), -1), '20:02');
    await app.db.update(tickets).set({ checkedInAt: at }).where(eq(tickets.id, ticket.id));
    const again = (await scan(link.secret, { code: ticket.code })).json();
    expect(again).toMatchObject({
      outcome: 'already_checked_in',
      message: 'Already checked in at 8:02 PM',
      ticket: { name: 'Rosa Diaz', checkedInAt: at.toISOString() },
    });
  });

  it('takes the ticket page address the QR code carries as well as the code itself', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    const ticket = await newTicket(event.id);
    const answer = await scan(link.secret, {
      code: ` http://localhost/tickets/${ticket.code.toUpperCase()}\n`,
    });
    expect(answer.json().outcome).toBe('checked_in');
  });

  it('refuses refunded, cancelled, another event’s and unknown tickets, saying why', async () => {
    const event = await newEvent();
    const other = await newEvent('Poker Night');
    const link = await newLink(event.id);
    const refunded = await newTicket(event.id, { status: 'refunded', name: 'Refunded Rick' });
    const cancelled = await newTicket(event.id, { status: 'cancelled', name: 'Cancelled Cara' });
    const elsewhere = await newTicket(other.id, { name: 'Other Otto' });
    const cases: [object, string, string][] = [
      [{ code: refunded.code }, 'refunded', 'Refused: this ticket was refunded'],
      [{ code: cancelled.code }, 'cancelled', 'Refused: this ticket was cancelled'],
      [{ code: elsewhere.code }, 'other_event', 'Refused: this ticket is for another event'],
      [{ ticketId: elsewhere.id }, 'other_event', 'Refused: this ticket is for another event'],
      [{ code: newTicketCode() }, 'unknown', 'Refused: no ticket has this code'],
      [{ code: 'https://example.com/hello' }, 'unknown', 'Refused: no ticket has this code'],
      [{ ticketId: 2_000_000_000 }, 'unknown', 'Refused: no ticket has this code'],
    ];
    for (const [payload, outcome, message] of cases) {
      const response = await scan(link.secret, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ outcome, message });
    }
    // The refused ticket of this event shows whose it is; another event's says nothing of its holder.
    expect((await scan(link.secret, { code: refunded.code })).json().ticket.name).toBe('Refunded Rick');
    expect((await scan(link.secret, { code: elsewhere.code })).json().ticket).toBeNull();
    const rows = await app.db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(rows.every((row) => row.checkedInAt === null)).toBe(true);
    const [otto] = await app.db.select().from(tickets).where(eq(tickets.id, elsewhere.id));
    expect(otto.checkedInAt).toBeNull();
    expect((await scan(link.secret, {})).statusCode).toBe(400);
  });

  it('counts valid tickets checked in against those expected, and lists the latest check-ins', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    const [ana, ben] = [
      await newTicket(event.id, { name: 'Ana' }),
      await newTicket(event.id, { name: 'Ben' }),
    ];
    await newTicket(event.id, { name: 'Cy' });
    await newTicket(event.id, { status: 'refunded', name: 'Refunded' });
    expect((await stateOf(link.secret)).counts).toEqual({ checkedIn: 0, expected: 3 });
    const first = (await scan(link.secret, { code: ana.code })).json();
    expect(first.counts).toEqual({ checkedIn: 1, expected: 3 });
    await scan(link.secret, { ticketId: ben.id });
    const state = await stateOf(link.secret);
    expect(state.counts).toEqual({ checkedIn: 2, expected: 3 });
    expect(state.recent.map((t: { name: string }) => t.name)).toEqual(['Ben', 'Ana']);
  });

  it('keeps the time of a scan queued offline if it is within the last 12 hours, never a future one', async () => {
    const event = await newEvent();
    const link = await newLink(event.id);
    const checkedInAt = async (scannedAt: string) => {
      const ticket = await newTicket(event.id);
      const answer = (await scan(link.secret, { code: ticket.code, scannedAt })).json();
      expect(answer.outcome).toBe('checked_in');
      return Date.parse(answer.ticket.checkedInAt);
    };
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect(await checkedInAt(threeHoursAgo)).toBe(Date.parse(threeHoursAgo));
    for (const scannedAt of [
      new Date(Date.now() - 13 * 3_600_000).toISOString(),
      new Date(Date.now() + 10 * 60_000).toISOString(),
    ]) {
      const before = Date.now();
      const at = await checkedInAt(scannedAt);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await scan(link.secret, { code: newTicketCode(), scannedAt: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('searching at the door', () => {
  it("finds this event's people by name, ticket name or e-mail, and no one else's", async () => {
    const event = await newEvent();
    const other = await newEvent('Poker Night');
    const link = await newLink(event.id);
    await newTicket(event.id, { name: 'Maria Lopez', email: 'maria@example.com' });
    await newTicket(event.id, { name: 'Maria Lopez', email: 'maria@example.com', holderName: 'Tomás Lopez' });
    await newTicket(event.id, { name: 'Jo King', email: 'jk100%@example.com' });
    await newTicket(other.id, { name: 'Maria Other', email: 'maria.other@example.com' });
    const search = async (q: string) =>
      app.inject({ url: `/api/door/search?q=${encodeURIComponent(q)}`, headers: door(link.secret) });
    const names = async (q: string) =>
      (await search(q))
        .json()
        .tickets.map((t: { name: string; holderName: string | null }) =>
          t.holderName ? `${t.name} / ${t.holderName}` : t.name,
        );
    expect(await names('maria')).toEqual(['Maria Lopez', 'Maria Lopez / Tomás Lopez']);
    expect(await names('tomás')).toEqual(['Maria Lopez / Tomás Lopez']);
    expect(await names('jk100')).toEqual(['Jo King']);
    // Typed wildcards are letters like any other.
    expect(await names('%%')).toEqual([]);
    const short = await search('m');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 2 letters/);
    expect(short.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the door page', () => {
  it('alone may compile the QR decoder’s WebAssembly; other pages may not', async () => {
    const csp = async (url: string) =>
      (await app.inject({ url })).headers['content-security-policy'] as string;
    const scripts = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
    expect(scripts(await csp('/door'))).toContain("'wasm-unsafe-eval'");
    expect(scripts(await csp('/door?x=1'))).toContain("'wasm-unsafe-eval'");
    for (const url of ['/', '/events', '/admin/dashboard', '/door/x', '/doorway']) {
      expect(scripts(await csp(url)), url).not.toContain("'wasm-unsafe-eval'");
    }
    expect(scripts(await csp('/door'))).not.toContain("'unsafe-eval'");
  });
});

describe('staff at the attendee list', () => {
  const staffCheckIn = (ticketId: number, method: 'POST' | 'DELETE' = 'POST') =>
    admin({ method, url: `/api/admin/tickets/${ticketId}/check-in` });

  it('check a person in, once, and can undo it so the door lets them in again', async () => {
    const event = await newEvent('Desk Night');
    const ticket = await newTicket(event.id);
    const first = await staffCheckIn(ticket.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ticketId: ticket.id, checkedInAt: expect.any(String) });
    const again = await staffCheckIn(ticket.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_checked_in' });
    expect(again.json().message).toMatch(/^Already checked in at \d{1,2}:\d{2}\s[AP]M$/);

    const undone = await staffCheckIn(ticket.id, 'DELETE');
    expect(undone.json()).toMatchObject({ ticketId: ticket.id, checkedInAt: null });
    expect((await staffCheckIn(ticket.id, 'DELETE')).json()).toMatchObject({ code: 'not_checked_in' });
    const link = await newLink(event.id);
    expect((await scan(link.secret, { code: ticket.code })).json().outcome).toBe('checked_in');
  });

  it('refuse a ticket that cannot come in, and one that does not exist', async () => {
    const event = await newEvent('Desk Refusals');
    const refunded = await newTicket(event.id, { status: 'refunded' });
    const answer = await staffCheckIn(refunded.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'ticket_ended',
      message: 'Refused: this ticket was refunded',
    });
    const [row] = await app.db.select().from(tickets).where(eq(tickets.id, refunded.id));
    expect(row.checkedInAt).toBeNull();
    expect((await staffCheckIn(999_999)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/tickets/${refunded.id}/check-in` })).statusCode,
    ).toBe(401);
  });
});
