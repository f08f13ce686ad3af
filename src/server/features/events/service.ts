import { asc, eq, sql } from 'drizzle-orm';
import type { Event } from '../../../shared/events';
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
