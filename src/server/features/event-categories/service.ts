import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  EventCategory,
  eventCategoryChangeSchema,
  eventCategoryInputSchema,
} from '../../../shared/event-categories';
import { type EventCategoryChip, isAllEvents } from '../../../shared/events';
import type { Executor, Transaction } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import { HttpError } from '../../errors';
import { eventsChanged } from '../seats/service';
import * as repository from './repository';

// The club's event categories (docs/events.md "Categories"): staff add, rename, recolour, order,
// retire and delete them; the events feature asks here which category an event may have. A change
// that events show (a name, a colour, the order) clears the events' public answers.

type CategoryInput = z.output<typeof eventCategoryInputSchema>;
type CategoryChange = z.output<typeof eventCategoryChangeSchema>;

const notFound = () => new HttpError(404, 'not_found', 'Category not found');

const RESERVED = '"All Events" is the list of every event, not a category.';

/** "All Events" is the chip of every event: never a category's name. */
function refuseReservedName(name: string): void {
  if (isAllEvents(name)) throw new HttpError(400, 'category_reserved', `${RESERVED} Choose another name.`);
}

/** A name another category has, in any letter case; a retired one is pointed at. */
function taken(existing: repository.CategoryRow): HttpError {
  const hint = existing.retiredAt ? ' It is retired: restore it instead.' : '';
  return new HttpError(409, 'category_taken', `There is already a category named "${existing.name}".${hint}`);
}

/** How many events each category has, kept until events change (docs/decisions/0016). */
const eventCounts = (app: FastifyInstance) =>
  app.counts.get(['events'], 'events by category', () => repository.eventCountsByCategory(app.db));

async function withCount(app: FastifyInstance, row: repository.CategoryRow): Promise<EventCategory> {
  const counts = await eventCounts(app);
  return repository.toEventCategory({ ...row, events: counts.get(row.name) ?? 0 });
}

/** Every category, retired ones too, in the club's order, each with how many events have it. */
export async function adminCategories(app: FastifyInstance): Promise<EventCategory[]> {
  const [rows, counts] = await Promise.all([repository.listCategories(app.db), eventCounts(app)]);
  return rows.map((row) => repository.toEventCategory({ ...row, events: counts.get(row.name) ?? 0 }));
}

/** Adds a category after the others. Nothing public changes until an event has it. */
export async function addCategory(app: FastifyInstance, input: CategoryInput): Promise<EventCategory> {
  refuseReservedName(input.name);
  const row = await repository.insertCategory(app.db, input);
  if (!row) {
    const existing = await repository.otherCategoryNamed(app.db, input.name);
    throw existing ? taken(existing) : new HttpError(409, 'changed_meanwhile', 'Please try again.');
  }
  return withCount(app, row);
}

/**
 * Renames, recolours, retires or restores a category. A new name or colour reaches all its events
 * in the same statement (the events' key); a retired category keeps its events and their colour.
 */
export async function changeCategory(
  app: FastifyInstance,
  id: number,
  change: CategoryChange,
): Promise<EventCategory> {
  if (change.name !== undefined) refuseReservedName(change.name);
  const row = await app.db
    .transaction(async (tx) => {
      const current = await repository.findCategory(tx, id);
      if (!current) throw notFound();
      const other =
        change.name === undefined ? undefined : await repository.otherCategoryNamed(tx, change.name, id);
      if (other) throw taken(other);
      const retiredAt =
        change.retired === undefined ? undefined : change.retired ? (current.retiredAt ?? new Date()) : null;
      return repository.updateCategory(tx, id, { name: change.name, color: change.color, retiredAt });
    })
    .catch(async (error) => {
      if (!isUniqueViolation(error) || change.name === undefined) throw error;
      // Another category took the name in the meantime.
      const existing = await repository.otherCategoryNamed(app.db, change.name, id);
      throw existing ? taken(existing) : error;
    });
  if (!row) throw notFound();
  eventsChanged(app);
  return withCount(app, row);
}

/** Puts the categories in the order given, which must hold each of them once. */
export async function orderCategories(app: FastifyInstance, ids: number[]): Promise<EventCategory[]> {
  await app.db.transaction(async (tx) => {
    const all = new Set(await repository.lockAllCategoryIds(tx));
    if (ids.length !== all.size || !ids.every((id) => all.has(id))) {
      throw new HttpError(
        409,
        'changed_meanwhile',
        'The categories changed meanwhile. Here they are as they stand: order them again.',
      );
    }
    await repository.writeOrder(tx, ids);
  });
  eventsChanged(app);
  return adminCategories(app);
}

/** Deletes a category no event has; one with events is retired instead, so its events keep it. */
export async function deleteCategory(app: FastifyInstance, id: number): Promise<void> {
  const row = await repository.findCategory(app.db, id);
  if (!row) throw notFound();
  const inUse = () =>
    new HttpError(
      409,
      'category_in_use',
      `"${row.name}" has events, so it cannot be deleted: retire it instead. Its events keep it, and the event form offers it no more.`,
    );
  if (await repository.hasEvents(app.db, row.name)) throw inUse();
  const deleted = await repository.deleteCategory(app.db, id).catch((error) => {
    // An event was given it meanwhile.
    throw isForeignKeyViolation(error) ? inUse() : error;
  });
  if (!deleted) throw notFound();
}

/**
 * The category an event is saved in: one of the club's, found in any letter case and given back
 * in its own spelling, locked until the event's transaction ends. A retired one is refused, except
 * for an event that already has it (`kept`, its category before this change).
 */
export async function categoryForEvent(tx: Transaction, requested: string, kept?: string): Promise<string> {
  if (isAllEvents(requested))
    throw new HttpError(400, 'category_reserved', `${RESERVED} Choose another category.`);
  const row = await repository.lockCategoryNamed(tx, requested);
  if (!row) {
    throw new HttpError(
      400,
      'category_unknown',
      `There is no category named "${requested}". Choose one of the club's categories, or add it under Categories first.`,
    );
  }
  if (row.retiredAt && row.name !== kept) {
    throw new HttpError(
      400,
      'category_retired',
      `"${row.name}" is retired, so new events cannot have it. Choose another category, or restore it under Categories first.`,
    );
  }
  return row.name;
}

/** The categories of the public events starting at or after `since`, with their colours, in the club's order. */
export function categoriesOfEventsSince(db: Executor, since: Date): Promise<EventCategoryChip[]> {
  return repository.categoriesOfEventsSince(db, since);
}
