import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toBeAnnouncedStart } from '../../../shared/calendar';
import { eventsToIcs } from '../../../shared/event-ics';
import { type Event, type EventRsvp, isPastEvent, type RsvpInput } from '../../../shared/events';
import { type eventInputSchema, eventListSchema } from '../../../shared/events-schema';
import type { CachedAnswer } from '../../cache/response-cache';
import { miamiStamp, toCsv } from '../../csv';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import * as repository from './repository';
import { sendRsvpConfirmation } from './rsvp-mail';

// Events: the public list and calendar feed (cached until an event or a seat count changes),
// RSVPs, and the staff's changes.

/** An event as staff send it, once the shared schema has checked it. */
type ValidEventInput = z.output<typeof eventInputSchema>;

const notFound = () => new HttpError(404, 'Event not found');

/** After any change to events or seats: the lists, the feed and the pages showing them are rebuilt. */
const eventsChanged = (app: FastifyInstance) => app.caches.events.clear();

/**
 * The public list from the events cache; "All Events" (or none) means every category, and the
 * filter ignores letter case. The list is checked against the API's schema once per fill.
 */
export function cachedEvents(app: FastifyInstance, category?: string): Promise<CachedAnswer<Event[]>> {
  const filter = category && category.toLowerCase() !== 'all events' ? category.toLowerCase() : '';
  return app.caches.events.get(`list:${filter}`, async () =>
    eventListSchema.parse(await repository.listEvents(app.db, filter || undefined)),
  );
}

/** The calendar feed (events.ics): upcoming events, kept as text with the lists. */
export function cachedEventsCalendar(app: FastifyInstance): Promise<CachedAnswer<string>> {
  return app.caches.events.get(
    'ics',
    async () => {
      const { data } = await cachedEvents(app);
      return eventsToIcs(
        data.filter((event) => !isPastEvent(event)),
        { siteUrl: app.config.publicUrl, calendarName: 'MESC Events' },
      );
    },
    (ics) => ics,
  );
}

/**
 * Takes one seat for a visitor, or none. One transaction: the seat is counted first, then the
 * RSVP is inserted; a repeated e-mail hits the unique index and rolls the seat back. The
 * confirmation e-mail is written in the same transaction: no seat without its e-mail.
 */
export async function rsvpToEvent(app: FastifyInstance, eventId: number, visitor: RsvpInput): Promise<Event> {
  const event = await app.db.transaction(async (tx) => {
    const seated = await repository.takeSeat(tx, eventId);
    if (!seated) throw await whyNoSeat(tx, eventId);
    const added = await repository.insertRsvp(tx, { eventId, name: visitor.name, email: visitor.email });
    if (!added) {
      throw new HttpError(409, "You're already on the list for this event with this e-mail address.");
    }
    await sendRsvpConfirmation(app, seated, visitor, tx);
    return seated;
  });
  eventsChanged(app);
  return event;
}

async function whyNoSeat(db: Executor, eventId: number): Promise<HttpError> {
  const event = await repository.findEvent(db, eventId);
  if (!event) return notFound();
  if (event.date.getTime() <= Date.now()) return new HttpError(409, 'This event has already taken place.');
  return new HttpError(409, 'Event Full');
}

// An event whose time is to be announced is stored at 7:00 PM Miami on its day, whatever time
// came with the date, so every reader (lists, feed, RSVP cut-off) takes the same instant as is.
const eventValues = (input: ValidEventInput): repository.EventValues => ({
  ...input,
  date: input.timeToBeAnnounced ? toBeAnnouncedStart(input.date) : new Date(input.date),
});

export async function createEvent(app: FastifyInstance, input: ValidEventInput): Promise<Event> {
  const event = await repository.insertEvent(app.db, eventValues(input));
  eventsChanged(app);
  return event;
}

/** Updates an event. Seats already taken stay taken: the new maximum may not be below them. */
export async function updateEvent(app: FastifyInstance, id: number, input: ValidEventInput): Promise<Event> {
  const event = await repository.updateEventWithinSeats(app.db, id, eventValues(input));
  if (!event) {
    const existing = await repository.findEvent(app.db, id);
    if (!existing) throw notFound();
    throw new HttpError(
      409,
      `Max attendees cannot be below the ${existing.currentAttendees} people who have already RSVP'd.`,
    );
  }
  eventsChanged(app);
  return event;
}

/** Deletes an event and, with it, its RSVPs. */
export async function deleteEvent(app: FastifyInstance, id: number): Promise<void> {
  if (!(await repository.deleteEvent(app.db, id))) throw notFound();
  eventsChanged(app);
}

/** Who is coming to an event, in the order they RSVP'd. */
export async function listRsvps(app: FastifyInstance, eventId: number): Promise<EventRsvp[]> {
  if (!(await repository.findEvent(app.db, eventId))) throw notFound();
  return repository.listRsvps(app.db, eventId);
}

/** The RSVPs as a spreadsheet for staff. */
export async function rsvpsCsv(
  app: FastifyInstance,
  eventId: number,
): Promise<{ fileName: string; csv: string }> {
  const rsvps = await listRsvps(app, eventId);
  const csv = toCsv(
    ['Name', 'Email', 'RSVP time (Miami)'],
    rsvps.map((r) => [r.name, r.email, miamiStamp(r.createdAt)]),
  );
  return { fileName: `rsvps-event-${eventId}.csv`, csv };
}
