import { z } from 'zod';
import { DEFAULT_START_TIME } from './calendar';
import { EVENT_CATEGORY_COLORS, EVENT_CATEGORY_MAX_LENGTH, TIER_IDS } from './constants';
import { formatCalendarDate } from './dates';
import {
  EVENT_SEARCH_MAX_LENGTH,
  MAX_EVENT_OFFSET,
  MAX_EVENT_RANGE_DAYS,
  MAX_EVENTS_PER_ANSWER,
} from './event-limits';
import {
  blankToNull,
  emailAddress,
  isInClubYears,
  multiLine,
  nameLine,
  personName,
  singleLine,
  yearRangeMessage,
} from './fields';
import { miamiDateAndTime, resolveMiamiWallTime } from './miami-time';
import { dollarInputToCents } from './money';
import { assetUrlSchema } from './uploads-schema';
import { DEFAULT_OFFER_HOURS, MAX_OFFER_HOURS, MIN_OFFER_HOURS } from './waitlist';

// Kept apart from events.ts so pages that only show events do not download zod: the RSVP form
// loads this module when the visitor submits, the dashboard's event form with the dashboard.
// events.ts takes its types from here, so this module imports nothing from events.ts.

/** An event as the API answers it (its type is `Event`, below). */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Its category's colour (a palette word: `EVENT_CATEGORY_COLORS`), as staff chose it. */
  categoryColor: z.enum(EVENT_CATEGORY_COLORS),
  /** The start, an ISO instant. When the time is to be announced, 7:00 PM Miami on the event's day. */
  date: z.iso.datetime(),
  /** The club knows the day but not yet the time: lists say "Time TBA" instead of a time. */
  timeToBeAnnounced: z.boolean(),
  /** Cents. */
  price: z.number().int(),
  /** Cents Premium Fan and Inner Circle members pay instead of the price; null: none. */
  memberPrice: z.number().int().nullable(),
  /** Attendees may cancel a paid ticket for a refund until this many hours before; null: no refunds. */
  refundCutoffHours: z.number().int().nullable(),
  maxAttendees: z.number().int().nullable(),
  currentAttendees: z.number().int(),
  venue: z.string().nullable(),
  imageUrl: z.string().nullable(),
  membershipRequired: z.enum(TIER_IDS),
  /** When full, visitors may join its waitlist (docs/waitlist.md). */
  waitlistEnabled: z.boolean(),
  /** Hours a waitlist offer holds its seat (shorter when the event is close). */
  waitlistOfferHours: z.number().int(),
  /** Staff's alone until published: the public never sees a draft (docs/events.md). */
  draft: z.boolean(),
});

/** An event as the API answers it. */
export type Event = z.infer<typeof eventSchema>;

/** GET /api/events: soonest first. */
export const eventListSchema = z.array(eventSchema);

/** A chip of the events page: a category of the events to come, and its colour. */
export const eventCategoryChipSchema = z.object({
  name: z.string(),
  color: z.enum(EVENT_CATEGORY_COLORS),
});
export type EventCategoryChip = z.infer<typeof eventCategoryChipSchema>;

/** GET /api/events/categories: in the club's order, "All Events" never among them. */
export const eventCategoryChipsSchema = z.array(eventCategoryChipSchema);

/** An RSVP as the dashboard's Events tab lists it (GET /api/admin/events/:id/rsvps). */
export const eventRsvpSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type EventRsvp = z.infer<typeof eventRsvpSchema>;

/** POST /api/events/:id/rsvp: the event with the visitor's seat counted. */
export const rsvpAnswerSchema = z.object({ message: z.string(), event: eventSchema });

/**
 * GET /api/events: a bounded list, never the club's whole history (docs/events.md).
 * - none of when/from/to: the events still to come (from the start of this hour), soonest first;
 * - `when=past`: the events that have started (by the end of the current hour), latest first;
 * - `from` and `to` (Miami days, yyyy-mm-dd, at most MAX_EVENT_RANGE_DAYS apart): every event
 *   on those days, soonest first (a calendar month with the days shown around it).
 * `offset` and `limit` (at most MAX_EVENTS_PER_ANSWER, the default) page a list; `q` keeps the
 * events whose title, description or venue hold every word of it.
 */
export const eventListQuerySchema = z
  .object({
    category: singleLine('Category').max(EVENT_CATEGORY_MAX_LENGTH, 'Category is too long').optional(),
    q: singleLine('Search').max(EVENT_SEARCH_MAX_LENGTH, 'Search is too long').optional(),
    when: z.enum(['upcoming', 'past'], 'When must be upcoming or past').optional(),
    from: calendarDay('From').optional(),
    to: calendarDay('To').optional(),
    offset: z.coerce
      .number('Offset must be a number')
      .int('Offset must be a whole number')
      .min(0, 'Offset cannot be negative')
      .max(MAX_EVENT_OFFSET, `Offset can be at most ${MAX_EVENT_OFFSET}`)
      .default(0),
    limit: z.coerce
      .number('Limit must be a number')
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_EVENTS_PER_ANSWER, `Limit can be at most ${MAX_EVENTS_PER_ANSWER}`)
      .default(MAX_EVENTS_PER_ANSWER),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'From and to come together' });
    } else if (query.from !== undefined && query.to !== undefined) {
      if (query.when)
        ctx.addIssue({ code: 'custom', path: ['when'], message: 'Give when or a range of days, not both' });
      const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before from' });
      else if (span > MAX_EVENT_RANGE_DAYS - 1)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A range can cover at most ${MAX_EVENT_RANGE_DAYS} days`,
        });
    }
  });
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** yyyy-mm-dd, a real day of the club's years. */
export function calendarDay(name: string) {
  return z
    .string(`${name} must be a day (yyyy-mm-dd)`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day (yyyy-mm-dd)`)
    .refine((day) => {
      const at = new Date(`${day}T12:00:00Z`);
      return (
        !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) && isInClubYears(at.toISOString())
      );
    }, `${name} must be a day of the club's years (yyyy-mm-dd)`);
}

/** The RSVP form and request body; `userId` is accepted and ignored: visitors have no accounts. */
export const rsvpSchema = z.object({
  name: personName,
  email: emailAddress,
  userId: z.unknown().optional(),
});

/** An event's fields as staff send them (eventInputSchema checks them together). */
const eventFields = z.object({
  title: nameLine('Title').min(1, 'Title is required').max(200, 'Title is too long'),
  description: multiLine('Description')
    .min(1, 'Description is required')
    .max(5000, 'Description is too long'),
  // One of the club's categories (any letter case; the event takes the category's own
  // spelling). The service refuses an unknown or retired one, and "All Events" with its own
  // code (category_reserved), as it is the chip of every event.
  category: nameLine('Category', { params: 'Choose a category' })
    .min(1, 'Choose a category')
    .max(EVENT_CATEGORY_MAX_LENGTH, 'Category is too long'),
  date: z.iso
    .datetime({ offset: true, message: 'Date is required', abort: true })
    .refine(isInClubYears, yearRangeMessage('Date')),
  // Set by the admin, never guessed from the time: an event at midnight is at midnight.
  timeToBeAnnounced: z.boolean('Time to be announced must be true or false').default(false),
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
  venue: z.preprocess(blankToNull, nameLine('Venue').max(200, 'Venue is too long').nullable().default(null)),
  imageUrl: z.preprocess(blankToNull, assetUrlSchema.nullable().default(null)),
  membershipRequired: z.enum(TIER_IDS, 'Choose who may come').default('free'),
  memberPrice: z.preprocess(
    blankToNull,
    z
      .number('Member price must be a number')
      .int('Member price must be in whole cents')
      .min(0, 'Member price cannot be negative')
      .nullable()
      .default(null),
  ),
  refundCutoffHours: z.preprocess(
    blankToNull,
    z
      .number('Refund cut-off must be a number of hours')
      .int('Refund cut-off must be a whole number of hours')
      .min(0, 'Refund cut-off cannot be negative')
      .max(720, 'Refund cut-off can be at most 720 hours (30 days)')
      .nullable()
      .default(null),
  ),
  // A client that does not know the waitlist (the spec's) leaves it on, with the default hours.
  waitlistEnabled: z.boolean('Waitlist must be on or off').default(true),
  waitlistOfferHours: z
    .number('Offer hours must be a number of hours')
    .int('Offer hours must be a whole number of hours')
    .min(MIN_OFFER_HOURS, `Offer hours must be at least ${MIN_OFFER_HOURS}`)
    .max(MAX_OFFER_HOURS, `Offer hours can be at most ${MAX_OFFER_HOURS} (7 days)`)
    .default(DEFAULT_OFFER_HOURS),
  // A client that does not know drafts (the spec's) publishes what it saves.
  draft: z.boolean('Draft must be yes or no').default(false),
});

/** POST and PUT /api/admin/events; the price is in cents and the date an ISO instant. */
export const eventInputSchema = eventFields.refine(
  (event) => event.memberPrice == null || event.memberPrice <= event.price,
  { path: ['memberPrice'], message: 'Member price cannot be above the price' },
);

/**
 * PATCH /api/admin/events/:id/text: what an editor may change of a night (docs/staff.md): its
 * words and its picture; never its date, price, seats or who may come.
 */
export const eventTextSchema = eventFields.pick({ title: true, description: true, imageUrl: true });
export type EventTextInput = z.input<typeof eventTextSchema>;

/** A night as the editors' Night Texts tab lists it. */
export const eventTextItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  date: z.iso.datetime(),
  draft: z.boolean(),
});
export type EventTextItem = z.infer<typeof eventTextItemSchema>;
export type EventInput = z.input<typeof eventInputSchema>;

/** The admin event form's fields as typed: a datetime-local in Miami time and a price in dollars. */
export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  /** yyyy-mm-ddTHH:MM in Miami; just yyyy-mm-dd when the time is to be announced. */
  date: string;
  timeToBeAnnounced: boolean;
  price: string;
  maxAttendees: string;
  venue: string;
  imageUrl: string;
  membershipRequired: string;
  /** Dollars Premium Fan and Inner Circle members pay instead; blank: no member price. */
  memberPrice?: string;
  /** Attendees may cancel for a refund (up to `refundCutoffHours` before); absent or false: no refunds. */
  allowRefunds?: boolean;
  /** Hours before the start, read only when refunds are allowed. */
  refundCutoffHours?: string;
  /** A full event takes a waitlist; absent: on. */
  waitlistEnabled?: boolean;
  /** Hours a waitlist offer holds its seat; blank or absent: the default. */
  waitlistOfferHours?: string;
  /** Kept from the public until published; absent: published. */
  draft?: boolean;
}

/** The datetime-local value of an instant: its date and time in Miami, whatever the browser's zone. */
export function toMiamiLocalInput(at: Date | string): string {
  const { date, time } = miamiDateAndTime(at);
  return `${date}T${time}`;
}

const clock = (time: string) => {
  const [hh, mm] = time.split(':').map(Number);
  return `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
};

/**
 * The instant the admin means by the form's date field, or why there is none. The field is Miami
 * time. On the night the clocks go forward the skipped hour (2:00–2:59 AM) is refused with the
 * reason, rather than moved silently; on the night they go back, 1:00–1:59 AM means the first
 * occurrence (EDT), except that an unchanged value keeps the event's own instant, so saving an
 * event set in the second occurrence does not move it an hour.
 */
function formInstant(values: EventFormValues, original?: string): { iso: string } | { error: string } {
  const [day, time] = values.date.split('T');
  if (values.timeToBeAnnounced) {
    const start = resolveMiamiWallTime(day, DEFAULT_START_TIME);
    return start.kind === 'exact' ? { iso: start.instant.toISOString() } : { iso: '' };
  }
  if (original && values.date === toMiamiLocalInput(original))
    return { iso: new Date(original).toISOString() };
  const resolved = time ? resolveMiamiWallTime(day, time.slice(0, 5)) : { kind: 'invalid' as const };
  if (resolved.kind === 'skipped') {
    return {
      error: `${clock(time.slice(0, 5))} does not exist in Miami on ${formatCalendarDate(day)}: the clocks jump from 2:00 AM to 3:00 AM. Choose another time.`,
    };
  }
  return { iso: resolved.kind === 'invalid' ? '' : resolved.instant.toISOString() };
}

/**
 * The form's values as the API payload, validated by the same schema the server uses. `original`
 * is the instant of the event being edited.
 */
export function parseEventForm(
  values: EventFormValues,
  original?: string,
): z.ZodSafeParseResult<z.output<typeof eventInputSchema>> {
  const instant = formInstant(values, original);
  // Blank or not a number: no price, which the schema names as missing.
  const price = dollarInputToCents(values.price);
  const { allowRefunds, waitlistOfferHours, ...fields } = values;
  const hours = allowRefunds ? (values.refundCutoffHours ?? '').trim() : '';
  const offerHours = (waitlistOfferHours ?? '').trim();
  const result = eventInputSchema.safeParse({
    ...fields,
    date: 'iso' in instant ? instant.iso : '',
    price: price === null || Number.isNaN(price) ? undefined : price,
    maxAttendees: values.maxAttendees.trim() === '' ? null : Number(values.maxAttendees),
    memberPrice: dollarInputToCents(values.memberPrice ?? ''),
    // No refunds is the default; allowing them needs the number of hours.
    refundCutoffHours: hours === '' ? null : Number(hours),
    waitlistEnabled: values.waitlistEnabled ?? true,
    draft: values.draft ?? false,
    waitlistOfferHours: offerHours === '' ? undefined : Number(offerHours),
  });
  const issues: z.core.$ZodIssue[] = [];
  if ('error' in instant)
    issues.push({ code: 'custom', path: ['date'], message: instant.error, input: values.date });
  if (allowRefunds && hours === '')
    issues.push({
      code: 'custom',
      path: ['refundCutoffHours'],
      message: 'Say up to how many hours before the start attendees may cancel',
      input: values.refundCutoffHours,
    });
  if (issues.length === 0) return result;
  const replaced = new Set(issues.map((i) => i.path[0]));
  const others = result.success ? [] : result.error.issues.filter((i) => !replaced.has(i.path[0]));
  return {
    success: false,
    error: new z.ZodError([...others, ...issues]) as z.ZodError<z.output<typeof eventInputSchema>>,
  };
}
