import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { EventCategoryColor } from '../../../shared/constants';
import { eventCategorySchema } from '../../../shared/event-categories';
import type { EventCategoryChip } from '../../../shared/events';
import { eventCategoryChipSchema } from '../../../shared/events-schema';
import type { Executor, Transaction } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { eventCategories, events } from '../../db/schema';

// The SQL of the club's event categories, and the rows as the dashboard reads them.

export type CategoryRow = typeof eventCategories.$inferSelect;

/** A category row with how many events have it, as the dashboard lists it. */
export const toEventCategory = rowMapper(eventCategorySchema);

const toChip = rowMapper(eventCategoryChipSchema);

/** The club's order: by position, then by name for a tie (code point order, the same on both engines). */
const clubOrder = [asc(eventCategories.position), asc(sql`${eventCategories.name} collate "C"`)];

const sameName = (name: string) => eq(sql`lower(${eventCategories.name})`, sql`lower(${name})`);

/** Every category, retired ones too, in the club's order. */
export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(eventCategories)
    .orderBy(...clubOrder);
}

/** How many events each category has (past, upcoming and drafts), by name. */
export async function eventCountsByCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: events.category, events: count() })
    .from(events)
    .groupBy(events.category);
  return new Map(rows.map((row) => [row.category, row.events]));
}

/** Whether any event has this category. */
export async function hasEvents(db: Executor, name: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.category, name)).limit(1);
  return Boolean(row);
}

/**
 * The category of this name in any letter case, locked against a change (a rename, a new colour,
 * retiring) until the transaction ends: an event written in it keeps what was checked.
 */
export async function lockCategoryNamed(tx: Transaction, name: string): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(eventCategories).where(sameName(name)).for('share');
  return row;
}

/** Another category (not `exceptId`) whose name is this one in any letter case. */
export async function otherCategoryNamed(
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(eventCategories)
    .where(and(sameName(name), exceptId === undefined ? undefined : ne(eventCategories.id, exceptId)));
  return row;
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
  return row;
}

/**
 * Adds a category after the others; undefined when its name is taken (in any letter case: the
 * unique index on lower(name) decides, so two staff adding it at once get one).
 */
export async function insertCategory(
  db: Executor,
  values: { name: string; color: EventCategoryColor },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(eventCategories)
    .values({
      ...values,
      position: sql`(select coalesce(max(${eventCategories.position}), 0) + 1 from ${eventCategories})`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Changes a category's name, colour or retirement. A new name or colour reaches every event of
 * the category through the events' key (ON UPDATE CASCADE), in this same statement.
 */
export async function updateCategory(
  db: Executor,
  id: number,
  values: Partial<Pick<CategoryRow, 'name' | 'color' | 'retiredAt'>>,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(eventCategories).set(values).where(eq(eventCategories.id, id)).returning();
  return row;
}

/** Deletes a category; false when there was none. The events' key refuses one that has events. */
export async function deleteCategory(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(eventCategories)
    .where(eq(eventCategories.id, id))
    .returning({ id: eventCategories.id });
  return deleted.length > 0;
}

/** Every category's id, its row locked until the transaction ends (a new order is being written). */
export async function lockAllCategoryIds(tx: Transaction): Promise<number[]> {
  const rows = await tx.select({ id: eventCategories.id }).from(eventCategories).for('update');
  return rows.map((row) => row.id);
}

/** Gives each category its place in `ids`, the first 1. */
export async function writeOrder(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(eventCategories)
    .set({
      position: sql`case ${eventCategories.id} ${sql.join(
        ids.map((id, index) => sql`when ${id}::integer then ${index + 1}::integer`),
        sql` `,
      )} end`,
    })
    .where(inArray(eventCategories.id, ids));
}

/**
 * The categories of the public events starting at or after `since` (drafts left out), with their
 * colours, in the club's order: the events page's chips. The events to come are read along their
 * date index; the categories are few.
 */
export async function categoriesOfEventsSince(db: Executor, since: Date): Promise<EventCategoryChip[]> {
  const rows = await db
    .select({ name: eventCategories.name, color: eventCategories.color })
    .from(eventCategories)
    .where(
      inArray(
        eventCategories.name,
        db
          .select({ category: events.category })
          .from(events)
          .where(and(gte(events.date, since), eq(events.draft, false))),
      ),
    )
    .orderBy(...clubOrder);
  return rows.map(toChip);
}
