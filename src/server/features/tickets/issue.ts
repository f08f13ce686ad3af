import type { FastifyInstance } from 'fastify';
import { attendeeRefundOpen } from '../../../shared/tickets';
import type { TicketView } from '../../../shared/tickets-schema';
import type { Transaction } from '../../db/client';
import { eventFromRow } from '../seats/service';
import * as repository from './repository';
import { sendTickets } from './ticket-mail';

// Tickets as they are made and shown: an order's tickets issued once it is paid (or costs
// nothing), an RSVP's ticket, and a ticket as its holder sees it.

type EventRow = repository.EventRow;
type OrderRow = repository.OrderRow;
export type TicketRow = repository.TicketRow;

/** A paid order's tickets, with the e-mail that carries them, in the transaction that paid it. */
export async function issueTickets(app: FastifyInstance, tx: Transaction, order: OrderRow, event: EventRow) {
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
    shortCode: ticket.shortCode,
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
