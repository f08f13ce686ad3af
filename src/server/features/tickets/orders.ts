import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { priceFor } from '../../../shared/event-admission';
import { seatRefusal } from '../../../shared/seat-rules';
import {
  GUEST_PASS_TIER,
  guestPassMonth,
  HOLD_MINUTES,
  MAX_TICKETS_PER_ORDER,
  TICKET_TEXTS,
} from '../../../shared/tickets';
import type { TicketPurchase, TicketPurchaseStart, TicketQuote } from '../../../shared/tickets-schema';
import { WAITLIST_TEXTS } from '../../../shared/waitlist';
import { HttpError } from '../../errors';
import { startPayment } from '../payments/service';
import { holdWithinBudget } from '../seat-budgets/service';
import {
  checkSeatRules,
  claimOfferedSeat,
  eventsChanged,
  findEventRow,
  type SeatMember,
  takeSeatsFor,
} from '../seats/service';
import { issueTickets, ticketView } from './issue';
import {
  cancelReplacedPayment,
  hashToken,
  orderSummary,
  RELEASE_HOLD,
  releaseHeld,
  releaseHeldIn,
} from './order-outcomes';

export { REFUND_LATE_PAYMENT, RELEASE_HOLD } from './order-outcomes';

import * as repository from './repository';

// Tickets to priced events (docs/tickets.md). The server decides every price; starting to pay
// holds the seats (counted with the event's seats taken) for HOLD_MINUTES; the provider's word,
// whichever way it arrives first (the browser's return, the confirm call, the webhook, the hold's
// own job), turns a held order into its tickets exactly once. A payment that arrives after its
// seats went to someone else is refunded in full, with an e-mail that says so.

type EventRow = repository.EventRow;
type OrderRow = repository.OrderRow;
type TicketRow = repository.TicketRow;

export type Buyer = SeatMember | null;

const notFound = () => new HttpError(404, 'not_found', 'Event not found');

/** The price a buyer pays per ticket: the member price for Premium Fan and Inner Circle. */
function unitPriceFor(event: EventRow, buyer: Buyer): { unitPrice: number; memberPrice: boolean } {
  const { cents, memberPrice } = priceFor(event, buyer?.accessTier ?? null);
  return { unitPrice: cents, memberPrice };
}

/**
 * The event a buyer may buy for, or why not: the seats' rules, read before the price is quoted
 * (the order's transaction checks them again on the locked row when it takes the seats).
 */
async function buyableEvent(app: FastifyInstance, eventId: number, buyer: Buyer): Promise<EventRow> {
  const event = await findEventRow(app.db, eventId);
  if (!event) throw notFound();
  const refusal = seatRefusal(event, { way: 'purchase', accessTier: buyer?.accessTier ?? null });
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
  return event;
}

async function guestPassAvailable(app: FastifyInstance, buyer: Buyer, now = new Date()): Promise<boolean> {
  if (!buyer || buyer.accessTier !== GUEST_PASS_TIER) return false;
  return !(await repository.guestPassInUse(app.db, buyer.id, guestPassMonth(now)));
}

const seatsLeftOf = (event: EventRow) =>
  event.maxAttendees == null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);

/** What this caller would pay for `quantity` tickets (with the guest pass), decided here. */
export async function quoteTickets(
  app: FastifyInstance,
  eventId: number,
  buyer: Buyer,
  ask: { quantity: number; guestPass: boolean },
): Promise<TicketQuote> {
  const event = await buyableEvent(app, eventId, buyer);
  const available = await guestPassAvailable(app, buyer);
  const guestTickets = ask.guestPass && available && ask.quantity >= 2 ? 1 : 0;
  const { unitPrice, memberPrice } = unitPriceFor(event, buyer);
  return {
    eventId,
    unitPrice,
    memberPrice,
    price: event.price,
    quantity: ask.quantity,
    guestTickets,
    amount: unitPrice * (ask.quantity - guestTickets),
    guestPassAvailable: available,
    maxQuantity: MAX_TICKETS_PER_ORDER,
    seatsLeft: seatsLeftOf(event),
  };
}

/**
 * Holds the seats and starts the payment. The seats are taken and the order written in one
 * transaction with the job that releases them when the hold runs out; the provider's payment is
 * made after (keyed by the order, so a retry never makes a second). An order that costs nothing
 * (a member price of 0) is issued at once.
 */
export async function startPurchase(
  app: FastifyInstance,
  eventId: number,
  buyer: Buyer,
  input: TicketPurchase & { quantity: number; holderNames: string[]; guestPass: boolean },
  // A waitlist claim: the order holds the seat the entry was offered instead of taking one.
  // `client`: the request's (src/server/http/client-key.ts), whose held seats are budgeted.
  options: { waitlistEntryId?: number; client?: string | null } = {},
): Promise<TicketPurchaseStart> {
  const event = await buyableEvent(app, eventId, buyer);
  const now = new Date();
  let guestMonth: string | null = null;
  if (input.guestPass) {
    if (!buyer || buyer.accessTier !== GUEST_PASS_TIER)
      throw new HttpError(403, 'no_guest_pass', TICKET_TEXTS.noGuestPass);
    if (input.quantity < 2) throw new HttpError(400, 'guest_needs_ticket', TICKET_TEXTS.guestNeedsTicket);
    guestMonth = guestPassMonth(now);
  }
  const guestTickets = guestMonth ? 1 : 0;
  const { unitPrice, memberPrice } = unitPriceFor(event, buyer);
  const amount = unitPrice * (input.quantity - guestTickets);
  const orderToken = randomBytes(24).toString('base64url');
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);

  const { order, issued, replaced } = await app.db.transaction(async (tx) => {
    // Within the seat budgets; the buyer's own earlier hold for this night is replaced.
    const replaced = await holdWithinBudget(tx, {
      eventId,
      email: input.email,
      seats: amount > 0 ? input.quantity : 0,
      client: options.client ?? null,
      claim: options.waitlistEntryId !== undefined,
    });
    for (const earlier of replaced) await releaseHeldIn(app, tx, earlier.id, 'replaced');
    const ask = { way: 'purchase', accessTier: buyer?.accessTier ?? null } as const;
    if (options.waitlistEntryId !== undefined) {
      await checkSeatRules(tx, eventId, ask);
      if (!(await claimOfferedSeat(app, tx, options.waitlistEntryId))) {
        throw new HttpError(409, 'offer_expired', WAITLIST_TEXTS.offerExpired);
      }
    } else {
      await takeSeatsFor(tx, eventId, ask, input.quantity);
    }
    const held = await repository.insertOrder(tx, {
      waitlistEntryId: options.waitlistEntryId ?? null,
      eventId,
      memberId: buyer?.id ?? null,
      name: input.name,
      email: input.email,
      quantity: input.quantity,
      guestTickets,
      unitPrice,
      memberPrice,
      amount,
      holderNames: Array.from({ length: input.quantity }, (_, i) => input.holderNames[i]?.trim() ?? ''),
      holdExpiresAt,
      orderTokenHash: hashToken(orderToken),
      guestMonth,
      clientKey: options.client ?? null,
    });
    if (!held) throw new HttpError(409, 'guest_pass_used', TICKET_TEXTS.guestPassUsed);
    if (amount === 0) {
      const paid = await repository.markOrderPaid(tx, held.id, 'held');
      const made = await issueTickets(app, tx, paid as OrderRow, event);
      return { order: paid as OrderRow, issued: made, replaced };
    }
    await app.jobs.enqueue(tx, { kind: RELEASE_HOLD, payload: { orderId: held.id }, runAt: holdExpiresAt });
    return { order: held, issued: [] as TicketRow[], replaced };
  });
  eventsChanged(app);
  for (const earlier of replaced) await cancelReplacedPayment(app, earlier);
  const views = issued.map((ticket) => ticketView(app, ticket, event));
  if (amount === 0) {
    return {
      order: orderSummary(order),
      clientSecret: null,
      paymentIntentId: null,
      orderToken,
      tickets: views,
    };
  }

  let payment: Awaited<ReturnType<typeof startPayment>>;
  try {
    payment = await startPayment(app, {
      amount,
      description: `${input.quantity} ${input.quantity === 1 ? 'ticket' : 'tickets'}: ${event.title}`,
      email: input.email,
      reference: `ticket-order-${order.id}`,
      // The order's id and its moment: unique even across databases that share a Stripe account.
      idempotencyKey: `mesc-ticket-order-${order.id}-${order.createdAt.getTime()}`,
    });
  } catch (err) {
    app.log.error({ err, orderId: order.id }, 'could not start a ticket payment');
    await releaseHeld(app, order.id, 'payment_not_started');
    throw new HttpError(
      502,
      'payment_unavailable',
      'The payment service is not answering. Nothing was charged; please try again.',
    );
  }
  await repository.setOrderPayment(app.db, order.id, payment.provider, payment.paymentId);
  return {
    order: orderSummary(order),
    clientSecret: payment.clientSecret,
    paymentIntentId: payment.paymentId,
    orderToken,
    tickets: [],
  };
}
