import type { FastifyInstance } from 'fastify';
import { MEMBER_PAST_SHOWN } from '../../../shared/events';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { TicketView } from '../../../shared/tickets-schema';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import * as payments from '../payments/service';
import { eventFromRow, eventsChanged, freeSeatsAndOffer } from '../seats/service';
import { ticketView } from './issue';
import * as repository from './repository';
import { sendTicketRefunded } from './ticket-mail';

export { issueRsvpTicket, type TicketRow, ticketView } from './issue';
export {
  confirmPurchase,
  orderPaid,
  registerTicketPayments,
  releaseExpiredHold,
  releasePurchase,
} from './order-outcomes';
export { type Buyer, quoteTickets, REFUND_LATE_PAYMENT, RELEASE_HOLD, startPurchase } from './orders';
// A ticket's code drawn as a QR code, as the ticket page and the e-mails show it.
export { qrSvg } from './qr';
// An RSVP's confirmation (events) shows its ticket the way the tickets' own e-mail does.
export { eventIcsAttachment, ticketMailCards, whenAndWhere } from './ticket-mail';

// Tickets (docs/tickets.md): what other features and the routes use. Orders, from the hold to
// the payment's outcome, are orders.ts; tickets as they are made and shown, issue.ts; here are
// the tickets' lives after: a member's list, the holder's or staff's ending of one, an account
// deleted.

type TicketRow = repository.TicketRow;

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

/** Cancels the valid tickets of these RSVPs (given back, or their account deleted). */
export function cancelTicketsOfRsvps(tx: Transaction, rsvpIds: number[]): Promise<void> {
  return repository.cancelTicketsOfRsvps(tx, rsvpIds);
}

/** The ticket of an address's RSVP to an event, to send again. */
export function rsvpTicketOf(db: Executor, eventId: number, email: string): Promise<TicketRow | undefined> {
  return repository.rsvpTicketOf(db, eventId, email);
}

export const paidTicketsOf = (app: FastifyInstance, eventId: number) =>
  repository.paidTicketCount(app.db, eventId);

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

/** A member's seat at each event still to come: its first valid ticket, and whether it may be cancelled. */
export async function seatsAheadOf(app: FastifyInstance, person: repository.Person) {
  const rows = await repository.upcomingTicketPerEvent(app.db, person, TICKETS_SHOWN);
  return rows.map(({ ticket, event }) => ({
    eventId: event.id,
    ticketCode: ticket.code,
    cancellable: ticketView(app, ticket, event).cancellable,
  }));
}

/** Upcoming tickets a member's area lists at most (a group buys up to ten a night). */
const TICKETS_SHOWN = 500;

/** A deleted account: its tickets keep no personal data (the placeholder stands for the name). */
export function forgetTicketsOf(tx: Transaction, person: repository.Person, placeholder: string) {
  return repository.forgetTicketsOf(tx, person, placeholder);
}

/** An event's ticket by the door code printed on it (already read by doorCodeFrom). */
export function findTicketByDoorCode(app: FastifyInstance, eventId: number, shortCode: string) {
  return repository.findTicketByDoorCode(app.db, eventId, shortCode);
}

/** A ticket with its event and order (the door, the ticket page); undefined when there is none. */
export function findTicket(app: FastifyInstance, where: { code: string } | { id: number }) {
  return repository.findTicket(app.db, where);
}

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
  by: { staff: string } | 'holder',
): Promise<TicketView> {
  const found = await repository.findTicket(app.db, where);
  if (!found)
    throw new HttpError(404, 'not_found', by !== 'holder' ? 'Ticket not found' : 'No ticket has this code.');
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
    try {
      await payments.refund(app, order, `mesc-ticket-refund-${ticket.code}`, refund);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      app.log.error({ err, ticketId: ticket.id }, 'ticket refund failed at the provider');
      throw new HttpError(
        502,
        'refund_failed',
        'The payment provider did not answer, so nothing was refunded. Please try again.',
      );
    }
  }
  const ended = await app.db.transaction(async (tx) => {
    const reason = by === 'holder' ? TICKET_TEXTS.endedByHolder : by.staff;
    const done = await repository.endTicket(tx, ticket.id, refund > 0 ? 'refunded' : 'cancelled', reason);
    if (!done) return undefined;
    await freeSeatsAndOffer(app, tx, ticket.eventId, 1);
    if (done.rsvpId) await endRsvpOf(app)(tx, done.rsvpId);
    if (done.guest && done.orderId) await repository.returnGuestPass(tx, done.orderId);
    await sendTicketRefunded(
      app,
      eventFromRow(event),
      done,
      refund,
      by === 'holder' ? 'holder' : 'staff',
      tx,
    );
    return done;
  });
  if (!ended)
    throw new HttpError(409, 'changed_meanwhile', 'This ticket was changed a moment ago. Reload to see it.');
  eventsChanged(app);
  const fresh = (await repository.findTicket(app.db, { id: ticket.id })) ?? found;
  return ticketView(app, fresh.ticket, fresh.event);
}

/** The addresses holding a valid ticket for a night (club mail to its guests, docs/club-mail.md). */
export const guestAddresses = (db: Executor, eventId: number) => repository.guestAddresses(db, eventId);
