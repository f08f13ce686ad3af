import { z } from 'zod';
import { ADMIN_EVENT_CATEGORIES, TIER_IDS } from './constants';
import { miamiTimeToDate } from './dates';
import { dollarsToCents } from './money';
import { assetUrlSchema } from './uploads';

/** An event as the API answers it (spec §3). */
export interface Event {
  id: number;
  title: string;
  description: string;
  category: string;
  date: string;
  price: number;
  maxAttendees: number | null;
  currentAttendees: number;
  venue: string | null;
  imageUrl: string | null;
  membershipRequired: (typeof TIER_IDS)[number];
}

/** An RSVP as the dashboard's Events tab lists it. */
export interface EventRsvp {
  id: number;
  name: string;
  email: string;
  createdAt: string;
}

export function isEventFull(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>): boolean {
  return event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
}

/** What a visitor sends to RSVP (the schema is in events-schema.ts). */
export interface RsvpInput {
  name: string;
  email: string;
}

export function isPastEvent(event: Pick<Event, 'date'>, now = Date.now()): boolean {
  return Date.parse(event.date) <= now;
}

const DAY_MS = 86_400_000;

/**
 * "Today", "Tomorrow" or "In N days" (up to 7) by Miami calendar days, or null further out
 * (spec §9). Both dates are compared as Miami dates, so 11 PM tonight is still "Today".
 */
export function dayLabel(miamiEventDate: string, miamiToday: string): string | null {
  const days = Math.round((Date.parse(miamiEventDate) - Date.parse(miamiToday)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days <= 7) return `In ${days} days`;
  return null;
}

/** Text inputs left empty mean "none": null for the API, so an edit can clear a field. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** POST and PUT /api/admin/events (spec §7); the price is in cents and the date an ISO instant. */
export const eventInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is too long'),
  description: z.string().trim().min(1, 'Description is required').max(5000, 'Description is too long'),
  category: z.enum(ADMIN_EVENT_CATEGORIES, 'Choose a category'),
  date: z.iso.datetime({ offset: true, message: 'Date is required' }),
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
  venue: z.preprocess(blankToNull, z.string().trim().max(200, 'Venue is too long').nullable().default(null)),
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
