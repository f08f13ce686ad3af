import { z } from 'zod';
import { eventSchema } from './events-schema';
import { emailAddress, nameLine, opaqueToken, personName, singleLine } from './fields';
import { MAX_TICKETS_PER_ORDER } from './tickets';

// The zod schemas of tickets: buying, the confirmation, a ticket's page, the member's list, the
// staff's attendee list and the door. Rules and texts are in tickets.ts.

const holderName = z.preprocess(
  (value) => (value == null ? '' : value),
  nameLine('Ticket name').max(100, 'A ticket name is too long'),
);

/** POST /api/events/:id/tickets: the buyer, how many tickets and the names on them. */
export const ticketPurchaseSchema = z.object({
  name: personName,
  email: emailAddress,
  quantity: z
    .number('Choose how many tickets')
    .int('Choose how many tickets')
    .min(1, 'Choose at least one ticket')
    .max(MAX_TICKETS_PER_ORDER, `You can buy up to ${MAX_TICKETS_PER_ORDER} tickets at once`),
  /** The name on each ticket in order; blank or missing: unnamed. */
  holderNames: z.array(holderName).max(MAX_TICKETS_PER_ORDER, 'Too many ticket names').default([]),
  /** Inner Circle: one of the tickets is this month's free guest ticket. */
  guestPass: z.boolean('Guest pass must be true or false').default(false),
});
export type TicketPurchase = z.input<typeof ticketPurchaseSchema>;

/** GET /api/events/:id/tickets/quote: what the caller would pay, decided by the server. */
export const ticketQuoteQuerySchema = z.object({
  quantity: z.coerce
    .number()
    .int()
    .min(1, 'Choose at least one ticket')
    .max(MAX_TICKETS_PER_ORDER, `You can buy up to ${MAX_TICKETS_PER_ORDER} tickets at once`)
    .default(1),
  guestPass: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});

export const ticketQuoteSchema = z.object({
  eventId: z.number().int(),
  /** Cents per paid ticket for this caller (the member price for a paid member). */
  unitPrice: z.number().int(),
  memberPrice: z.boolean(),
  /** The event's full price, shown struck through when the member price applies. */
  price: z.number().int(),
  quantity: z.number().int(),
  guestTickets: z.number().int(),
  /** Cents charged for the order. */
  amount: z.number().int(),
  /** The caller may add this month's guest ticket (Inner Circle, not yet used this month). */
  guestPassAvailable: z.boolean(),
  maxQuantity: z.number().int(),
  /** Null: no limit. */
  seatsLeft: z.number().int().nullable(),
});
export type TicketQuote = z.infer<typeof ticketQuoteSchema>;

export const ORDER_STATUSES = ['held', 'paid', 'released'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSummarySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.number().int(),
  guestTickets: z.number().int(),
  unitPrice: z.number().int(),
  memberPrice: z.boolean(),
  amount: z.number().int(),
  holdExpiresAt: z.iso.datetime(),
  /** The buyer's address: only to the browser that started the order (its order token). */
  email: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A ticket as its holder sees it (the confirmation, the ticket page, the member area). */
export const ticketViewSchema = z.object({
  code: z.string(),
  /** The short code printed for the door ("7C2FGH9A"; formatDoorCode shows it in two fours). */
  shortCode: z.string(),
  /** The ticket page: /tickets/<code>. */
  url: z.string(),
  name: z.string(),
  holderName: z.string().nullable(),
  guest: z.boolean(),
  price: z.number().int(),
  memberPrice: z.boolean(),
  status: z.enum(['valid', 'refunded', 'cancelled']),
  checkedInAt: z.iso.datetime().nullable(),
  /** A free RSVP's ticket (cancel gives the seat back), not a bought one. */
  rsvp: z.boolean(),
  /** The holder may cancel it now (a free RSVP ahead, or a refundable ticket before the cut-off). */
  cancellable: z.boolean(),
  /** Cents the holder gets back on cancelling (0 for free tickets). */
  refundOnCancel: z.number().int(),
  event: eventSchema,
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/** POST /api/events/:id/tickets: the order held, and how to pay it (null when nothing is due). */
export const ticketPurchaseStartSchema = z.object({
  order: orderSummarySchema,
  /** Handed to the payment form; null when the order cost nothing and its tickets are issued. */
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** Shows this browser its tickets on the confirmation (kept by the page, never in a URL). */
  orderToken: z.string(),
  tickets: z.array(ticketViewSchema),
});
export type TicketPurchaseStart = z.infer<typeof ticketPurchaseStartSchema>;

/** POST /api/tickets/confirm: the browser is back from paying. */
export const ticketConfirmSchema = z.object({
  paymentIntentId: opaqueToken('paymentIntentId', 1, 255),
  orderToken: opaqueToken('orderToken', 20, 100).optional(),
});

export const ticketConfirmAnswerSchema = z.object({
  order: orderSummarySchema,
  /** 'paid': tickets issued; 'pending': the payment is still processing; 'released': seats gone. */
  message: z.string(),
  /** Only for the browser that holds the order token. */
  tickets: z.array(ticketViewSchema),
});
export type TicketConfirmAnswer = z.infer<typeof ticketConfirmAnswerSchema>;

/** A ticket's address: anything that is not a ticket's code is simply no ticket (404). */
export const ticketCodeParamsSchema = z.object({
  // Lenient on the shape (a code that is no ticket's is a 404), strict on the text rules: a control
  // character (NUL included) is refused here, before it can reach the database.
  code: opaqueToken('Ticket code', 1, 200).transform((v) => v.toLowerCase()),
});

/** GET /api/account/tickets: the member's tickets, upcoming (soonest first) and past. */
export const memberTicketsSchema = z.object({
  upcoming: z.array(ticketViewSchema),
  past: z.array(ticketViewSchema),
});

/** A row of an event's attendee list for staff. */
/** POST /api/admin/tickets/:id/refund: staff say why, and the reason is kept with the ticket. */
export const ticketEndSchema = z.object({
  reason: singleLine('Reason')
    .min(1, 'Say why the ticket is refunded or cancelled')
    .max(200, 'Reason is too long'),
});

export const attendeeSchema = z.object({
  ticketId: z.number().int(),
  orderId: z.number().int().nullable(),
  name: z.string(),
  holderName: z.string().nullable(),
  email: z.string(),
  kind: z.enum(['rsvp', 'ticket', 'guest']),
  price: z.number().int(),
  memberPrice: z.boolean(),
  status: z.enum(['valid', 'refunded', 'cancelled']),
  /** Why a refunded or cancelled ticket ended (staff's reason, or what the holder did). */
  endReason: z.string().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
  /** Who let them in: a staff member's name and address, or the door link's label. */
  checkedInBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * GET /api/admin/events/:id/attendees: one page of the tickets the search finds (in the order
 * they were booked), how many it finds (`total`), where the next page starts, and the event's
 * totals (whatever the search).
 */
export const attendeeListSchema = z.object({
  attendees: z.array(attendeeSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
  totals: z.object({
    /** Paid tickets still valid. */
    ticketsSold: z.number().int(),
    /** Cents kept: paid tickets not refunded. */
    revenue: z.number().int(),
    checkedIn: z.number().int(),
    /** Valid tickets and RSVPs: who may come in. */
    expected: z.number().int(),
    refunded: z.number().int(),
    /** Seats held by buyers paying now. */
    held: z.number().int(),
  }),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** POST /api/admin/events/:id/door-links. */
export const doorLinkInputSchema = z.object({
  label: z.preprocess(
    (v) => (v == null || v === '' ? 'Door' : v),
    nameLine('Label').min(1).max(60, 'Label is too long'),
  ),
  /**
   * How long the link works, from now; left out, it works for the event's night (doorLinkWindow:
   * from a while before the doors open until well after the start).
   */
  hours: z.number().int().min(1, 'At least 1 hour').max(72, 'At most 72 hours').optional(),
});

export const doorLinkSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  label: z.string(),
  /** It works from then (before: "not open yet")... */
  validFrom: z.iso.datetime(),
  /** ...until then. */
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type DoorLink = z.infer<typeof doorLinkSchema>;

/** A new door link: its address carries the secret, shown this once. */
export const newDoorLinkSchema = doorLinkSchema.extend({ url: z.string() });

export const CHECK_IN_OUTCOMES = [
  'checked_in',
  'already_checked_in',
  'refunded',
  'cancelled',
  'other_event',
  'unknown',
] as const;

/** POST /api/door/check-in: a scanned (or typed) code, or a ticket found by search. */
export const checkInSchema = z
  .object({
    code: singleLine('Code').max(300, 'Code is too long').optional(),
    ticketId: z.number().int().positive().optional(),
    /** When the phone scanned it (a scan queued offline is sent later). */
    scannedAt: z.iso.datetime().optional(),
  })
  .refine((v) => v.code !== undefined || v.ticketId !== undefined, 'Scan a code or choose a ticket');

export const doorTicketSchema = z.object({
  ticketId: z.number().int(),
  shortCode: z.string(),
  name: z.string(),
  holderName: z.string().nullable(),
  email: z.string(),
  guest: z.boolean(),
  status: z.enum(['valid', 'refunded', 'cancelled']),
  checkedInAt: z.iso.datetime().nullable(),
});

export const checkInAnswerSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  message: z.string(),
  ticket: doorTicketSchema.nullable(),
  counts: z.object({ checkedIn: z.number().int(), expected: z.number().int() }),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** GET /api/door: the event at this door, the counts and the latest check-ins. */
export const doorStateSchema = z.object({
  event: eventSchema,
  label: z.string(),
  expiresAt: z.iso.datetime(),
  counts: z.object({ checkedIn: z.number().int(), expected: z.number().int() }),
  recent: z.array(doorTicketSchema),
});
export type DoorState = z.infer<typeof doorStateSchema>;

export const doorSearchQuerySchema = z.object({
  q: singleLine('Search').min(2, 'Type at least 2 letters').max(100, 'Search is too long'),
});
export const doorSearchAnswerSchema = z.object({ tickets: z.array(doorTicketSchema) });
