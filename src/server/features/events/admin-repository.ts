import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { EventListWhen } from '../../../shared/admin-lists';
import type { Executor } from '../../db/client';
import { events, rsvps } from '../../db/schema';
import { countRows, readPage, type SortKey, searchCondition } from '../../lists/paging';
import { toEvent, toEventRsvp } from './repository';

// The SQL of the dashboard's events list and of an event's RSVPs: a page at a time, searched in
// the database (see paging.ts).

/** Upcoming events soonest first; past ones the latest first, so neither list opens on years-old events. */
const eventOrder: Record<EventListWhen, SortKey[]> = {
  upcoming: [
    { column: events.date, direction: 'asc', kind: 'timestamp' },
    { column: events.id, direction: 'asc', kind: 'integer' },
  ],
  past: [
    { column: events.date, direction: 'desc', kind: 'timestamp' },
    { column: events.id, direction: 'desc', kind: 'integer' },
  ],
};

const eventsSearched = (search: string | undefined) =>
  searchCondition([events.title, events.category, events.venue, events.description], search);

/** An event is past once it has started. */
const eventsFound = (when: EventListWhen, search: string | undefined) =>
  and(
    when === 'upcoming' ? gt(events.date, sql`now()`) : lte(events.date, sql`now()`),
    eventsSearched(search),
  );

/** One page of the upcoming (or past) events the search finds. */
export function pageOfEvents(
  db: Executor,
  { when, search }: { when: EventListWhen; search: string | undefined },
  cursor: string | undefined,
  limit: number,
) {
  return readPage(
    db,
    events,
    { keys: eventOrder[when], where: eventsFound(when, search), cursor, limit },
    toEvent,
  );
}

/** How many upcoming (or past) events the search finds. */
export const countEvents = (db: Executor, when: EventListWhen, search: string | undefined) =>
  countRows(db, events, eventsFound(when, search));

/** How many events, past and upcoming, the search finds. */
export const countEventsEver = (db: Executor, search: string | undefined) =>
  countRows(db, events, eventsSearched(search));

/** RSVPs in the order they came. */
const rsvpOrder: SortKey[] = [
  { column: rsvps.createdAt, direction: 'asc', kind: 'timestamp' },
  { column: rsvps.id, direction: 'asc', kind: 'integer' },
];

const rsvpsFound = (eventId: number, search: string | undefined) =>
  and(eq(rsvps.eventId, eventId), searchCondition([rsvps.name, rsvps.email], search));

/** One page of an event's RSVPs the search finds (by name or e-mail). */
export function pageOfRsvps(
  db: Executor,
  eventId: number,
  search: string | undefined,
  cursor: string | undefined,
  limit: number,
) {
  return readPage(
    db,
    rsvps,
    { keys: rsvpOrder, where: rsvpsFound(eventId, search), cursor, limit },
    toEventRsvp,
  );
}

/** How many of an event's RSVPs the search finds. */
export const countRsvps = (db: Executor, eventId: number, search: string | undefined) =>
  countRows(db, rsvps, rsvpsFound(eventId, search));
