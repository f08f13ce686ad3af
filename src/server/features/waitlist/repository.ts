import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { events, waitlistEntries } from '../../db/schema';

// The SQL of waitlists: the only home of waitlist_entries' queries. Every move of an entry is a
// conditional UPDATE from the state it must be in, so two processes never both move it.

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type EventRow = typeof events.$inferSelect;

export const newEntryCode = () => randomBytes(16).toString('hex');

/** The order offers follow: highest priority first, then who joined first. */
const queueOrder = [desc(waitlistEntries.priority), asc(waitlistEntries.createdAt), asc(waitlistEntries.id)];

/** Waiting and confirmed: in line for offers (an unconfirmed entry keeps its place, unoffered). */
const inLine = and(eq(waitlistEntries.status, 'waiting'), isNotNull(waitlistEntries.confirmedAt));

/**
 * A new waiting entry, confirmed (a member's session proves the address) or not (a visitor's,
 * until the e-mailed link is used); undefined when this e-mail already has an active one.
 */
export async function insertEntry(
  tx: Transaction,
  values: {
    eventId: number;
    memberId: number | null;
    name: string;
    email: string;
    priority: number;
    confirmed: boolean;
  },
): Promise<EntryRow | undefined> {
  const { confirmed, ...entry } = values;
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ ...entry, code: newEntryCode(), confirmedAt: confirmed ? sql`now()` : null })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findEntry(
  db: Executor,
  where: { code: string } | { id: number },
): Promise<EntryRow | undefined> {
  const condition = 'code' in where ? eq(waitlistEntries.code, where.code) : eq(waitlistEntries.id, where.id);
  const [row] = await db.select().from(waitlistEntries).where(condition);
  return row;
}

/** The entry with its event. */
export async function findEntryWithEvent(db: Executor, where: { code: string } | { id: number }) {
  const condition = 'code' in where ? eq(waitlistEntries.code, where.code) : eq(waitlistEntries.id, where.id);
  const [row] = await db
    .select({ entry: waitlistEntries, event: events })
    .from(waitlistEntries)
    .innerJoin(events, eq(waitlistEntries.eventId, events.id))
    .where(condition);
  return row;
}

/** Whether this e-mail has an active entry (waiting or offered) on the event. */
export async function activeEntryOf(db: Executor, eventId: number, email: string) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  return row;
}

/**
 * An entry's place among those in line (1 is next): the confirmed entries ahead of it, so an
 * unconfirmed one learns the place it will have once confirmed. Null when it is not waiting.
 */
export async function placeOf(db: Executor, entry: EntryRow): Promise<number | null> {
  if (entry.status !== 'waiting') return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, entry.eventId),
        inLine,
        or(
          sql`${waitlistEntries.priority} > ${entry.priority}`,
          and(
            eq(waitlistEntries.priority, entry.priority),
            or(
              sql`${waitlistEntries.createdAt} < ${entry.createdAt}`,
              and(eq(waitlistEntries.createdAt, entry.createdAt), sql`${waitlistEntries.id} < ${entry.id}`),
            ),
          ),
        ),
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

/**
 * The next entry to offer a seat to, locked (a process that holds it is skipped, not waited for).
 * Unconfirmed entries are passed over: a seat goes only to an address proven to be its holder's.
 */
export async function nextWaiting(tx: Transaction, eventId: number): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), inLine))
    .orderBy(...queueOrder)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Entries in line for offers (waiting and confirmed). */
export async function waitingCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), inLine));
  return row?.n ?? 0;
}

/** Confirms a waiting entry's address; undefined when it was confirmed already or is not waiting. */
export async function confirmEntry(tx: Transaction, id: number): Promise<EntryRow | undefined> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.status, 'waiting'),
        isNull(waitlistEntries.confirmedAt),
      ),
    )
    .returning();
  return row;
}

/** Moves an entry from one state to another; undefined when it was not in `from` (or `also` failed). */
export async function moveEntry(
  tx: Transaction,
  id: number,
  from: EntryRow['status'] | EntryRow['status'][],
  to: {
    status: EntryRow['status'];
    offerExpiresAt?: Date | null;
    offeredAt?: Date | null;
  },
  also?: ReturnType<typeof sql>,
): Promise<EntryRow | undefined> {
  const fromList = Array.isArray(from) ? from : [from];
  const [row] = await tx
    .update(waitlistEntries)
    .set({ ...to, statusChangedAt: new Date() })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, fromList), also))
    .returning();
  return row;
}

/** The offer is still open: not past its time. */
export const offerOpen = sql`${waitlistEntries.offerExpiresAt} > now()`;
/** The offer's time is over. */
export const offerOver = lte(waitlistEntries.offerExpiresAt, sql`now()`);

/** An event's entries as staff see them: offered, then waiting in queue order, then the rest (latest first). */
export async function entriesOf(db: Executor, eventId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(
      sql`case ${waitlistEntries.status} when 'offered' then 0 when 'waiting' then 1 else 2 end`,
      sql`case when ${waitlistEntries.status} in ('offered', 'waiting') then -${waitlistEntries.priority} else 0 end`,
      sql`case when ${waitlistEntries.status} in ('offered', 'waiting') then ${waitlistEntries.createdAt} end asc`,
      sql`coalesce(${waitlistEntries.statusChangedAt}, ${waitlistEntries.createdAt}) desc`,
      asc(waitlistEntries.id),
    );
}

export interface Person {
  memberId: number;
  email: string;
}

/** A member's entries (made signed in, or with their e-mail) with their events, newest first. */
export async function entriesOfPerson(db: Executor, person: Person) {
  return db
    .select({ entry: waitlistEntries, event: events })
    .from(waitlistEntries)
    .innerJoin(events, eq(waitlistEntries.eventId, events.id))
    .where(
      or(
        eq(waitlistEntries.memberId, person.memberId),
        eq(sql`lower(${waitlistEntries.email})`, person.email.toLowerCase()),
      ),
    )
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id));
}

/** A deleted account's entries: the active ones leave, and none keeps a name or e-mail. */
export async function activeEntriesOfPerson(tx: Transaction, person: Person): Promise<EntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        or(
          eq(waitlistEntries.memberId, person.memberId),
          eq(sql`lower(${waitlistEntries.email})`, person.email.toLowerCase()),
        ),
      ),
    );
}

export async function forgetEntriesOf(tx: Transaction, person: Person, placeholder: string) {
  await tx
    .update(waitlistEntries)
    .set({ name: 'Deleted member', email: placeholder, memberId: null })
    .where(
      or(
        eq(waitlistEntries.memberId, person.memberId),
        eq(sql`lower(${waitlistEntries.email})`, person.email.toLowerCase()),
      ),
    );
}

/** Seats held by offers right now (the seat accounting's third part, with tickets and holds). */
export async function offeredCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  return row?.n ?? 0;
}

/** Raises an event's capacity by one (staff offering a seat to a chosen person when none is free). */
export async function addSeat(tx: Transaction, eventId: number): Promise<void> {
  await tx
    .update(events)
    .set({ maxAttendees: sql`${events.maxAttendees} + 1` })
    .where(and(eq(events.id, eventId), sql`${events.maxAttendees} is not null`));
}

/** The confirmed addresses still waiting for a night, or offered a seat (club mail to its waitlist). */
export async function waitingAddresses(db: Executor, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ email: waitlistEntries.email })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        isNotNull(waitlistEntries.confirmedAt),
      ),
    );
  return rows.map((row) => row.email);
}
