import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Event } from '../../../shared/events';
import { eventRsvpSchema, eventSchema } from '../../../shared/events-schema';
import type { Executor, Transaction } from '../../db/client';
import { likeEscaped } from '../../db/like-pattern';
import { rowMapper } from '../../db/row-mapper';
import { events, rsvps } from '../../db/schema';

// The SQL of events and their RSVPs, and the rows as the API answers them.

export type EventRow = typeof events.$inferSelect;
/** An event's columns as staff set them (the seat count is the RSVPs' own). */
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'currentAttendees' | 'createdAt'>;

/** An event row as the API answers it. */
export const toEvent = rowMapper(eventSchema);

/** An RSVP row as the dashboard reads it. */
export const toEventRsvp = rowMapper(eventRsvpSchema);

/** Which events a public list holds (the API's query, checked; see eventListQuerySchema). */
export interface EventListFilter {
  /** As asked; matched whatever the letter case, both sides lowered by the database. */
  category?: string;
  /** Words, each to be found in the title, description or venue. */
  words?: string[];
  /** Upcoming: starting at or after `since`; past: starting before `until`. */
  when?: { upcoming: { since: Date } } | { past: { until: Date } };
  /** Every event starting in [start, end), soonest first. */
  range?: { start: Date; end: Date };
  offset: number;
  limit: number;
}

/** The combining diacritical marks (U+0300–U+036F) a decomposed accented letter carries. */
const COMBINING_MARKS = '[\u0300-\u036f]';

/**
 * An event's title, description and venue as a search reads them: lower case, accents taken off
 * (decomposed, then the combining marks removed), as fold() in src/shared/event-search.ts does.
 */
const searchText = sql`lower(regexp_replace(normalize(${events.title} || ' ' || ${events.description} || ' ' || coalesce(${events.venue}, ''), NFD), ${COMBINING_MARKS}, '', 'g'))`;

/**
 * One page of a public list: upcoming soonest first, past latest first, a range of days soonest
 * first. Each is read along events_date_idx and stops after `limit` rows, so the cost is the page's,
 * not the history's.
 */
export async function listEvents(db: Executor, filter: EventListFilter): Promise<Event[]> {
  // Public lists never hold a draft.
  const conditions: (SQL | undefined)[] = [eq(events.draft, false)];
  // Both sides lowered by the same function, so a chip (a stored category) always finds its events.
  if (filter.category) conditions.push(eq(sql`lower(${events.category})`, sql`lower(${filter.category})`));
  for (const word of filter.words ?? []) {
    conditions.push(sql`${searchText} like ${`%${likeEscaped(word)}%`} escape '\\'`);
  }
  const latestFirst = filter.when && 'past' in filter.when;
  if (filter.range) {
    conditions.push(gte(events.date, filter.range.start), lt(events.date, filter.range.end));
  } else if (filter.when && 'past' in filter.when) {
    conditions.push(lt(events.date, filter.when.past.until));
  } else if (filter.when) {
    conditions.push(gte(events.date, filter.when.upcoming.since));
  }
  const rows = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(...(latestFirst ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)]))
    .offset(filter.offset)
    .limit(filter.limit);
  return rows.map(toEvent);
}

/**
 * The categories of the events starting at or after `since`, once each whatever its letter case
 * (the spelling that sorts first stands for the others), as the list's filter matches them.
 */
export async function categoriesSince(db: Executor, since: Date): Promise<string[]> {
  const rows = await db
    .select({ category: sql<string>`min(${events.category})` })
    .from(events)
    .where(and(gte(events.date, since), eq(events.draft, false)))
    .groupBy(sql`lower(${events.category})`);
  return rows.map((row) => row.category);
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: Executor, values: EventValues): Promise<Event> {
  const [row] = await db.insert(events).values(values).returning();
  return toEvent(row);
}

/**
 * Updates an event unless its new maximum is below the seats already taken; the check is part of
 * the UPDATE itself, so an RSVP arriving meanwhile cannot slip past it. Undefined when nothing
 * was updated (no such event, or too many seats taken).
 */
export async function updateEventWithinSeats(
  db: Executor,
  id: number,
  values: EventValues,
): Promise<Event | undefined> {
  const fits = values.maxAttendees == null ? sql`true` : lte(events.currentAttendees, values.maxAttendees);
  const [row] = await db
    .update(events)
    .set(values)
    .where(and(eq(events.id, id), fits))
    .returning();
  return row && toEvent(row);
}

/** Deletes an event and, with it (ON DELETE CASCADE), its RSVPs; false when there was none. */
export async function deleteEvent(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}

/** Records an RSVP; undefined when this e-mail is already on the event's list (its unique index). */
export async function insertRsvp(
  tx: Transaction,
  rsvp: { eventId: number; name: string; email: string; memberId?: number | null },
): Promise<number | undefined> {
  const [row] = await tx.insert(rsvps).values(rsvp).onConflictDoNothing().returning({ id: rsvps.id });
  return row?.id;
}

/** Whether this e-mail (any letter case) is on the event's list. */
export async function hasRsvp(db: Executor, eventId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(sql`lower(${rsvps.email})`, email.toLowerCase())));
  return Boolean(row);
}

/** Removes one RSVP (its ticket was cancelled); false when it was already gone. */
export async function deleteRsvp(tx: Transaction, rsvpId: number): Promise<boolean> {
  const removed = await tx.delete(rsvps).where(eq(rsvps.id, rsvpId)).returning({ id: rsvps.id });
  return removed.length > 0;
}

/** Whose RSVPs a member sees: those made signed in, and those made with their e-mail. */
export interface Person {
  memberId: number;
  email: string;
}

const rsvpOf = (person: Person) =>
  or(eq(rsvps.memberId, person.memberId), eq(sql`lower(${rsvps.email})`, person.email.toLowerCase()));

/**
 * A member's RSVPs with their events: those still to come, soonest first, or those past, latest
 * first; at most `limit` either way (a member of many years has hundreds).
 */
export async function rsvpsOf(db: Executor, person: Person, when: 'upcoming' | 'past', limit: number) {
  const upcoming = when === 'upcoming';
  const rows = await db
    .select({ event: events, createdAt: rsvps.createdAt })
    .from(rsvps)
    .innerJoin(events, eq(rsvps.eventId, events.id))
    .where(and(rsvpOf(person), upcoming ? gt(events.date, sql`now()`) : lte(events.date, sql`now()`)))
    .orderBy(...(upcoming ? [asc(events.date), asc(events.id)] : [desc(events.date), desc(events.id)]))
    .limit(limit);
  return rows.map((row) => ({ event: toEvent(row.event), createdAt: row.createdAt }));
}

/** The events still to come that a member has a seat at. */
export async function upcomingEventIdsOf(db: Executor, person: Person): Promise<number[]> {
  const rows = await db
    .select({ id: rsvps.eventId })
    .from(rsvps)
    .innerJoin(events, eq(rsvps.eventId, events.id))
    .where(and(rsvpOf(person), gt(events.date, sql`now()`)));
  return rows.map((row) => row.id);
}

/**
 * Deletes a member's RSVP while the event is still to come (its row locked: the caller frees the
 * seat in the same transaction). Undefined when there was no such RSVP ahead.
 */
export async function cancelRsvp(
  tx: Transaction,
  eventId: number,
  person: Person,
  beforeRemoving: RsvpsLeaving,
): Promise<{ rsvpIds: number[] } | undefined> {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), gt(events.date, sql`now()`)))
    .for('update');
  if (!event) return undefined;
  const leaving = await tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), rsvpOf(person)))
    .for('update');
  if (leaving.length === 0) return undefined;
  const rsvpIds = leaving.map((row) => row.id);
  await beforeRemoving(rsvpIds);
  await tx.delete(rsvps).where(inArray(rsvps.id, rsvpIds));
  return { rsvpIds };
}

/**
 * What must happen to RSVPs' tickets while the RSVPs still exist: deleting an RSVP clears its
 * tickets' rsvp_id (the foreign key's ON DELETE SET NULL), after which they are no longer found by it.
 */
export type RsvpsLeaving = (rsvpIds: number[]) => Promise<void>;

/** A deleted account's RSVPs: those ahead are given back, past ones keep no name or e-mail. */
export async function releaseRsvpsOf(
  tx: Transaction,
  person: Person,
  placeholder: string,
  beforeRemoving: RsvpsLeaving,
): Promise<{ freed: { eventId: number; seats: number }[]; rsvpIds: number[] }> {
  const ahead = await tx
    .select({ eventId: rsvps.eventId })
    .from(rsvps)
    .innerJoin(events, eq(rsvps.eventId, events.id))
    .where(and(rsvpOf(person), gt(events.date, sql`now()`)));
  const rsvpIds: number[] = [];
  const freed: { eventId: number; seats: number }[] = [];
  for (const { eventId } of ahead) {
    const cancelled = await cancelRsvp(tx, eventId, person, beforeRemoving);
    if (!cancelled) continue;
    rsvpIds.push(...cancelled.rsvpIds);
    freed.push({ eventId, seats: cancelled.rsvpIds.length });
  }
  await tx
    .update(rsvps)
    .set({ name: 'Deleted member', email: placeholder, memberId: null })
    .where(rsvpOf(person));
  return { freed, rsvpIds };
}

/** An event's words and picture only (an editor's change): the rest stays as it is. */
export async function updateEventText(
  db: Executor,
  id: number,
  values: { title: string; description: string; imageUrl: string | null },
): Promise<Event | undefined> {
  const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning();
  return row && toEvent(row);
}

/** Nights from `since` on, drafts too, soonest first: what editors write the words of. */
export function nightsToWrite(db: Executor, since: Date, limit = 200) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      imageUrl: events.imageUrl,
      date: events.date,
      draft: events.draft,
    })
    .from(events)
    .where(gte(events.date, since))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}
