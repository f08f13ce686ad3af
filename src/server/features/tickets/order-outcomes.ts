import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { OrderSummary, TicketConfirmAnswer } from '../../../shared/tickets-schema';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import {
  cancelPayment,
  currentProvider,
  type PaymentHandler,
  type PaymentState,
  paymentState,
  registerPaymentHandler,
  takenHere,
} from '../payments/service';
import {
  eventFromRow,
  eventsChanged,
  findEventRow,
  freeSeatsAndOffer,
  lockEvent,
  reclaimOfferedSeat,
  returnSeatToOffer,
  takeSeatsFor,
} from '../seats/service';
import { issueTickets, ticketView } from './issue';
import * as repository from './repository';
import { sendLatePaymentRefunded } from './ticket-mail';

// What happens to an order once its payment is under way: paid (its tickets, once, whichever way
// the provider's word arrives first), released (its seats back), confirmed to the browser that
// started it, and the provider's events about it.

export const RELEASE_HOLD = 'tickets.release-hold';
export const REFUND_LATE_PAYMENT = 'tickets.refund-late-payment';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type EventRow = repository.EventRow;
type OrderRow = repository.OrderRow;

export const orderSummary = (order: OrderRow): OrderSummary => ({
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
  const settled = await app.db.transaction((tx) => orderPaidIn(app, tx, orderId, state));
  if (!settled) return settled;
  eventsChanged(app);
  return (await repository.findOrder(app.db, settled.id)) ?? settled;
}

/** orderPaid in the caller's transaction (a webhook's delivery records its event id in it). */
export async function orderPaidIn(
  app: FastifyInstance,
  tx: Transaction,
  orderId: number,
  state: Pick<PaymentState, 'amount' | 'currency'>,
): Promise<OrderRow | undefined> {
  const order = await repository.findOrder(tx, orderId);
  if (!order || order.status === 'paid') return order;
  if (state.amount !== order.amount || state.currency.toLowerCase() !== 'usd') {
    app.log.warn(
      { orderId, amount: state.amount, currency: state.currency },
      'paid amount does not match the order',
    );
    return order;
  }
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
      : await takeSeatsFor(tx, order.eventId, { way: 'paid_late', accessTier: null }, current.quantity).then(
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
}

/** Gives a held order's seats back (and its guest pass); nothing when it was no longer held. */
export async function releaseHeld(app: FastifyInstance, orderId: number, reason: string): Promise<void> {
  const released = await app.db.transaction((tx) => releaseHeldIn(app, tx, orderId, reason));
  if (released) eventsChanged(app);
}

export async function releaseHeldIn(app: FastifyInstance, tx: Transaction, orderId: number, reason: string) {
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
export async function cancelReplacedPayment(app: FastifyInstance, order: OrderRow): Promise<void> {
  if (!takenHere(app, order)) return;
  try {
    if ((await cancelPayment(app, order)) !== 'succeeded') return;
    const paid = await paymentState(app, order.providerPaymentId);
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
  if (order.status === 'paid' || !takenHere(app, order)) return order;
  if (order.releaseReason === 'late_payment_refunded') return order;
  const state = await paymentState(app, order.providerPaymentId);
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
  if (takenHere(app, order)) {
    const state = await cancelPayment(app, order);
    if (state === 'succeeded') {
      const paid = await paymentState(app, order.providerPaymentId);
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
  const order = await repository.findOrderByPayment(app.db, currentProvider(app), paymentId);
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

/**
 * What the provider's events mean for ticket orders (a payment that went through makes the
 * tickets; a canceled one gives the seats back), registered with payments when the app is built.
 */
const ticketPayments: PaymentHandler<OrderRow, OrderRow | undefined> = {
  name: 'tickets',
  async find(app, event) {
    if (event.kind !== 'payment_succeeded' && event.kind !== 'payment_canceled') return null;
    return (await repository.findOrderByPayment(app.db, currentProvider(app), event.paymentId)) ?? null;
  },
  async apply(app, tx, event, order) {
    if (event.kind === 'payment_canceled')
      return { outcome: 'processed', result: await releaseHeldIn(app, tx, order.id, 'payment_canceled') };
    if (event.kind !== 'payment_succeeded') return { outcome: 'ignored' };
    return { outcome: 'processed', result: await orderPaidIn(app, tx, order.id, event) };
  },
  async settle(app, _order, applied) {
    if (applied?.outcome === 'processed') eventsChanged(app);
  },
};

/** Ticket orders take part in the provider's events. */
export function registerTicketPayments(app: FastifyInstance): void {
  registerPaymentHandler(app, ticketPayments);
}
