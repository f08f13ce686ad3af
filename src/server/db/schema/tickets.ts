import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { events, rsvps } from './events';
import { members } from './members';
import { staffMembers } from './staff';

/**
 * A purchase of tickets to a priced event. Starting to pay holds its seats (counted in
 * events.current_attendees) until `holdExpiresAt`; a paid order becomes its tickets exactly once
 * (the conditional move from 'held' to 'paid'); a released order (expired, canceled, failed) has
 * given its seats back. See docs/tickets.md.
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The signed-in member who bought (the member price and the guest pass are theirs).
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    quantity: integer().notNull(),
    // Free guest tickets in the order (Inner Circle's guest pass, one a calendar month).
    guestTickets: integer().notNull().default(0),
    // Cents per paid ticket, decided by the server: the price, or the member price.
    unitPrice: integer().notNull(),
    memberPrice: boolean().notNull().default(false),
    // Cents charged: unitPrice × (quantity − guestTickets).
    amount: integer().notNull(),
    // The name on each ticket, in order; a blank name is an unnamed ticket.
    holderNames: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().notNull().default('held'),
    holdExpiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    provider: text(),
    providerPaymentId: text(),
    // Only the browser that started the order sees its ticket codes on the confirmation.
    orderTokenHash: text(),
    // 'YYYY-MM' (Miami) of a guest pass in use: one per member per month while held or paid.
    guestMonth: text(),
    releaseReason: text(),
    // The waitlist entry whose offered seat this order holds (its claim), if any.
    waitlistEntryId: integer(),
    // The buyer's client address, hashed (src/server/http/client-key.ts): its held seats are counted.
    clientKey: text(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('ticket_orders_status_check', sql.raw(`status in ('held', 'paid', 'released')`)),
    check('ticket_orders_quantity_check', sql`${t.quantity} between 1 and 4`),
    check(
      'ticket_orders_guest_tickets_check',
      sql`${t.guestTickets} between 0 and 1 and ${t.guestTickets} < ${t.quantity}`,
    ),
    check(
      'ticket_orders_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * (${t.quantity} - ${t.guestTickets})`,
    ),
    index('ticket_orders_event_idx').on(t.eventId),
    index('ticket_orders_member_idx').on(t.memberId),
    uniqueIndex('ticket_orders_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    uniqueIndex('ticket_orders_guest_pass_idx')
      .on(t.memberId, t.guestMonth)
      .where(sql`guest_month is not null and status in ('held', 'paid')`),
    index('ticket_orders_held_idx').on(t.holdExpiresAt).where(sql`status = 'held'`),
    // Seats held unpaid, counted by client, by e-mail and by event (docs/tickets.md#budgets).
    index('ticket_orders_held_client_idx').on(t.clientKey, t.eventId).where(sql`status = 'held'`),
    index('ticket_orders_held_event_idx').on(t.eventId, sql`lower(${t.email})`).where(sql`status = 'held'`),
  ],
);

/**
 * A seat at an event with an unguessable code: one per paid ticket (from its order) and one per
 * free RSVP. Scanned once at the door (checked_in_at); refunded or cancelled tickets keep their
 * row so their page and the door can say so.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    code: text().notNull(),
    // The short code printed for the door (doorCodeFrom in src/shared/tickets.ts): 8 of 2-9 and
    // A-H, drawn by the database, unique per event (an insert that meets another draws again).
    shortCode: text()
      .notNull()
      .default(
        sql`translate(upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)), '01', 'GH')`,
      ),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'cascade' }),
    rsvpId: integer().references(() => rsvps.id, { onDelete: 'set null' }),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // The buyer's (or the RSVP's) name and e-mail; holderName is the name given for this seat.
    name: text().notNull(),
    email: text().notNull(),
    holderName: text(),
    guest: boolean().notNull().default(false),
    // Cents paid for this ticket (0 for RSVPs and guest tickets).
    price: integer().notNull().default(0),
    memberPrice: boolean().notNull().default(false),
    status: text().notNull().default('valid'),
    checkedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Who let them in: a staff member as the log names them, or the door link's label.
    checkedInBy: text(),
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Why a refunded or cancelled ticket ended: the reason staff gave, or what the holder did.
    endReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_event_short_code_idx').on(t.eventId, t.shortCode),
    index('tickets_event_idx').on(t.eventId),
    // The dashboard pages an event's tickets in the order they were booked.
    index('tickets_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('tickets_order_idx').on(t.orderId),
    // An RSVP deleted (cancelled, its event deleted) clears its ticket's rsvp_id: found here, not by
    // reading every ticket.
    index('tickets_rsvp_idx').on(t.rsvpId),
    index('tickets_member_idx').on(t.memberId),
    index('tickets_email_idx').on(sql`lower(${t.email})`),
    check('tickets_status_check', sql.raw(`status in ('valid', 'refunded', 'cancelled')`)),
    check('tickets_price_check', sql`${t.price} >= 0`),
    check('tickets_end_reason_check', sql`char_length(${t.endReason}) <= 200`),
    check('tickets_checked_in_by_check', sql`char_length(${t.checkedInBy}) <= 400`),
    // Only an order's ticket is paid for: an RSVP's seat is free.
    check('tickets_source_check', sql`${t.orderId} is not null or ${t.price} = 0`),
  ],
);

/** A link staff open on a phone at the door: it checks people in to one event, until it expires or is revoked. */
export const doorLinks = pgTable(
  'door_links',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // SHA-256 of the link's secret; the secret itself is shown once, to the staff who made it.
    tokenHash: text().notNull(),
    label: text().notNull(),
    // It works from then (made for an event's night, a while before the doors open)...
    validFrom: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // ...until then.
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // A staff member's own door screen (docs/staff.md#door-staff): it works while they may still
    // work this night's door, and its check-ins name them. Null for a link made for a helper.
    staffId: integer().references(() => staffMembers.id, { onDelete: 'cascade' }),
    staffName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('door_links_token_idx').on(t.tokenHash),
    index('door_links_event_idx').on(t.eventId),
    index('door_links_staff_idx').on(t.staffId),
    check('door_links_staff_check', sql`(${t.staffId} is null) = (${t.staffName} is null)`),
  ],
);

/**
 * The nights a door-role staff member works (docs/staff.md#door-staff): their door permission
 * covers these events only. Owners and managers work every night's door.
 */
export const staffDoorNights = pgTable(
  'staff_door_nights',
  {
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.eventId] }),
    index('staff_door_nights_event_idx').on(t.eventId),
  ],
);
