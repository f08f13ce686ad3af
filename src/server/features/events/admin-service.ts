import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { toBeAnnouncedStart } from '../../../shared/calendar';
import type { Event, EventRsvp } from '../../../shared/events';
import type { Database } from '../../db/client';
import { events, rsvps } from '../../db/schema';
import { HttpError } from '../../errors';
import { toEvent } from './service';

type EventValues = Omit<Event, 'id' | 'currentAttendees' | 'date'> & { date: string };

// An event whose time is to be announced is stored at 7:00 PM Miami on its day, whatever time
// came with the date, so every reader (lists, feed, RSVP cut-off) takes the same instant as is.
const columns = (input: EventValues) => ({
  ...input,
  date: input.timeToBeAnnounced ? toBeAnnouncedStart(input.date) : new Date(input.date),
});

export async function createEvent(db: Database, input: EventValues): Promise<Event> {
  const [row] = await db.insert(events).values(columns(input)).returning();
  return toEvent(row);
}

/**
 * Updates an event. Seats already taken stay taken: the new maximum may not be below them, and
 * the check is part of the UPDATE itself, so an RSVP arriving meanwhile cannot slip past it.
 */
export async function updateEvent(db: Database, id: number, input: EventValues): Promise<Event> {
  const fits = input.maxAttendees == null ? sql`true` : lte(events.currentAttendees, input.maxAttendees);
  const [row] = await db
    .update(events)
    .set(columns(input))
    .where(and(eq(events.id, id), fits))
    .returning();
  if (row) return toEvent(row);
  const [existing] = await db.select().from(events).where(eq(events.id, id));
  if (!existing) throw new HttpError(404, 'Event not found');
  throw new HttpError(
    409,
    `Max attendees cannot be below the ${existing.currentAttendees} people who have already RSVP'd.`,
  );
}

/** Deletes an event and, with it, its RSVPs. */
export async function deleteEvent(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  if (deleted.length === 0) throw new HttpError(404, 'Event not found');
}

/** Who is coming, in the order they RSVP'd. */
export async function listRsvps(
  db: Database,
  eventId: number,
): Promise<{ event: Event; rsvps: EventRsvp[] }> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new HttpError(404, 'Event not found');
  const rows = await db
    .select()
    .from(rsvps)
    .where(eq(rsvps.eventId, eventId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return {
    event: toEvent(event),
    rsvps: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
