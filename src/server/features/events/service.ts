import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EventListWhen } from '../../../shared/admin-lists';
import { toBeAnnouncedStart } from '../../../shared/calendar';
import { addDays } from '../../../shared/dates';
import { searchWords } from '../../../shared/event-search';
import {
  type Event,
  type EventCategoryChip,
  eventCategoryParam,
  isAllEvents,
  isPastEvent,
  MAX_EVENTS_PER_ANSWER,
  MEMBER_PAST_SHOWN,
  type RsvpInput,
} from '../../../shared/events';
import {
  type EventListQuery,
  type EventTextItem,
  type eventInputSchema,
  eventListSchema,
} from '../../../shared/events-schema';
import { SIGN_IN_TO_RSVP } from '../../../shared/members';
import { miamiTimeToDate } from '../../../shared/miami-time';
import type { CachedAnswer } from '../../cache/response-cache';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { eventsIcs } from '../../render/ics';
import { categoriesOfEventsSince, categoryForEvent } from '../event-categories/service';
import { rsvpWithinBudget } from '../seat-budgets/service';
import {
  eventFromRow,
  eventsChanged,
  findEventRow,
  freeSeatsAndOffer,
  offerFreeSeats,
  type SeatMember,
  takeSeatsFor,
} from '../seats/service';
import {
  cancelTicketsOfRsvps,
  issueRsvpTicket,
  onRsvpTicketEnded,
  paidTicketsOf,
  rsvpTicketOf,
} from '../tickets/service';
import * as adminRepository from './admin-repository';
import * as repository from './repository';
import { sendRsvpConfirmation } from './rsvp-mail';

// Events: the public list and calendar feed (cached until an event or a seat count changes),
// RSVPs, and the staff's changes.

/** An event as staff send it, once the shared schema has checked it. */
type ValidEventInput = z.output<typeof eventInputSchema>;

const notFound = () => new HttpError(404, 'not_found', 'Event not found');
const toEvent = repository.toEvent;

/** Whether this address holds an RSVP to the event (the waitlist asks before a join). */
export function hasRsvp(db: Executor, eventId: number, email: string): Promise<boolean> {
  return repository.hasRsvp(db, eventId, email);
}

/** Whether an event of this id exists (staff's routes answer 404 before anything else). */
export async function eventExists(app: FastifyInstance, id: number): Promise<boolean> {
  return Boolean(await repository.findEvent(app.db, id));
}

/** A page of the staff's event list (upcoming soonest first, past latest first), searched. */
export function pageOfAdminEvents(
  app: FastifyInstance,
  filter: { when: EventListWhen; search: string | undefined },
  cursor: string | undefined,
  limit: number,
) {
  return adminRepository.pageOfEvents(app.db, filter, cursor, limit);
}

/** A page of an event's RSVPs in the order they came, searched by name or e-mail. */
export function pageOfRsvps(
  app: FastifyInstance,
  eventId: number,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return adminRepository.pageOfRsvps(app.db, eventId, search, cursor, limit);
}

/** The RSVPs' part in the app: a ticket of an RSVP that ends takes its RSVP with it. */
export function registerEventRsvps(app: FastifyInstance): void {
  onRsvpTicketEnded(app, repository.deleteRsvp);
}

/** A public list as GET /api/events is asked for it (defaults filled in by eventListQuerySchema). */
export type EventListRequest = Partial<EventListQuery>;

const HOUR_MS = 3_600_000;

/**
 * A public list from the events cache (docs/events.md): the next events by default, the past ones
 * latest first, or the events of a range of Miami days; a page of at most 100 either way. "All
 * Events" (or none) means every category, and the category ignores letter case.
 *
 * "Upcoming" and "past" are decided at the start of the current hour (an event under way stays
 * among the upcoming until the hour is over, and the browser hides what has started): the hour is
 * part of the cache key, so a kept list is never more than an hour behind the clock.
 */
export function cachedEvents(
  app: FastifyInstance,
  request: EventListRequest = {},
  now = Date.now(),
): Promise<CachedAnswer<Event[]>> {
  const category = request.category && !isAllEvents(request.category) ? request.category : '';
  const words = searchWords(request.q);
  const offset = request.offset ?? 0;
  const limit = Math.min(request.limit ?? MAX_EVENTS_PER_ANSWER, MAX_EVENTS_PER_ANSWER);
  const hourStart = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  const filter: repository.EventListFilter = { category, words, offset, limit };
  let span: string;
  if (request.from && request.to) {
    filter.range = {
      start: miamiTimeToDate(request.from, '00:00'),
      end: miamiTimeToDate(addDays(request.to, 1), '00:00'),
    };
    span = `${request.from}..${request.to}`;
  } else if (request.when === 'past') {
    filter.when = { past: { until: new Date(hourStart.getTime() + HOUR_MS) } };
    span = `past@${hourStart.getTime()}`;
  } else {
    filter.when = { upcoming: { since: hourStart } };
    span = `upcoming@${hourStart.getTime()}`;
  }
  const key = `list:${JSON.stringify([span, category, words, offset, limit])}`;
  return app.caches.events.get(key, async () =>
    eventListSchema.parse(await repository.listEvents(app.db, filter)),
  );
}

/**
 * The categories of the events to come (from the start of this hour, as the list decides), with
 * their colours, in the club's order: the events page's chips. Each is a filter that finds its
 * events ("All Events" and a stored name the filter could not take, from before names were
 * checked, are left out).
 * Kept with the lists.
 */
export function cachedEventCategories(
  app: FastifyInstance,
  now = Date.now(),
): Promise<CachedAnswer<EventCategoryChip[]>> {
  const hourStart = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  return app.caches.events.get(`categories@${hourStart.getTime()}`, async () => {
    const chips = await categoriesOfEventsSince(app.db, hourStart);
    return chips.filter((chip) => eventCategoryParam(chip.name) === chip.name && !isAllEvents(chip.name));
  });
}

/**
 * One event as the API answers it (its own page and GET /api/events/:id), kept with the lists
 * until events change. An id with no event is a 404 and is not kept, so made-up ids fill nothing.
 */
export async function cachedEvent(app: FastifyInstance, id: number): Promise<CachedAnswer<Event>> {
  return app.caches.events.get(`event:${id}`, async () => {
    const row = await repository.findEvent(app.db, id);
    // A draft's public address is not found, like one that never was.
    if (!row || row.draft) throw notFound();
    return repository.toEvent(row);
  });
}

/** How far ahead the calendar feed reaches, and how many events it holds at most. */
const FEED_DAYS = 366;
const FEED_EVENTS = 500;

/**
 * The calendar feed (events.ics): the events of the coming year that have not started, at most
 * 500, kept as text with the lists.
 */
export function cachedEventsCalendar(app: FastifyInstance, now = Date.now()): Promise<CachedAnswer<string>> {
  const hour = Math.floor(now / HOUR_MS);
  return app.caches.events.get(
    `ics@${hour}`,
    async () => {
      const events = await repository.listEvents(app.db, {
        range: { start: new Date(now), end: new Date(now + FEED_DAYS * 86_400_000) },
        offset: 0,
        limit: FEED_EVENTS,
      });
      return eventsIcs(events, { siteUrl: app.config.publicUrl, calendarName: 'MESC Events' });
    },
    (ics) => ics,
  );
}

/** The most event pages a sitemap lists (a sitemap file holds at most 50,000 addresses). */
const SITEMAP_EVENTS = 10_000;

/**
 * A text made from every event still to come, soonest first (the sitemap's event pages), kept
 * with the lists: it is made again after any change to events, and at the next hour anyway.
 */
export function cachedUpcomingEventsText(
  app: FastifyInstance,
  name: string,
  write: (events: Event[]) => string,
  now = Date.now(),
): Promise<CachedAnswer<string>> {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return app.caches.events.get(
    `text:${name}@${hourStart}`,
    async () =>
      write(
        await repository.listEvents(app.db, {
          when: { upcoming: { since: new Date(hourStart) } },
          offset: 0,
          limit: SITEMAP_EVENTS,
        }),
      ),
    (text) => text,
  );
}

/** Who asks for a seat: a visitor (the form's name and e-mail), or a signed-in member. */
export interface RsvpCaller {
  visitor: RsvpInput | null;
  member: SeatMember | null;
  /** The request's client (src/server/http/client-key.ts): a visitor's RSVPs a day are counted by it. */
  client?: string | null;
}

/**
 * Takes one seat, or none, through the seats' one gate (a priced event is bought, never RSVP'd;
 * a members' event needs a signed-in member whose access tier reaches it, seated under their own
 * account's name and e-mail). One transaction: the seat is counted first, then the RSVP is
 * inserted; a repeated e-mail hits the unique index and rolls the seat back. The confirmation
 * e-mail is written in the same transaction: no seat without its e-mail.
 */
export async function rsvpToEvent(app: FastifyInstance, eventId: number, caller: RsvpCaller): Promise<Event> {
  const found = await repository.findEvent(app.db, eventId);
  if (!found) throw notFound();
  const { member } = caller;
  const visitor = found.membershipRequired !== 'free' || !caller.visitor ? member : caller.visitor;
  const memberId =
    member && visitor && member.email.toLowerCase() === visitor.email.toLowerCase() ? member.id : null;
  const event = await app.db
    .transaction(async (tx) => {
      const ask = { way: 'rsvp', accessTier: member?.accessTier ?? null } as const;
      const seated = toEvent(await takeSeatsFor(tx, eventId, ask));
      if (!visitor) throw new HttpError(401, 'sign_in_required', SIGN_IN_TO_RSVP);
      const rsvpId = await repository.insertRsvp(tx, {
        eventId,
        name: visitor.name,
        email: visitor.email,
        memberId,
      });
      // Already on the list: the seat taken above is rolled back with this transaction.
      if (!rsvpId) throw new AlreadyOnList();
      await rsvpWithinBudget(tx, { rsvpId, eventId, caller });
      const ticket = await issueRsvpTicket(tx, {
        eventId,
        rsvpId,
        memberId,
        name: visitor.name,
        email: visitor.email,
      });
      await sendRsvpConfirmation(app, seated, ticket, tx);
      return seated;
    })
    .catch(async (err) => {
      if (!(err instanceof AlreadyOnList) || !visitor) throw err;
      return sendTicketAgain(app, eventId, visitor.email);
    });
  eventsChanged(app);
  return event;
}

/** Thrown inside an RSVP's transaction to roll its seat back when the address is on the list. */
class AlreadyOnList extends Error {}

/**
 * An RSVP for an address already on the list answers as a new one would (the answer tells a
 * stranger nothing about who is going); the address gets its ticket again by e-mail.
 */
async function sendTicketAgain(app: FastifyInstance, eventId: number, email: string): Promise<Event> {
  return app.db.transaction(async (tx) => {
    const row = await repository.findEvent(tx, eventId);
    if (!row) throw notFound();
    const event = toEvent(row);
    const ticket = await rsvpTicketOf(tx, eventId, email);
    if (ticket) await sendRsvpConfirmation(app, event, ticket, tx);
    return event;
  });
}

/**
 * A waitlist claim's RSVP, in the claim's transaction: the seat was taken by the offer, so only
 * the RSVP, its ticket and the confirmation e-mail are written. Undefined when this e-mail is
 * already on the event's list.
 */
export async function rsvpForOfferedSeat(
  app: FastifyInstance,
  tx: Transaction,
  event: repository.EventRow,
  person: { name: string; email: string; memberId: number | null },
) {
  const rsvpId = await repository.insertRsvp(tx, { eventId: event.id, ...person });
  if (!rsvpId) return undefined;
  const ticket = await issueRsvpTicket(tx, { eventId: event.id, rsvpId, ...person });
  await sendRsvpConfirmation(app, repository.toEvent(event), ticket, tx);
  return ticket;
}

export type Person = repository.Person;

/**
 * A member's RSVPs: every one still to come (soonest first; a seat ahead may be given back) and the
 * latest past ones (MEMBER_PAST_SHOWN, latest first).
 */
export async function rsvpsOf(app: FastifyInstance, person: Person) {
  const [upcoming, past] = await Promise.all([
    repository.rsvpsOf(app.db, person, 'upcoming', MAX_EVENTS_PER_ANSWER),
    repository.rsvpsOf(app.db, person, 'past', MEMBER_PAST_SHOWN),
  ]);
  const withState = (rsvp: (typeof upcoming)[number]) => ({
    event: rsvp.event,
    createdAt: rsvp.createdAt.toISOString(),
    cancellable: !isPastEvent(rsvp.event),
  });
  return { upcoming: upcoming.map(withState), past: past.map(withState) };
}

export function upcomingEventIdsOf(app: FastifyInstance, person: Person): Promise<number[]> {
  return repository.upcomingEventIdsOf(app.db, person);
}

/** A member gives their seat back while the event is ahead; the seat is free at once. */
export async function cancelRsvp(app: FastifyInstance, eventId: number, person: Person): Promise<Event> {
  const event = await app.db.transaction(async (tx) => {
    // Their tickets end with them, found while the RSVPs still point at them.
    const cancelled = await repository.cancelRsvp(tx, eventId, person, (ids) =>
      cancelTicketsOfRsvps(tx, ids),
    );
    if (!cancelled) return undefined;
    // The seat goes to the next person on the waitlist, in this transaction.
    await freeSeatsAndOffer(app, tx, eventId, cancelled.rsvpIds.length);
    const row = await repository.findEvent(tx, eventId);
    return row && toEvent(row);
  });
  if (!event) {
    const existing = await repository.findEvent(app.db, eventId);
    if (!existing) throw notFound();
    if (existing.date.getTime() <= Date.now()) {
      throw new HttpError(
        409,
        'event_past',
        'This event has already taken place, so its RSVP cannot be canceled.',
      );
    }
    throw new HttpError(404, 'no_rsvp', "You don't have an RSVP for this event.");
  }
  eventsChanged(app);
  return event;
}

/** A deleted account: seats ahead are given back, past RSVPs keep no personal data. */
export async function releaseRsvpsOf(
  app: FastifyInstance,
  person: Person,
  placeholder: string,
): Promise<void> {
  const released = await app.db.transaction(async (tx) => {
    const done = await repository.releaseRsvpsOf(tx, person, placeholder, (ids) =>
      cancelTicketsOfRsvps(tx, ids),
    );
    for (const { eventId, seats } of done.freed) await freeSeatsAndOffer(app, tx, eventId, seats);
    return done.freed;
  });
  if (released.length > 0) eventsChanged(app);
}

// An event whose time is to be announced is stored at 7:00 PM Miami on its day, whatever time
// came with the date, so every reader (lists, feed, RSVP cut-off) takes the same instant as is.
// Its category is the club's own spelling of the one asked for.
const eventValues = (input: ValidEventInput, category: string): repository.EventValues => ({
  ...input,
  category,
  date: input.timeToBeAnnounced ? toBeAnnouncedStart(input.date) : new Date(input.date),
});

/** Creates an event in one of the club's categories that is not retired. */
export async function createEvent(app: FastifyInstance, input: ValidEventInput): Promise<Event> {
  const event = await app.db.transaction(async (tx) =>
    repository.insertEvent(tx, eventValues(input, await categoryForEvent(tx, input.category))),
  );
  eventsChanged(app);
  return event;
}

/**
 * Updates an event. Its category is one of the club's, not retired unless it is the one the event
 * already has. Seats already taken stay taken: the new maximum may not be below them. Seats a
 * higher maximum (or a waitlist switched on) makes free are offered to the waitlist at once.
 */
export async function updateEvent(app: FastifyInstance, id: number, input: ValidEventInput): Promise<Event> {
  const event = await app.db.transaction(async (tx) => {
    const current = await repository.findEvent(tx, id);
    if (!current) throw notFound();
    const category = await categoryForEvent(tx, input.category, current.category);
    const updated = await repository.updateEventWithinSeats(tx, id, eventValues(input, category));
    if (!updated || !(await offerFreeSeats(app, tx, id))) return updated;
    const row = await repository.findEvent(tx, id);
    return row && repository.toEvent(row);
  });
  if (!event) {
    const existing = await repository.findEvent(app.db, id);
    if (!existing) throw notFound();
    throw new HttpError(
      409,
      'max_below_attendees',
      `Max attendees cannot be below the ${existing.currentAttendees} people who have already RSVP'd.`,
    );
  }
  eventsChanged(app);
  return event;
}

/** Deletes an event and, with it, its RSVPs; paid tickets must be refunded first. */
export async function deleteEvent(app: FastifyInstance, id: number): Promise<void> {
  const paid = await paidTicketsOf(app, id);
  if (paid > 0) {
    throw new HttpError(
      409,
      'has_paid_tickets',
      `This event has ${paid} paid ${paid === 1 ? 'ticket' : 'tickets'}. Refund ${paid === 1 ? 'it' : 'them'} from the attendee list before deleting the event.`,
    );
  }
  if (!(await repository.deleteEvent(app.db, id))) throw notFound();
  eventsChanged(app);
}

/**
 * How many upcoming (or past) events the staff's search finds. The upcoming ones are counted each
 * time (the schedule ahead, whatever the history holds); the past ones are every event found, kept
 * until an event changes, less the upcoming: so the count follows the clock without reading the
 * whole history again.
 */
export async function countAdminEvents(
  app: FastifyInstance,
  when: EventListWhen,
  search: string | undefined,
): Promise<number> {
  const upcoming = await adminRepository.countEvents(app.db, 'upcoming', search);
  if (when === 'upcoming') return upcoming;
  const ever = await app.counts.get(['events'], `events ${search ?? ''}`, () =>
    adminRepository.countEventsEver(app.db, search),
  );
  // An event added or starting between the two reads can leave this one request off by one; never below zero.
  return Math.max(0, ever - upcoming);
}

/** The event as it is now (null when there is none): what the activity log keeps as "before" a change. */
export async function eventAsItIs(app: FastifyInstance, id: number) {
  const row = await findEventRow(app.db, id);
  return row ? eventFromRow(row) : null;
}

/** An editor changes a night's words and picture; its date, price and seats stay as they are. */
export async function updateEventText(
  app: FastifyInstance,
  id: number,
  input: { title: string; description: string; imageUrl: string | null },
): Promise<Event> {
  const event = await repository.updateEventText(app.db, id, input);
  if (!event) throw notFound();
  eventsChanged(app);
  return event;
}

/** The nights editors may write for: from a day ago on, drafts too. */
export async function nightsToWrite(app: FastifyInstance): Promise<EventTextItem[]> {
  const rows = await repository.nightsToWrite(app.db, new Date(Date.now() - 86_400_000));
  return rows.map((row) => ({ ...row, date: row.date.toISOString() }));
}
