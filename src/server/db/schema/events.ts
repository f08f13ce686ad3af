import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVENT_CATEGORY_COLORS } from '../../../shared/constants';
import { createdAt, id, tierCheck } from './columns';
import { members } from './members';

/**
 * The club's event categories (docs/events.md "Categories"): staff add, rename, recolour, order
 * and retire them. An event's category is one of these by name; a retired one keeps its events
 * but takes no new ones.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: id(),
    name: text().notNull(),
    color: text().notNull(),
    /** The club's order: the dashboard's list, the event form and the events page's chips. */
    position: integer().notNull(),
    retiredAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_categories_name_idx').on(t.name),
    // NFL and nfl are one category: the public filter takes them as one.
    uniqueIndex('event_categories_lower_name_idx').on(sql`lower(${t.name})`),
    // What events point at: the name with its colour, so each event row carries its colour.
    unique('event_categories_name_color_key').on(t.name, t.color),
    check(
      'event_categories_color_check',
      sql.raw(`color in (${EVENT_CATEGORY_COLORS.map((c) => `'${c}'`).join(', ')})`),
    ),
    check('event_categories_name_check', sql`btrim(${t.name}) <> ''`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    // The category's colour, kept by the database: a trigger copies it from the category when an
    // event is written (so no writer passes it), and the key below carries a rename or a new
    // colour to every event. The default is never kept: the trigger replaces it.
    categoryColor: text().notNull().default('white'),
    date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    // The admin's "Time to be announced": the date is known, the time is not (then `date` holds
    // 7:00 PM Miami that day, the calendar default). Never inferred from a midnight start.
    timeToBeAnnounced: boolean().notNull().default(false),
    price: integer().notNull().default(0),
    // Cents paid members (Premium Fan and Inner Circle) pay instead of the price; null: no member price.
    memberPrice: integer(),
    // Attendees may cancel a paid ticket for a refund up to this many hours before the start;
    // null: no refunds by the attendee (staff can still refund). See docs/tickets.md.
    refundCutoffHours: integer(),
    // A full event takes a waitlist; an offer holds its seat this many hours (docs/waitlist.md).
    waitlistEnabled: boolean().notNull().default(true),
    // A draft is staff's alone: no public list, page, feed or seat has it until it is published.
    draft: boolean().notNull().default(false),
    waitlistOfferHours: integer().notNull().default(12),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    venue: text(),
    imageUrl: text(),
    membershipRequired: text().notNull().default('free'),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_price_check', sql`${t.price} >= 0`),
    check('events_max_attendees_check', sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    check(
      'events_current_attendees_check',
      sql`${t.currentAttendees} >= 0 and (${t.maxAttendees} is null or ${t.currentAttendees} <= ${t.maxAttendees})`,
    ),
    check('events_membership_required_check', tierCheck('membership_required')),
    check(
      'events_member_price_check',
      sql`${t.memberPrice} is null or (${t.memberPrice} >= 0 and ${t.memberPrice} <= ${t.price})`,
    ),
    check(
      'events_refund_cutoff_hours_check',
      sql`${t.refundCutoffHours} is null or ${t.refundCutoffHours} between 0 and 720`,
    ),
    check('events_waitlist_offer_hours_check', sql`${t.waitlistOfferHours} between 1 and 168`),
    // By start, then id: the lists' order (the dashboard pages events by it).
    index('events_date_id_idx').on(t.date, t.id),
    // A category renamed or recoloured carries its events along; one that has events is not
    // deleted (staff retire it instead).
    foreignKey({
      name: 'events_category_fk',
      columns: [t.category, t.categoryColor],
      foreignColumns: [eventCategories.name, eventCategories.color],
    })
      .onUpdate('cascade')
      .onDelete('restrict'),
    index('events_category_idx').on(t.category, t.categoryColor),
  ],
);

export const rsvps = pgTable(
  'rsvps',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    // The member who RSVP'd while signed in (their account's name and e-mail); null for visitors.
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // A visitor's client address, hashed (src/server/http/client-key.ts): its RSVPs a day are counted.
    clientKey: text(),
    createdAt: createdAt(),
  },
  // One seat per e-mail per event, whatever the letter case.
  (t) => [
    uniqueIndex('rsvps_event_email_idx').on(t.eventId, sql`lower(${t.email})`),
    index('rsvps_client_idx').on(t.clientKey, t.createdAt).where(sql`client_key is not null`),
    index('rsvps_member_idx').on(t.memberId),
    index('rsvps_email_idx').on(sql`lower(${t.email})`),
    // The dashboard pages an event's RSVPs in the order they came.
    index('rsvps_event_created_idx').on(t.eventId, t.createdAt, t.id),
  ],
);
