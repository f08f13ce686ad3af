import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildEvent } from '../../src/server/db/factories';
import { events, jobs, mailOutbox, ticketOrders, tickets, waitlistEntries } from '../../src/server/db/schema';
import { OFFER_EXPIRES } from '../../src/server/features/waitlist/service';
import { freshAddress } from './members';

/** An event written straight to the database (free, 2 seats, a week ahead unless overridden). */
export async function smallEvent(app: FastifyInstance, overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await app.db
    .insert(events)
    .values(buildEvent({ title: 'Poker Night', price: 0, maxAttendees: 2, ...overrides }))
    .returning();
  return row;
}

export const person = (name = 'Ana') => ({
  name,
  email: `${name.toLowerCase()}-${freshAddress()}@example.com`,
});

/** RSVPs a visitor (their seat's ticket code is returned, to cancel it later). */
export async function rsvp(app: FastifyInstance, eventId: number, who = person()) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: who,
    remoteAddress: freshAddress(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [ticket] = await app.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.email, who.email)));
  return ticket.code;
}

/**
 * Fills an event's seats with visitors' RSVPs; their ticket codes. A priced event cannot be
 * RSVP'd, so it is filled as if staff priced it after people had RSVP'd while it was free.
 */
export async function fill(app: FastifyInstance, eventId: number, seats: number): Promise<string[]> {
  const [{ price, memberPrice }] = await app.db.select().from(events).where(eq(events.id, eventId));
  if (price > 0)
    await app.db.update(events).set({ price: 0, memberPrice: null }).where(eq(events.id, eventId));
  const codes: string[] = [];
  for (let i = 0; i < seats; i++) codes.push(await rsvp(app, eventId, person(`Guest${i}`)));
  if (price > 0) await app.db.update(events).set({ price, memberPrice }).where(eq(events.id, eventId));
  return codes;
}

/** The holder cancels their ticket (from its page): a seat frees. */
export async function cancelTicket(app: FastifyInstance, code: string) {
  const answer = await app.inject({ method: 'POST', url: `/api/tickets/${code}/cancel` });
  expect(answer.statusCode, answer.body).toBe(200);
}

export const join = (
  app: FastifyInstance,
  eventId: number,
  who: { name: string; email: string },
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/waitlist`,
    payload: who,
    remoteAddress: freshAddress(),
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });

export const entry = (app: FastifyInstance, code: string) => app.inject({ url: `/api/waitlist/${code}` });
export const confirm = (app: FastifyInstance, code: string) =>
  app.inject({ method: 'POST', url: `/api/waitlist/${code}/confirm` });

/** The entry code in the latest e-mail to this address whose subject starts so (its /waitlist#<code> link). */
export async function mailedEntryCode(
  app: FastifyInstance,
  email: string,
  subject = 'Confirm your waitlist place',
) {
  const mails = (await app.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter(
    (m) => m.to === email && m.subject.startsWith(subject),
  );
  const code = /\/waitlist#([0-9a-f]{32})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no "${subject}" e-mail with an entry link to ${email}`);
  return code;
}

/**
 * A visitor joins (the answer says to check the inbox), then confirms from the e-mail's link:
 * their entry as its page shows it after the press.
 */
export async function joinAndConfirm(app: FastifyInstance, eventId: number, who = person()) {
  const answer = await join(app, eventId, who);
  expect(answer.statusCode, answer.body).toBe(201);
  const confirmed = await confirm(app, await mailedEntryCode(app, who.email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}
export const claim = (app: FastifyInstance, code: string) =>
  app.inject({ method: 'POST', url: `/api/waitlist/${code}/claim` });
export const leave = (app: FastifyInstance, code: string) =>
  app.inject({ method: 'POST', url: `/api/waitlist/${code}/leave` });

export const entriesOf = (app: FastifyInstance, eventId: number) =>
  app.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(waitlistEntries.id);

/** Makes an entry's offer run out now and runs its job, as the queue would at the deadline. */
export async function expireOfferNow(app: FastifyInstance, entryId: number) {
  await app.db
    .update(waitlistEntries)
    .set({ offerExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(waitlistEntries.id, entryId));
  await app.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, OFFER_EXPIRES), sql`${jobs.payload}->>'entryId' = ${String(entryId)}`));
  await app.jobs.drain();
}

/**
 * Every seat counted is accounted for: events.current_attendees equals the valid tickets, plus
 * the seats of held orders, plus the offers open. Never above the maximum.
 */
// (unpaidSeatCap in src/shared/seat-budgets.ts caps `unpaid`.)
export async function seatAccount(app: FastifyInstance, eventId: number) {
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  const [valid] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid')));
  const [held] = await app.db
    .select({ n: sql<number>`coalesce(sum(${ticketOrders.quantity}), 0)::int` })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, eventId), eq(ticketOrders.status, 'held')));
  const [offered] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  const [waiting] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')));
  const [inLine] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, 'waiting'),
        sql`${waitlistEntries.confirmedAt} is not null`,
      ),
    );
  return {
    counted: event.currentAttendees,
    accounted: valid.n + held.n + offered.n,
    max: event.maxAttendees,
    offered: offered.n,
    waiting: waiting.n,
    /** Waiting and confirmed: these, not the unconfirmed, are offered seats. */
    inLine: inLine.n,
    /** Seats taken without payment: held orders and open offers (capped by unpaidSeatCap). */
    unpaid: held.n + offered.n,
  };
}
