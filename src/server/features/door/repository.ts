import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { NIGHT_LIMITED_ROLES, roleMay, STAFF_ROLES } from '../../../shared/staff-roles';
import type { Executor } from '../../db/client';
import { doorLinks, events, staffDoorNights, staffMembers, tickets } from '../../db/schema';

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
    .set({ checkedInAt: null, checkedInBy: null })
    .where(and(eq(tickets.id, ticketId), isNotNull(tickets.checkedInAt)))
    .returning();
  return row;
}

export async function checkIn(db: Executor, eventId: number, ticketId: number, at: Date, by: string) {
  const [row] = await db
    .update(tickets)
    .set({ checkedInAt: at, checkedInBy: by.slice(0, 400) })
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

const list = (roles: readonly string[]) => sql.raw(roles.map((role) => `'${role}'`).join(', ') || 'null');
/** Roles that work every night's door, and those that work only their own nights'. */
const everyDoor = list(STAFF_ROLES.filter((r) => roleMay(r, 'door') && !NIGHT_LIMITED_ROLES.includes(r)));
const ownNightsOnly = list(NIGHT_LIMITED_ROLES.filter((r) => roleMay(r, 'door')));

/**
 * A door link that works now: not revoked, not expired; a staff member's own, only while they may
 * still work this night's door (not removed, a role with the door permission, and, for door
 * staff, the night still theirs), so a change to the person ends their screens at once.
 */
export async function liveDoorLink(db: Executor, tokenHash: string): Promise<DoorLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(doorLinks)
    .where(
      and(
        eq(doorLinks.tokenHash, tokenHash),
        isNull(doorLinks.revokedAt),
        sql`${doorLinks.expiresAt} > now()`,
        sql`(${doorLinks.staffId} is null or exists (
          select 1 from ${staffMembers} s
          where s.id = ${doorLinks.staffId} and s.removed_at is null
            and (s.role in (${everyDoor}) or (s.role in (${ownNightsOnly}) and exists (
              select 1 from ${staffDoorNights} n where n.staff_id = s.id and n.event_id = ${doorLinks.eventId}))))
        )`,
      ),
    );
  return row;
}

// --- The nights door staff work ----------------------------------------------------------------

/** Whether the night is one the staff member was given. */
export async function worksNight(db: Executor, staffId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ eventId: staffDoorNights.eventId })
    .from(staffDoorNights)
    .where(and(eq(staffDoorNights.staffId, staffId), eq(staffDoorNights.eventId, eventId)));
  return Boolean(row);
}

/** Nights starting at or after `since`, soonest first: a person's own, or every one. */
export async function nightsFrom(db: Executor, since: Date, staffId: number | null, limit = 50) {
  const columns = { eventId: events.id, title: events.title, date: events.date };
  const query =
    staffId === null
      ? db.select(columns).from(events).where(gte(events.date, since))
      : db
          .select(columns)
          .from(staffDoorNights)
          .innerJoin(events, eq(events.id, staffDoorNights.eventId))
          .where(and(eq(staffDoorNights.staffId, staffId), gte(events.date, since)));
  return query.orderBy(asc(events.date), asc(events.id)).limit(limit);
}

/** Every night given to anyone: who works which. */
export function nightAssignments(db: Executor) {
  return db
    .select({ staffId: staffDoorNights.staffId, eventId: staffDoorNights.eventId })
    .from(staffDoorNights)
    .orderBy(asc(staffDoorNights.staffId), asc(staffDoorNights.eventId));
}

/** How many of these events exist. */
export async function existingEvents(db: Executor, eventIds: number[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(events).where(inArray(events.id, eventIds));
  return row?.n ?? 0;
}

/** The person works exactly these nights from now on. */
export async function replaceNights(db: Executor, staffId: number, eventIds: number[]): Promise<void> {
  await db
    .delete(staffDoorNights)
    .where(
      eventIds.length === 0
        ? eq(staffDoorNights.staffId, staffId)
        : and(eq(staffDoorNights.staffId, staffId), notInArray(staffDoorNights.eventId, eventIds)),
    );
  // Only nights that exist as this runs: one deleted meanwhile is simply not given.
  if (eventIds.length > 0) {
    await db.execute(sql`
      insert into ${staffDoorNights} (staff_id, event_id)
      select ${staffId}, ${events.id} from ${events} where ${inArray(events.id, eventIds)}
      on conflict do nothing`);
  }
}
