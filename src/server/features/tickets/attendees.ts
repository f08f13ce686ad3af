import type { FastifyInstance } from 'fastify';
import type { Attendee, AttendeeList } from '../../../shared/tickets-schema';
import { miamiStamp, toCsv } from '../../csv';
import { HttpError } from '../../errors';
import { findEventRow } from '../events/service';
import * as repository from './repository';

// An event's attendee list for staff: every ticket (RSVPs' and bought), with the totals.

const kindOf = (ticket: repository.TicketRow): Attendee['kind'] =>
  ticket.guest ? 'guest' : ticket.orderId === null ? 'rsvp' : 'ticket';

export async function attendeeList(app: FastifyInstance, eventId: number): Promise<AttendeeList> {
  if (!(await findEventRow(app.db, eventId))) throw new HttpError(404, 'Event not found');
  const [rows, held] = await Promise.all([
    repository.attendeesOf(app.db, eventId),
    repository.heldSeats(app.db, eventId),
  ]);
  const attendees = rows.map(
    (ticket): Attendee => ({
      ticketId: ticket.id,
      orderId: ticket.orderId,
      name: ticket.name,
      holderName: ticket.holderName,
      email: ticket.email,
      kind: kindOf(ticket),
      price: ticket.price,
      memberPrice: ticket.memberPrice,
      status: ticket.status as Attendee['status'],
      checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
      createdAt: ticket.createdAt.toISOString(),
    }),
  );
  const valid = attendees.filter((a) => a.status === 'valid');
  const sold = valid.filter((a) => a.kind !== 'rsvp' && a.price > 0);
  return {
    attendees,
    totals: {
      ticketsSold: sold.length,
      revenue: sold.reduce((sum, a) => sum + a.price, 0),
      checkedIn: valid.filter((a) => a.checkedInAt).length,
      expected: valid.length,
      refunded: attendees.filter((a) => a.status === 'refunded').length,
      held,
    },
  };
}

const KIND_LABELS: Record<Attendee['kind'], string> = { rsvp: 'RSVP', ticket: 'Ticket', guest: 'Guest pass' };
const STATUS_LABELS: Record<Attendee['status'], string> = {
  valid: 'Valid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export async function attendeesCsv(app: FastifyInstance, eventId: number) {
  const { attendees } = await attendeeList(app, eventId);
  const csv = toCsv(
    [
      'Name',
      'Ticket name',
      'Email',
      'Kind',
      'Paid (USD)',
      'Member price',
      'Status',
      'Checked in (Miami)',
      'Booked (Miami)',
    ],
    attendees.map((a) => [
      a.name,
      a.holderName ?? '',
      a.email,
      KIND_LABELS[a.kind],
      (a.price / 100).toFixed(2),
      a.memberPrice ? 'Yes' : 'No',
      STATUS_LABELS[a.status],
      a.checkedInAt ? miamiStamp(new Date(a.checkedInAt)) : '',
      miamiStamp(new Date(a.createdAt)),
    ]),
  );
  return { fileName: `attendees-event-${eventId}.csv`, csv };
}
