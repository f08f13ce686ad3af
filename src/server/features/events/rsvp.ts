import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Event, RsvpInput } from '../../../shared/events';
import type { Database, Transaction } from '../../db/client';
import { events, rsvps } from '../../db/schema';
import { HttpError } from '../../errors';
import { toEvent } from './service';

/**
 * Takes one seat for a visitor, or none. One transaction: the seat is counted by a conditional
 * UPDATE (a row lock, re-checked after waiting, so concurrent RSVPs never pass the maximum), then
 * the RSVP is inserted; a repeated e-mail hits the unique index and rolls the seat back.
 * `confirm` writes the confirmation e-mail in the same transaction: no seat without its e-mail.
 */
export async function rsvpToEvent(
  db: Database,
  eventId: number,
  input: RsvpInput,
  confirm: (tx: Transaction, event: Event) => Promise<void> = async () => {},
): Promise<Event> {
  return db.transaction(async (tx) => {
    const [seated] = await tx
      .update(events)
      .set({ currentAttendees: sql`${events.currentAttendees} + 1` })
      .where(
        and(
          eq(events.id, eventId),
          gt(events.date, sql`now()`),
          or(isNull(events.maxAttendees), lt(events.currentAttendees, events.maxAttendees)),
        ),
      )
      .returning();
    if (!seated) throw await whyNoSeat(tx, eventId);

    const [rsvp] = await tx
      .insert(rsvps)
      .values({ eventId, name: input.name, email: input.email })
      .onConflictDoNothing()
      .returning({ id: rsvps.id });
    if (!rsvp) {
      throw new HttpError(409, "You're already on the list for this event with this e-mail address.");
    }
    const event = toEvent(seated);
    await confirm(tx, event);
    return event;
  });
}

async function whyNoSeat(tx: Pick<Database, 'select'>, eventId: number): Promise<HttpError> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event) return new HttpError(404, 'Event not found');
  if (event.date.getTime() <= Date.now()) return new HttpError(409, 'This event has already taken place.');
  return new HttpError(409, 'Event Full');
}
