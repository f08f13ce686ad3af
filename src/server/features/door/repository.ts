import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { doorLinks, tickets } from '../../db/schema';

// The SQL of the door: its links, check-ins (each ticket in once, by a conditional UPDATE) and
// the search staff at the door make among an event's tickets.

export type TicketRow = typeof tickets.$inferSelect;
export type DoorLinkRow = typeof doorLinks.$inferSelect;

/** Checked in / expected (valid tickets) at an event's door. */
export async function doorCounts(db: Executor, eventId: number) {
  const [row] = await db
    .select({
      expected: count(),
      checkedIn: count(tickets.checkedInAt),
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid')));
  return { expected: row?.expected ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/**
 * Checks a valid ticket of this event in, once: the conditional UPDATE lets exactly one scan
 * through; undefined when it was not valid, not this event's, or already in.
 */
/** Takes a check-in back (staff's undo): only a ticket that is in. */
export async function undoCheckIn(db: Executor, ticketId: number) {
  const [row] = await db
    .update(tickets)
    .set({ checkedInAt: null })
    .where(and(eq(tickets.id, ticketId), isNotNull(tickets.checkedInAt)))
    .returning();
  return row;
}

export async function checkIn(db: Executor, eventId: number, ticketId: number, at: Date) {
  const [row] = await db
    .update(tickets)
    .set({ checkedInAt: at })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.eventId, eventId),
        eq(tickets.status, 'valid'),
        isNull(tickets.checkedInAt),
      ),
    )
    .returning();
  return row;
}

/** The latest check-ins at an event's door, newest first. */
export async function recentCheckIns(db: Executor, eventId: number, limit = 10): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), isNotNull(tickets.checkedInAt)))
    .orderBy(desc(tickets.checkedInAt), desc(tickets.id))
    .limit(limit);
}

/** Tickets of an event whose name, holder's name or e-mail contains the words typed. */
export async function searchTickets(db: Executor, eventId: number, query: string, limit = 20) {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        or(ilike(tickets.name, pattern), ilike(tickets.email, pattern), ilike(tickets.holderName, pattern)),
      ),
    )
    .orderBy(asc(tickets.name), asc(tickets.id))
    .limit(limit);
}

export async function insertDoorLink(
  db: Executor,
  values: typeof doorLinks.$inferInsert,
): Promise<DoorLinkRow> {
  const [row] = await db.insert(doorLinks).values(values).returning();
  return row;
}

export async function doorLinksOf(db: Executor, eventId: number): Promise<DoorLinkRow[]> {
  return db.select().from(doorLinks).where(eq(doorLinks.eventId, eventId)).orderBy(desc(doorLinks.createdAt));
}

export async function revokeDoorLink(db: Executor, id: number): Promise<DoorLinkRow | undefined> {
  const [row] = await db
    .update(doorLinks)
    .set({ revokedAt: sql`coalesce(${doorLinks.revokedAt}, now())` })
    .where(eq(doorLinks.id, id))
    .returning();
  return row;
}

/** A door link that works now: not revoked, not expired. */
export async function liveDoorLink(db: Executor, tokenHash: string): Promise<DoorLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(doorLinks)
    .where(
      and(
        eq(doorLinks.tokenHash, tokenHash),
        isNull(doorLinks.revokedAt),
        sql`${doorLinks.expiresAt} > now()`,
      ),
    );
  return row;
}
