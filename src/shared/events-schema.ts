import { z } from 'zod';
import { ADMIN_EVENT_CATEGORIES, TIER_IDS } from './constants';
import { miamiTimeToDate } from './dates';
import {
  blankToNull,
  emailAddress,
  isInClubYears,
  multiLine,
  personName,
  singleLine,
  yearRangeMessage,
} from './fields';
import { dollarsToCents } from './money';
import { assetUrlSchema } from './uploads-schema';

// Kept apart from events.ts so pages that only show events do not download zod: the RSVP form
// loads this module when the visitor submits, the dashboard's event form with the dashboard.

export const eventListQuerySchema = z.object({
  category: singleLine('Category').max(40, 'Category is too long').optional(),
});

/** The RSVP form and request body; `userId` (spec §7) is accepted and ignored: visitors have no accounts. */
export const rsvpSchema = z.object({
  name: personName,
  email: emailAddress,
  userId: z.unknown().optional(),
});

/** POST and PUT /api/admin/events (spec §7); the price is in cents and the date an ISO instant. */
export const eventInputSchema = z.object({
  title: singleLine('Title').min(1, 'Title is required').max(200, 'Title is too long'),
  description: multiLine('Description')
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
  category: z.enum(ADMIN_EVENT_CATEGORIES, 'Choose a category'),
  date: z.iso
    .datetime({ offset: true, message: 'Date is required', abort: true })
    .refine(isInClubYears, yearRangeMessage('Date')),
  price: z
    .number('Price is required')
    .int('Price must be in whole cents')
    .min(0, 'Price cannot be negative')
    .max(100_000_000, 'Price is too high'),
  maxAttendees: z.preprocess(
    blankToNull,
    z
      .number()
      .int('Max attendees must be a whole number')
      .min(1, 'Max attendees must be at least 1')
      .max(1_000_000, 'Max attendees is too high')
      .nullable()
      .default(null),
  ),
  venue: z.preprocess(
    blankToNull,
    singleLine('Venue').max(200, 'Venue is too long').nullable().default(null),
  ),
  imageUrl: z.preprocess(blankToNull, assetUrlSchema.nullable().default(null)),
  membershipRequired: z.enum(TIER_IDS, 'Choose who may come').default('free'),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** The admin event form's fields as typed: a datetime-local in Miami time and a price in dollars. */
export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  date: string;
  price: string;
  maxAttendees: string;
  venue: string;
  imageUrl: string;
  membershipRequired: string;
}

/** The form's values as the API payload, validated by the same schema the server uses. */
export function parseEventForm(values: EventFormValues) {
  const [day, time] = values.date.split('T');
  const date = day && time ? miamiTimeToDate(day, time.slice(0, 5)) : null;
  const price = values.price.trim() === '' ? Number.NaN : Number(values.price);
  return eventInputSchema.safeParse({
    ...values,
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : '',
    price: Number.isFinite(price) ? dollarsToCents(price) : undefined,
    maxAttendees: values.maxAttendees.trim() === '' ? null : Number(values.maxAttendees),
  });
}
