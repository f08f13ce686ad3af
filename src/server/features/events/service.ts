import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Event } from '../../../shared/events';
import type { CachedAnswer } from '../../cache/response-cache';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    date: row.date.toISOString(),
    timeToBeAnnounced: row.timeToBeAnnounced,
    price: row.price,
    maxAttendees: row.maxAttendees,
    currentAttendees: row.currentAttendees,
    venue: row.venue,
    imageUrl: row.imageUrl,
    membershipRequired: row.membershipRequired as Event['membershipRequired'],
  };
}

/** All events, soonest first; the category filter ignores letter case. */
export async function listEvents(db: Database, filter: { category?: string } = {}): Promise<Event[]> {
  const where = filter.category
    ? eq(sql`lower(${events.category})`, filter.category.toLowerCase())
    : undefined;
  const rows = await db.select().from(events).where(where).orderBy(asc(events.date), asc(events.id));
  return rows.map(toEvent);
}

/** The public list from the events cache; "All Events" (or none) means every category. */
export function cachedEvents(app: FastifyInstance, category?: string): Promise<CachedAnswer<Event[]>> {
  const filter = category && category.toLowerCase() !== 'all events' ? category.toLowerCase() : '';
  return app.caches.events.get(`list:${filter}`, () => listEvents(app.db, { category: filter || undefined }));
}
