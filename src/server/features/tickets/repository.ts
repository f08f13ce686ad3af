import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { Executor, Transaction } from '../../db/client';
import { events, ticketOrders, tickets } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';

// The SQL of ticket orders and tickets (the door's check-ins and links are the door feature's). Every change of state is a conditional UPDATE
// (from the state it must leave), so two processes doing the same thing do it once.

export type OrderRow = typeof ticketOrders.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type EventRow = typeof events.$inferSelect;

/** 128 random bits as 32 lower-case hex digits: the code on a ticket (and in its QR code). */
export const newTicketCode = () => randomBytes(16).toString('hex');

export async function insertOrder(
  tx: Transaction,
  values: typeof ticketOrders.$inferInsert,
): Promise<OrderRow | undefined> {
  // The only unique index an insert can meet is the guest pass's (one a member a month).
  const [row] = await tx.insert(ticketOrders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, id));
  return row;
}

export async function findOrderByPayment(
  db: Executor,
  provider: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.provider, provider), eq(ticketOrders.providerPaymentId, paymentId)));
  return row;
}

export async function setOrderPayment(db: Executor, id: number, provider: string, paymentId: string) {
  await db
    .update(ticketOrders)
    .set({ provider, providerPaymentId: paymentId })
    .where(and(eq(ticketOrders.id, id), isNull(ticketOrders.providerPaymentId)));
}

/** Moves an order from `from` to paid; undefined when it was not in that state (someone else won). */
export async function markOrderPaid(
  tx: Transaction,
  id: number,
  from: 'held' | 'released',
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(ticketOrders)
    .set({ status: 'paid', paidAt: new Date(), releaseReason: null, releasedAt: null })
    .where(and(eq(ticketOrders.id, id), eq(ticketOrders.status, from)))
    .returning();
  return row;
}

/** Releases a held order (its guest pass with it); undefined when it was no longer held. */
export async function releaseOrder(
  tx: Transaction,
  id: number,
  reason: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(ticketOrders)
    .set({ status: 'released', releaseReason: reason, releasedAt: new Date(), guestMonth: null })
    .where(and(eq(ticketOrders.id, id), eq(ticketOrders.status, 'held')))
    .returning();
  return row;
}

/** Notes why a released order ended (a late payment refunded); once: false when already noted so. */
export async function noteReleaseReason(tx: Transaction, id: number, reason: string): Promise<boolean> {
  const rows = await tx
    .update(ticketOrders)
    .set({ releaseReason: reason })
    .where(
      and(
        eq(ticketOrders.id, id),
        eq(ticketOrders.status, 'released'),
        sql`${ticketOrders.releaseReason} is distinct from ${reason}`,
      ),
    )
    .returning({ id: ticketOrders.id });
  return rows.length > 0;
}

/** Gives a guest pass back (its guest ticket was cancelled or refunded). */
export async function returnGuestPass(tx: Transaction, orderId: number) {
  await tx.update(ticketOrders).set({ guestMonth: null }).where(eq(ticketOrders.id, orderId));
}

/** Whether a member's guest pass of this month is in use (an order held or paid with it). */
export async function guestPassInUse(db: Executor, memberId: number, month: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.memberId, memberId),
        eq(ticketOrders.guestMonth, month),
        inArray(ticketOrders.status, ['held', 'paid']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertTickets(
  tx: Transaction,
  rows: (typeof tickets.$inferInsert)[],
): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  // A door code that meets another of its event's is drawn again by the database: the rows it
  // skipped are inserted once more (a few tries; two draws meeting twice is all but impossible).
  const made = new Map<string, TicketRow>();
  let left = rows;
  for (let attempt = 0; attempt < 5 && left.length > 0; attempt += 1) {
    const inserted = await tx
      .insert(tickets)
      .values(left)
      .onConflictDoNothing({ target: [tickets.eventId, tickets.shortCode] })
      .returning();
    for (const row of inserted) made.set(row.code, row);
    // What was skipped draws its door code anew.
    left = left.filter((row) => !made.has(row.code)).map(({ shortCode: _drawnAgain, ...row }) => row);
  }
  if (left.length > 0) throw new Error('Could not draw a free door code for a ticket');
  return rows.map((row) => made.get(row.code) as TicketRow);
}

/** An event's ticket by its door code (doorCodeFrom), if one has it. */
export async function findTicketByDoorCode(
  db: Executor,
  eventId: number,
  shortCode: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.shortCode, shortCode)));
  return row;
}

export async function ticketsOfOrder(db: Executor, orderId: number): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.id));
}

export async function findTicket(
  db: Executor,
  where: { code: string } | { id: number },
): Promise<{ ticket: TicketRow; event: EventRow; order: OrderRow | null } | undefined> {
  const [row] = await db
    .select({ ticket: tickets, event: events, order: ticketOrders })
    .from(tickets)
    .innerJoin(events, eq(tickets.eventId, events.id))
    .leftJoin(ticketOrders, eq(tickets.orderId, ticketOrders.id))
    .where('code' in where ? eq(tickets.code, where.code) : eq(tickets.id, where.id));
  return row;
}

/** The valid ticket of this address's RSVP to an event (any letter case), if it has one. */
export async function rsvpTicketOf(
  db: Executor,
  eventId: number,
  email: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        isNotNull(tickets.rsvpId),
        eq(tickets.status, 'valid'),
        eq(sql`lower(${tickets.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

/** Locks one ticket row for a change of its state (refund, cancellation, check-in). */
export async function lockTicket(tx: Transaction, id: number): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('no key update');
  return row;
}

/** A valid ticket becomes refunded or cancelled; undefined when it was no longer valid. */
export async function endTicket(
  tx: Transaction,
  id: number,
  status: 'refunded' | 'cancelled',
  reason: string,
): Promise<TicketRow | undefined> {
  const [row] = await tx
    .update(tickets)
    .set({ status, statusChangedAt: new Date(), endReason: reason })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'valid')))
    .returning();
  return row;
}

/** The RSVPs' tickets are cancelled with their RSVPs (given back, or removed with an account). */
export async function cancelTicketsOfRsvps(tx: Transaction, rsvpIds: number[]): Promise<void> {
  if (rsvpIds.length === 0) return;
  await tx
    .update(tickets)
    .set({ status: 'cancelled', statusChangedAt: new Date(), endReason: TICKET_TEXTS.endedWithRsvp })
    .where(and(inArray(tickets.rsvpId, rsvpIds), eq(tickets.status, 'valid')));
}

/** Whose tickets a member sees: those bought or RSVP'd signed in, and those sent to their e-mail. */
export interface Person {
  memberId: number;
  email: string;
}

/**
 * A member's tickets with their events: for events still to come, soonest first, or past, latest
 * first; at most `limit` either way.
 */
export async function ticketsOf(db: Executor, person: Person, when: 'upcoming' | 'past', limit: number) {
  const upcoming = when === 'upcoming';
  return db
    .select({ ticket: tickets, event: events, order: ticketOrders })
    .from(tickets)
    .innerJoin(events, eq(tickets.eventId, events.id))
    .leftJoin(ticketOrders, eq(tickets.orderId, ticketOrders.id))
    .where(
      and(
        or(
          eq(tickets.memberId, person.memberId),
          eq(sql`lower(${tickets.email})`, person.email.toLowerCase()),
        ),
        upcoming ? gt(events.date, sql`now()`) : lte(events.date, sql`now()`),
      ),
    )
    .orderBy(...(upcoming ? [asc(events.date), asc(tickets.id)] : [desc(events.date), desc(tickets.id)]))
    .limit(limit);
}

/**
 * The valid tickets of a person for events still to come, one per event (the first issued), at
 * most `limit` events: what the event cards show as "You're going".
 */
export async function upcomingTicketPerEvent(db: Executor, person: Person, limit: number) {
  const rows = await db
    .select({ ticket: tickets, event: events })
    .from(tickets)
    .innerJoin(events, eq(tickets.eventId, events.id))
    .where(
      and(
        or(
          eq(tickets.memberId, person.memberId),
          eq(sql`lower(${tickets.email})`, person.email.toLowerCase()),
        ),
        eq(tickets.status, 'valid'),
        gt(events.date, sql`now()`),
      ),
    )
    .orderBy(asc(events.date), asc(tickets.id))
    .limit(limit * 10);
  const first = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.event.id)) first.set(row.event.id, row);
  return [...first.values()].slice(0, limit);
}

/** A deleted account's tickets keep no name or e-mail. */
export async function forgetTicketsOf(tx: Transaction, person: Person, placeholder: string) {
  const mine = or(
    eq(tickets.memberId, person.memberId),
    eq(sql`lower(${tickets.email})`, person.email.toLowerCase()),
  );
  await tx
    .update(tickets)
    .set({ name: 'Deleted member', email: placeholder, holderName: null, memberId: null })
    .where(mine);
  await tx
    .update(ticketOrders)
    .set({ name: 'Deleted member', email: placeholder, holderNames: [], memberId: null })
    .where(
      or(
        eq(ticketOrders.memberId, person.memberId),
        eq(sql`lower(${ticketOrders.email})`, person.email.toLowerCase()),
      ),
    );
}

/** An event's tickets for staff, in the order they came. */
/** An event's tickets in the order they were booked. */
const bookingOrder: SortKey[] = [
  { column: tickets.createdAt, direction: 'asc', kind: 'timestamp' },
  { column: tickets.id, direction: 'asc', kind: 'integer' },
];

const attendeesFound = (eventId: number, search: string | undefined) =>
  and(
    eq(tickets.eventId, eventId),
    searchCondition([tickets.name, tickets.holderName, tickets.email], search),
  );

/** One page of an event's tickets (RSVPs' and bought) the search finds by name or e-mail. */
export function pageOfAttendees(
  db: Executor,
  eventId: number,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  const where = attendeesFound(eventId, search);
  return readPage(db, tickets, { keys: bookingOrder, where, cursor, limit }, (row): TicketRow => row);
}

/** How many of an event's tickets the search finds. */
export const countAttendees = (db: Executor, eventId: number, search: string | undefined) =>
  countRows(db, tickets, attendeesFound(eventId, search));

/**
 * An event's figures over all its tickets: paid ones still valid and what they brought, who is
 * checked in of those expected (valid tickets), and how many were refunded.
 */
export async function attendeeFigures(db: Executor, eventId: number) {
  const valid = sql`${tickets.status} = 'valid'`;
  const sold = sql`${valid} and (${tickets.guest} or ${tickets.orderId} is not null) and ${tickets.price} > 0`;
  const [row] = await db
    .select({
      ticketsSold: sql<number>`count(*) filter (where ${sold})`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${tickets.price}) filter (where ${sold}), 0)`.mapWith(Number),
      checkedIn: sql<number>`count(*) filter (where ${valid} and ${tickets.checkedInAt} is not null)`.mapWith(
        Number,
      ),
      expected: sql<number>`count(*) filter (where ${valid})`.mapWith(Number),
      refunded: sql<number>`count(*) filter (where ${tickets.status} = 'refunded')`.mapWith(Number),
    })
    .from(tickets)
    .where(eq(tickets.eventId, eventId));
  return row;
}

/** Seats held by buyers paying now. */
export async function heldSeats(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ seats: sum(ticketOrders.quantity) })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, eventId), eq(ticketOrders.status, 'held')));
  return Number(row?.seats ?? 0);
}

/** Paid tickets still valid (those a refund must come before deleting the event). */
export async function paidTicketCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid'), sql`${tickets.price} > 0`));
  return row?.n ?? 0;
}

/** Seats held by orders not yet paid whose hold still runs (/metrics reads it). */
export async function countHeldSeats(db: Executor): Promise<number> {
  const [row] = await db
    .select({ seats: sum(ticketOrders.quantity).mapWith(Number) })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.status, 'held'), gt(ticketOrders.holdExpiresAt, sql`now()`)));
  return row?.seats ?? 0;
}

/** The addresses holding a valid ticket for a night, bought or an RSVP's (club mail to its guests). */
export async function guestAddresses(db: Executor, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ email: tickets.email })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid')));
  return rows.map((row) => row.email);
}
