import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { rsvps, ticketOrders, waitlistEntries } from '../../db/schema';

// The SQL of seat budgets: seats held unpaid (orders in 'held'), open offers, and visitors' RSVPs,
// counted by client, e-mail and event. Counts are read under the locks the service takes.

export type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * Holds, until the transaction ends, a lock keyed by the client: its concurrent holds and RSVPs
 * (even in different processes) are counted one after another.
 */
export async function lockClient(tx: Transaction, clientKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seat-budget:${clientKey}`}))`);
}

const seatsOf = sql<number>`coalesce(sum(${ticketOrders.quantity}), 0)::int`;

/** Seats held unpaid right now by one client (for one event, or over all). */
export async function heldSeatsOfClient(db: Executor, clientKey: string, eventId?: number): Promise<number> {
  const [row] = await db
    .select({ n: seatsOf })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.status, 'held'),
        eq(ticketOrders.clientKey, clientKey),
        eventId === undefined ? undefined : eq(ticketOrders.eventId, eventId),
      ),
    );
  return row?.n ?? 0;
}

/** Seats held unpaid right now for one event under one e-mail (any letter case). */
export async function heldSeatsOfEmail(db: Executor, eventId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ n: seatsOf })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.status, 'held'),
        eq(ticketOrders.eventId, eventId),
        eq(sql`lower(${ticketOrders.email})`, email.toLowerCase()),
      ),
    );
  return row?.n ?? 0;
}

/**
 * An event's seats taken without payment: held orders (a waitlist claim's order holds the seat
 * its offer held, and its entry is then 'claimed', so the seat is counted here once) and open offers.
 */
export async function unpaidSeatsOfEvent(db: Executor, eventId: number): Promise<number> {
  const [held] = await db
    .select({ n: seatsOf })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.status, 'held'), eq(ticketOrders.eventId, eventId)));
  const [offered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  return (held?.n ?? 0) + (offered?.n ?? 0);
}

/**
 * A visitor's own earlier held orders for this event (same client, same e-mail), not a waitlist
 * claim's: the new order replaces them. Locked, so a payment arriving now waits for the outcome.
 */
export async function replaceableHolds(
  tx: Transaction,
  hold: { eventId: number; email: string; clientKey: string },
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.status, 'held'),
        eq(ticketOrders.eventId, hold.eventId),
        eq(ticketOrders.clientKey, hold.clientKey),
        eq(sql`lower(${ticketOrders.email})`, hold.email.toLowerCase()),
        isNull(ticketOrders.waitlistEntryId),
      ),
    )
    .for('update');
}

/** Notes the client behind a visitor's RSVP (its budget counts it). */
export async function setRsvpClient(tx: Transaction, rsvpId: number, clientKey: string): Promise<void> {
  await tx.update(rsvps).set({ clientKey }).where(eq(rsvps.id, rsvpId));
}

/** A client's RSVPs of the last `hours` that still stand (for one event, or over all). */
export async function recentRsvpsOfClient(
  db: Executor,
  clientKey: string,
  hours: number,
  eventId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.clientKey, clientKey),
        gt(rsvps.createdAt, sql`now() - make_interval(hours => ${hours})`),
        eventId === undefined ? undefined : eq(rsvps.eventId, eventId),
      ),
    );
  return row?.n ?? 0;
}
