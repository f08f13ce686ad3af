import { z } from 'zod';
import { EVENT_CATEGORY_COLORS, EVENT_CATEGORY_MAX_LENGTH } from './constants';
import { nameLine } from './fields';

// The club's event categories as staff manage them (docs/admin.md "Event categories"): the
// dashboard's list, and what adding, changing and ordering one take. The events page needs none of
// this (its chips are in events-schema.ts).

/** A category as the dashboard lists it. */
export const eventCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.enum(EVENT_CATEGORY_COLORS),
  /** The club's order, lowest first. */
  position: z.number().int(),
  /** When staff retired it; null while the event form offers it. */
  retiredAt: z.iso.datetime().nullable(),
  /** How many events, past and upcoming, drafts included, have it: one that has any is not deleted. */
  events: z.number().int(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** GET /api/admin/event-categories: every category, retired ones too, in the club's order. */
export const eventCategoryListSchema = z.array(eventCategorySchema);

/**
 * A category's name: one line that shows something, as an event's category always was. "All
 * Events" is refused by the service with its own code (category_reserved); so is a name another
 * category has in any letter case (category_taken).
 */
const categoryName = nameLine('Name', { params: 'Name is required' })
  .min(1, 'Name is required')
  .max(EVENT_CATEGORY_MAX_LENGTH, `Name can be at most ${EVENT_CATEGORY_MAX_LENGTH} characters`);

const categoryColor = z.enum(EVENT_CATEGORY_COLORS, 'Choose a colour');

/** POST /api/admin/event-categories, and the dashboard's category form. */
export const eventCategoryInputSchema = z.object({ name: categoryName, color: categoryColor });
export type EventCategoryInput = z.input<typeof eventCategoryInputSchema>;

/**
 * PATCH /api/admin/event-categories/:id: a new name (every event of the category takes it), a new
 * colour, or `retired` true (the event form offers it no more; its events keep it) or false.
 */
export const eventCategoryChangeSchema = z
  .object({
    name: categoryName.optional(),
    color: categoryColor.optional(),
    retired: z.boolean('Retired must be true or false').optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Say what changes: name, color or retired',
  });
export type EventCategoryChange = z.input<typeof eventCategoryChangeSchema>;

/** PUT /api/admin/event-categories (the collection, put in order): every category's id, in the new order. */
export const eventCategoryOrderSchema = z.object({
  ids: z
    .array(z.number('Each id must be a number').int('Each id must be a whole number'), 'Ids must be a list')
    .min(1, 'Give every category')
    .max(500, 'Too many ids')
    .refine((ids) => new Set(ids).size === ids.length, 'Each category comes once'),
});
