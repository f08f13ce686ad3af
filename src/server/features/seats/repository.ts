import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { eventSchema } from '../../../shared/events-schema';
import type { Executor, Transaction } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { events, waitlistEntries } from '../../db/schema';

// The seat count of an event (`events.current_attendees`): the only SQL that moves it.
// current_attendees = valid tickets + seats of held orders + open waitlist offers (decision 12).

export type EventRow = typeof events.$inferSelect;

/** An event row as the API answers it. */
export const toEvent = rowMapper(eventSchema);

/** An event's row as it stands, without a lock; undefined when there is no such event. */
export async function findEvent(db: Executor, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

/** Locks an event's row for the rest of the transaction; undefined when there is no such event. */
export async function lockEvent(tx: Transaction, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

/**
 * Counts `seats` more taken if the event is still to come and has room for them: a conditional
 * UPDATE (a row lock, re-checked after waiting, so concurrent RSVPs and ticket holds never pass
 * the maximum). Undefined when no seat was taken.
 *
 * While anyone is waiting on the event's waitlist, a free seat is theirs: only an offer to the
 * waitlist (`forWaitlist`) may take it, never an RSVP or a purchase that happens to come first.
 * An entry whose address is not confirmed yet is not offered seats, so it keeps none from anyone.
 */
export async function takeSeats(
  tx: Transaction,
  eventId: number,
  seats: number,
  forWaitlist: boolean,
): Promise<EventRow | undefined> {
  const nobodyWaiting = forWaitlist
    ? sql`true`
    : sql`(not ${events.waitlistEnabled} or not exists (select 1 from ${waitlistEntries} where ${waitlistEntries.eventId} = ${events.id} and ${waitlistEntries.status} = 'waiting' and ${waitlistEntries.confirmedAt} is not null))`;
  const [seated] = await tx
    .update(events)
    .set({ currentAttendees: sql`${events.currentAttendees} + ${seats}` })
    .where(
      and(
        eq(events.id, eventId),
        gt(events.date, sql`now()`),
        or(isNull(events.maxAttendees), lte(sql`${events.currentAttendees} + ${seats}`, events.maxAttendees)),
        nobodyWaiting,
      ),
    )
    .returning();
  return seated;
}

/** Counts `seats` free again (a released hold, a refund, a cancellation); never below zero. */
export async function freeSeats(
  tx: Transaction,
  eventId: number,
  seats: number,
): Promise<EventRow | undefined> {
  const [freed] = await tx
    .update(events)
    .set({ currentAttendees: sql`greatest(${events.currentAttendees} - ${seats}, 0)` })
    .where(eq(events.id, eventId))
    .returning();
  return freed;
}
