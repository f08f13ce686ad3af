import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEMBER_PAST_SHOWN } from '../../../shared/events';
import { seatRefusal } from '../../../shared/seat-rules';
import {
  attendeeRefundOpen,
  GUEST_PASS_TIER,
  guestPassMonth,
  HOLD_MINUTES,
  MAX_TICKETS_PER_ORDER,
  MEMBER_PRICE_TIERS,
  TICKET_TEXTS,
} from '../../../shared/tickets';
import type {
  OrderSummary,
  TicketConfirmAnswer,
  TicketPurchase,
  TicketPurchaseStart,
  TicketQuote,
  TicketView,
} from '../../../shared/tickets-schema';
import { WAITLIST_TEXTS } from '../../../shared/waitlist';
import type { PaymentEvent, PaymentState } from '../../adapters/payments/payment-provider';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { holdWithinBudget } from '../seat-budgets/service';
import {
  checkSeatRules,
  claimOfferedSeat,
  eventFromRow,
  eventsChanged,
  findEventRow,
  freeSeatsAndOffer,
  lockEvent,
  reclaimOfferedSeat,
  returnSeatToOffer,
  type SeatMember,
  takeSeatsFor,
} from '../seats/service';
import * as repository from './repository';
import { sendLatePaymentRefunded, sendTicketRefunded, sendTickets } from './ticket-mail';

// A ticket's code drawn as a QR code, as the ticket page and the e-mails show it.
export { qrSvg } from './qr';
// An RSVP's confirmation (events) shows its ticket the way the tickets' own e-mail does.
export { eventIcsAttachment, ticketMailCards } from './ticket-mail';

// Tickets to priced events (docs/tickets.md). The server decides every price; starting to pay
// holds the seats (counted with the event's seats taken) for HOLD_MINUTES; the provider's word,
// whichever way it arrives first (the browser's return, the confirm call, the webhook, the hold's
// own job), turns a held order into its tickets exactly once. A payment that arrives after its
// seats went to someone else is refunded in full, with an e-mail that says so.

export const RELEASE_HOLD = 'tickets.release-hold';
export const REFUND_LATE_PAYMENT = 'tickets.refund-late-payment';

export type Buyer = SeatMember | null;

/** Removes an RSVP whose ticket ended, so its address may RSVP again (in the ticket's transaction). */
type RsvpEnder = (tx: Transaction, rsvpId: number) => Promise<unknown>;
// The RSVPs are the events feature's; it registers how when the app is built. Keyed by the app's
// database: a plugin's child instance is not the app the hook was registered on.
const rsvpEnders = new WeakMap<object, RsvpEnder>();

export function onRsvpTicketEnded(app: FastifyInstance, end: RsvpEnder): void {
  rsvpEnders.set(app.db, end);
}

function endRsvpOf(app: FastifyInstance): RsvpEnder {
  const end = rsvpEnders.get(app.db);
  if (!end) throw new Error('No RSVP ending registered: build the app with buildApp, which registers events');
  return end;
}
type EventRow = repository.EventRow;
type OrderRow = repository.OrderRow;
type TicketRow = repository.TicketRow;

const notFound = () => new HttpError(404, 'not_found', 'Event not found');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The price a buyer pays per ticket: the member price for Premium Fan and Inner Circle. */
function unitPriceFor(event: EventRow, buyer: Buyer): { unitPrice: number; memberPrice: boolean } {
  if (event.memberPrice != null && buyer && MEMBER_PRICE_TIERS.includes(buyer.accessTier)) {
    return { unitPrice: event.memberPrice, memberPrice: true };
  }
  return { unitPrice: event.price, memberPrice: false };
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

const orderSummary = (order: OrderRow): OrderSummary => ({
  id: order.id,
  eventId: order.eventId,
  status: order.status as OrderSummary['status'],
  quantity: order.quantity,
  guestTickets: order.guestTickets,
  unitPrice: order.unitPrice,
  memberPrice: order.memberPrice,
  amount: order.amount,
  holdExpiresAt: order.holdExpiresAt.toISOString(),
  email: order.email,
});

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
  // `client`: the request's (src/server/client-key.ts), whose held seats are budgeted.
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

  let payment: { paymentId: string; clientSecret: string };
  try {
    payment = await app.payments.startPayment({
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
  await repository.setOrderPayment(app.db, order.id, app.payments.id, payment.paymentId);
  return {
    order: orderSummary(order),
    clientSecret: payment.clientSecret,
    paymentIntentId: payment.paymentId,
    orderToken,
    tickets: [],
  };
}

/** A paid order's tickets, with the e-mail that carries them, in the transaction that paid it. */
async function issueTickets(app: FastifyInstance, tx: Transaction, order: OrderRow, event: EventRow) {
  const rows = Array.from({ length: order.quantity }, (_, i) => {
    const guest = i >= order.quantity - order.guestTickets;
    return {
      code: repository.newTicketCode(),
      eventId: order.eventId,
      orderId: order.id,
      memberId: order.memberId,
      name: order.name,
      email: order.email,
      holderName: order.holderNames[i] || null,
      guest,
      price: guest ? 0 : order.unitPrice,
      memberPrice: guest ? false : order.memberPrice,
    };
  });
  const made = await repository.insertTickets(tx, rows);
  await sendTickets(app, eventFromRow(event), order, made, tx);
  return made;
}

/** The RSVP's own ticket (its code for the door), written with the RSVP. */
export async function issueRsvpTicket(
  tx: Transaction,
  rsvp: { eventId: number; rsvpId: number; memberId: number | null; name: string; email: string },
): Promise<TicketRow> {
  const [ticket] = await repository.insertTickets(tx, [{ ...rsvp, code: repository.newTicketCode() }]);
  return ticket;
}

export const cancelTicketsOfRsvps = repository.cancelTicketsOfRsvps;

/** The ticket of an address's RSVP to an event, to send again. */
export const rsvpTicketOf = repository.rsvpTicketOf;

export const paidTicketsOf = (app: FastifyInstance, eventId: number) =>
  repository.paidTicketCount(app.db, eventId);

/**
 * The provider says this order's payment went through: its tickets, once. A hold already released
 * takes its seats again if they are still free; if not, the payment is refunded in full (a job,
 * so a failed refund is tried again) and the buyer is told. A payment for another amount than
 * the order's makes no tickets.
 */
export async function orderPaid(
  app: FastifyInstance,
  orderId: number,
  state: Pick<PaymentState, 'amount' | 'currency'>,
): Promise<OrderRow | undefined> {
  const order = await repository.findOrder(app.db, orderId);
  if (!order || order.status === 'paid') return order;
  if (state.amount !== order.amount || state.currency.toLowerCase() !== 'usd') {
    app.log.warn(
      { orderId, amount: state.amount, currency: state.currency },
      'paid amount does not match the order',
    );
    return order;
  }
  const settled = await app.db.transaction(async (tx) => {
    // The event's row first, then the order's, as every seat change locks them.
    const event = (await lockEvent(tx, order.eventId)) as EventRow;
    const fromHeld = await repository.markOrderPaid(tx, order.id, 'held');
    if (fromHeld) {
      await issueTickets(app, tx, fromHeld, event);
      // Paid, its seats are no longer part of the event's unpaid share: the waitlist may be offered more.
      await freeSeatsAndOffer(app, tx, order.eventId, 0);
      return fromHeld;
    }
    const current = (await repository.findOrder(tx, order.id)) as OrderRow;
    if (current.status !== 'released') return current;
    // Paid after its hold ran out: the seats again, if someone else has not taken them (a
    // waitlist claim's seat, if its offer still holds it).
    const seated =
      current.waitlistEntryId != null
        ? await reclaimOfferedSeat(app, tx, current.waitlistEntryId)
        : await takeSeatsFor(
            tx,
            order.eventId,
            { way: 'paid_late', accessTier: null },
            current.quantity,
          ).then(
            () => true,
            (refused) => (refused instanceof HttpError ? false : Promise.reject(refused)),
          );
    if (seated) {
      const retaken = await repository.markOrderPaid(tx, order.id, 'released');
      if (retaken) {
        await issueTickets(app, tx, retaken, event);
        return retaken;
      }
      await freeSeatsAndOffer(app, tx, order.eventId, current.quantity);
      return current;
    }
    if (await repository.noteReleaseReason(tx, order.id, 'late_payment_refunded')) {
      await app.jobs.enqueue(tx, { kind: REFUND_LATE_PAYMENT, payload: { orderId: order.id } });
      await sendLatePaymentRefunded(app, eventFromRow(event), current, tx);
    }
    return current;
  });
  eventsChanged(app);
  return (await repository.findOrder(app.db, settled.id)) ?? settled;
}

/** Gives a held order's seats back (and its guest pass); nothing when it was no longer held. */
async function releaseHeld(app: FastifyInstance, orderId: number, reason: string): Promise<void> {
  const released = await app.db.transaction((tx) => releaseHeldIn(app, tx, orderId, reason));
  if (released) eventsChanged(app);
}

async function releaseHeldIn(app: FastifyInstance, tx: Transaction, orderId: number, reason: string) {
  const held = await repository.findOrder(tx, orderId);
  if (held?.status !== 'held') return undefined;
  // The event's row first, then the order's, as every seat change locks them.
  await lockEvent(tx, held.eventId);
  const order = await repository.releaseOrder(tx, orderId, reason);
  if (!order) return order;
  // A waitlist claim's seat goes back to its offer while the offer's time remains.
  const kept = order.waitlistEntryId != null && (await returnSeatToOffer(app, tx, order.waitlistEntryId));
  if (!kept) await freeSeatsAndOffer(app, tx, order.eventId, order.quantity);
  return order;
}

/**
 * A hold replaced by the buyer's new order was released with it; its payment is canceled at the
 * provider after, so the old form can no longer charge. One that went through meanwhile is a
 * late payment (its seats again, or a refund).
 */
async function cancelReplacedPayment(app: FastifyInstance, order: OrderRow): Promise<void> {
  if (!order.providerPaymentId || order.provider !== app.payments.id) return;
  try {
    if ((await app.payments.cancelPayment(order.providerPaymentId)) !== 'succeeded') return;
    const paid = await app.payments.retrievePayment(order.providerPaymentId);
    if (paid) await orderPaid(app, order.id, paid);
  } catch (err) {
    app.log.error({ err, orderId: order.id }, 'could not cancel the payment of a replaced hold');
  }
}

/**
 * Asks the provider how an order's payment stands and acts on it: paid makes the tickets; a hold
 * that ran out is canceled at the provider (so the card can no longer be charged) and released.
 */
async function settleWithProvider(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  // A paid order is settled; a released one is asked about too: its payment may have gone
  // through as the hold ran out (then it takes its seats again, or is refunded).
  if (order.status === 'paid' || !order.providerPaymentId || order.provider !== app.payments.id) return order;
  if (order.releaseReason === 'late_payment_refunded') return order;
  const state = await app.payments.retrievePayment(order.providerPaymentId);
  if (state?.status === 'succeeded') return (await orderPaid(app, order.id, state)) ?? order;
  if (state?.status === 'canceled' && order.status === 'held')
    await releaseHeld(app, order.id, 'payment_canceled');
  return (await repository.findOrder(app.db, order.id)) ?? order;
}

/**
 * Ends a held order: its payment is canceled at the provider first (so the card can no longer be
 * charged), then the seats go back. If the provider says it was paid after all, the tickets are
 * issued instead; a payment still processing keeps the hold (the caller says what then).
 */
async function cancelAndRelease(
  app: FastifyInstance,
  order: OrderRow,
  reason: string,
): Promise<'released' | 'paid' | 'processing'> {
  if (order.providerPaymentId && order.provider === app.payments.id) {
    const state = await app.payments.cancelPayment(order.providerPaymentId);
    if (state === 'succeeded') {
      const paid = await app.payments.retrievePayment(order.providerPaymentId);
      if (paid) await orderPaid(app, order.id, paid);
      return 'paid';
    }
    if (state === 'processing') return 'processing';
  }
  await releaseHeld(app, order.id, reason);
  return 'released';
}

/** The hold's job: at the hold's end an unpaid order is released, unless its payment is processing. */
export async function releaseExpiredHold(app: FastifyInstance, orderId: number): Promise<void> {
  const order = await repository.findOrder(app.db, orderId);
  if (order?.status !== 'held') return;
  const outcome = await cancelAndRelease(app, order, 'expired');
  // The queue asks again later: the provider has not decided yet.
  if (outcome === 'processing') throw new Error(`Payment of order ${orderId} is still processing`);
}

/** The order this browser started (it holds the order token), found by its payment. */
async function ownOrder(app: FastifyInstance, paymentId: string, orderToken: string | undefined) {
  const order = await repository.findOrderByPayment(app.db, app.payments.id, paymentId);
  if (!order)
    throw new HttpError(
      404,
      'not_found',
      'We could not find this payment. If you were charged, contact the club.',
    );
  return { order, mine: orderToken !== undefined && order.orderTokenHash === hashToken(orderToken) };
}

/**
 * The confirmation's answer. A payment id travels in return addresses: without the order token
 * of the browser that started the order, it says how the order stands and nothing personal
 * (no address, no ticket codes).
 */
async function answerFor(app: FastifyInstance, order: OrderRow, mine: boolean): Promise<TicketConfirmAnswer> {
  const event = (await findEventRow(app.db, order.eventId)) as EventRow;
  const tickets = mine && order.status === 'paid' ? await repository.ticketsOfOrder(app.db, order.id) : [];
  return {
    order: { ...orderSummary(order), email: mine ? order.email : null },
    message: confirmMessage(order, mine),
    tickets: tickets.map((ticket) => ticketView(app, ticket, event)),
  };
}

/**
 * The buyer changed their mind before paying: the seats go back to the event at once, not when
 * the hold runs out. Only the browser that started the order may do it.
 */
export async function releasePurchase(
  app: FastifyInstance,
  paymentId: string,
  orderToken: string | undefined,
): Promise<TicketConfirmAnswer> {
  const { order, mine } = await ownOrder(app, paymentId, orderToken);
  if (!mine)
    throw new HttpError(
      403,
      'not_order_owner',
      'Only the browser that started this purchase can release its seats.',
    );
  if (order.status === 'held') {
    const outcome = await cancelAndRelease(app, order, 'abandoned');
    if (outcome === 'processing') {
      throw new HttpError(
        409,
        'payment_processing',
        'Your payment is being processed, so the seats stay held. Your tickets will arrive by e-mail if it goes through.',
      );
    }
  }
  return answerFor(app, (await repository.findOrder(app.db, order.id)) ?? order, mine);
}

/** The browser is back from paying (or asks again): the provider, not the browser, decides. */
export async function confirmPurchase(
  app: FastifyInstance,
  paymentId: string,
  orderToken: string | undefined,
): Promise<TicketConfirmAnswer> {
  const { order, mine } = await ownOrder(app, paymentId, orderToken);
  return answerFor(app, await settleWithProvider(app, order), mine);
}

function confirmMessage(order: OrderRow, mine: boolean): string {
  if (order.status === 'paid') {
    const to = mine ? order.email : 'the e-mail address given at checkout';
    return `You're in! Your ${order.quantity === 1 ? 'ticket is' : 'tickets are'} on the way to ${to}.`;
  }
  if (order.status === 'held') return 'Your payment is being processed. Your tickets will arrive by e-mail.';
  if (order.releaseReason === 'late_payment_refunded') return TICKET_TEXTS.lateRefunded;
  if (order.releaseReason === 'abandoned' || order.releaseReason === 'replaced')
    return TICKET_TEXTS.seatsReleased;
  return TICKET_TEXTS.holdExpired;
}

/** A provider event about a ticket payment; null when the payment is not a ticket order's. */
export async function handleTicketPaymentEvent(
  app: FastifyInstance,
  event: PaymentEvent,
): Promise<'processed' | 'ignored' | null> {
  if (event.kind !== 'payment_succeeded' && event.kind !== 'payment_canceled') return null;
  const order = await repository.findOrderByPayment(app.db, app.payments.id, event.paymentId);
  if (!order) return null;
  if (event.kind === 'payment_canceled') {
    await releaseHeld(app, order.id, 'payment_canceled');
    return 'processed';
  }
  await orderPaid(app, order.id, event);
  return 'processed';
}

/** A ticket as its holder sees it. */
export function ticketView(app: FastifyInstance, ticket: TicketRow, event: EventRow): TicketView {
  const ahead = event.date.getTime() > Date.now();
  const open = ticket.status === 'valid' && !ticket.checkedInAt && ahead;
  const rsvp = ticket.orderId === null;
  const refundable =
    ticket.price > 0 && attendeeRefundOpen({ date: event.date, refundCutoffHours: event.refundCutoffHours });
  const cancellable = open && (rsvp || ticket.guest || ticket.price === 0 || refundable);
  return {
    code: ticket.code,
    url: `${app.config.publicUrl}/tickets/${ticket.code}`,
    name: ticket.name,
    holderName: ticket.holderName,
    guest: ticket.guest,
    price: ticket.price,
    memberPrice: ticket.memberPrice,
    status: ticket.status as TicketView['status'],
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    rsvp,
    cancellable,
    refundOnCancel: cancellable ? ticket.price : 0,
    event: eventFromRow(event),
  };
}

/** The ticket behind a code (its page, the e-mail's link); 404 for a code no ticket has. */
export async function ticketByCode(app: FastifyInstance, code: string): Promise<TicketView> {
  const found = await repository.findTicket(app.db, { code });
  if (!found)
    throw new HttpError(404, 'not_found', 'No ticket has this code. Check the link in your e-mail.');
  return ticketView(app, found.ticket, found.event);
}

/**
 * A member's tickets: for every event still to come (soonest first), and for the latest past ones
 * (the tickets of about MEMBER_PAST_SHOWN events, latest first).
 */
export async function ticketsOfMember(app: FastifyInstance, person: repository.Person) {
  const [upcoming, past] = await Promise.all([
    repository.ticketsOf(app.db, person, 'upcoming', TICKETS_SHOWN),
    repository.ticketsOf(app.db, person, 'past', MEMBER_PAST_SHOWN * 2),
  ]);
  const view = (row: (typeof upcoming)[number]) => ticketView(app, row.ticket, row.event);
  return { upcoming: upcoming.map(view), past: past.map(view) };
}

/** Upcoming tickets a member's area lists at most (a group buys up to ten a night). */
const TICKETS_SHOWN = 500;

export const forgetTicketsOf = repository.forgetTicketsOf;

/** A ticket with its event and order (the door, the ticket page); undefined when there is none. */
export function findTicket(app: FastifyInstance, where: { code: string } | { id: number }) {
  return repository.findTicket(app.db, where);
}

export type { TicketRow } from './repository';

/**
 * Ends a ticket and frees its seat: a paid one is refunded through the provider first (keyed by
 * the ticket, so a second press or process refunds nothing more), then marked refunded; a free
 * one (an RSVP, a guest ticket) is cancelled, its RSVP removed so the e-mail may come again.
 * `by` 'holder' checks the holder's rules: not used at the door, the event ahead, a paid ticket
 * only before the event's refund cut-off.
 */
export async function endTicket(
  app: FastifyInstance,
  where: { code: string } | { id: number },
  by: 'staff' | 'holder',
): Promise<TicketView> {
  const found = await repository.findTicket(app.db, where);
  if (!found)
    throw new HttpError(404, 'not_found', by === 'staff' ? 'Ticket not found' : 'No ticket has this code.');
  const { ticket, event, order } = found;
  if (ticket.status !== 'valid') {
    throw new HttpError(409, 'ticket_ended', `This ticket was already ${ticket.status}.`);
  }
  if (by === 'holder') {
    if (ticket.checkedInAt) throw new HttpError(409, 'already_checked_in', TICKET_TEXTS.alreadyCheckedIn);
    if (event.date.getTime() <= Date.now())
      throw new HttpError(409, 'ticket_not_cancellable', TICKET_TEXTS.notCancellable);
    const view = ticketView(app, ticket, event);
    if (!view.cancellable) throw new HttpError(409, 'no_refunds', TICKET_TEXTS.noRefunds);
  }
  const refund = ticket.price > 0 && order?.providerPaymentId ? ticket.price : 0;
  if (refund > 0 && order?.providerPaymentId) {
    if (order.provider !== app.payments.id) {
      throw new HttpError(
        409,
        'refund_elsewhere',
        `This ticket was paid with the ${order.provider} provider; refund it there.`,
      );
    }
    try {
      await app.payments.refundPayment(order.providerPaymentId, `mesc-ticket-refund-${ticket.code}`, refund);
    } catch (err) {
      app.log.error({ err, ticketId: ticket.id }, 'ticket refund failed at the provider');
      throw new HttpError(
        502,
        'refund_failed',
        'The payment provider did not answer, so nothing was refunded. Please try again.',
      );
    }
  }
  const ended = await app.db.transaction(async (tx) => {
    const done = await repository.endTicket(tx, ticket.id, refund > 0 ? 'refunded' : 'cancelled');
    if (!done) return undefined;
    await freeSeatsAndOffer(app, tx, ticket.eventId, 1);
    if (done.rsvpId) await endRsvpOf(app)(tx, done.rsvpId);
    if (done.guest && done.orderId) await repository.returnGuestPass(tx, done.orderId);
    await sendTicketRefunded(app, eventFromRow(event), done, refund, by, tx);
    return done;
  });
  if (!ended)
    throw new HttpError(409, 'changed_meanwhile', 'This ticket was changed a moment ago. Reload to see it.');
  eventsChanged(app);
  const fresh = (await repository.findTicket(app.db, { id: ticket.id })) ?? found;
  return ticketView(app, fresh.ticket, fresh.event);
}
