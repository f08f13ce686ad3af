import type { FastifyInstance } from 'fastify';
import type { Attendee, AttendeeList } from '../../../shared/tickets-schema';
import { HttpError } from '../../errors';
import { csvText, miamiStamp } from '../../lists/csv';
import { everyItem } from '../../lists/paging';
import { findEventRow } from '../seats/service';
import * as repository from './repository';

// An event's attendee list for staff: every ticket (RSVPs' and bought), a page at a time, with
// the totals.

const kindOf = (ticket: repository.TicketRow): Attendee['kind'] =>
  ticket.guest ? 'guest' : ticket.orderId === null ? 'rsvp' : 'ticket';

const toAttendee = (ticket: repository.TicketRow): Attendee => ({
  ticketId: ticket.id,
  orderId: ticket.orderId,
  name: ticket.name,
  holderName: ticket.holderName,
  email: ticket.email,
  kind: kindOf(ticket),
  price: ticket.price,
  memberPrice: ticket.memberPrice,
  status: ticket.status as Attendee['status'],
  endReason: ticket.endReason,
  checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  checkedInBy: ticket.checkedInAt ? ticket.checkedInBy : null,
  createdAt: ticket.createdAt.toISOString(),
});

/** An unknown event is a 404 (before a CSV starts). */
export async function knownEvent(app: FastifyInstance, eventId: number) {
  if (!(await findEventRow(app.db, eventId))) throw new HttpError(404, 'not_found', 'Event not found');
}

/** One page of the event's tickets the search finds, with the event's totals. */
export async function attendeeList(
  app: FastifyInstance,
  eventId: number,
  { search, cursor, limit }: { search?: string; cursor?: string; limit: number },
): Promise<AttendeeList> {
  await knownEvent(app, eventId);
  const [page, total, totals] = await Promise.all([
    repository.pageOfAttendees(app.db, eventId, search, cursor, limit),
    app.counts.get(['tickets'], `attendees ${eventId} ${search ?? ''}`, () =>
      repository.countAttendees(app.db, eventId, search),
    ),
    // The event's figures, whatever the search: kept together, so one check of the versions serves both.
    app.counts.get(['tickets', 'ticket_orders'], `attendee totals ${eventId}`, async () => {
      const [figures, held] = await Promise.all([
        repository.attendeeFigures(app.db, eventId),
        repository.heldSeats(app.db, eventId),
      ]);
      return { ...figures, held };
    }),
  ]);
  return { attendees: page.items.map(toAttendee), total, nextCursor: page.nextCursor, totals };
}

const KIND_LABELS: Record<Attendee['kind'], string> = { rsvp: 'RSVP', ticket: 'Ticket', guest: 'Guest pass' };
const STATUS_LABELS: Record<Attendee['status'], string> = {
  valid: 'Valid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** Every ticket of the event as a spreadsheet, read a batch at a time (call knownEvent first). */
export function attendeesCsv(app: FastifyInstance, eventId: number) {
  const tickets = everyItem((cursor, limit) =>
    repository.pageOfAttendees(app.db, eventId, undefined, cursor, limit),
  );
  const text = csvText(
    [
      'Name',
      'Ticket name',
      'Email',
      'Kind',
      'Paid (USD)',
      'Member price',
      'Status',
      'Why it ended',
      'Checked in (Miami)',
      'Checked in by',
      'Booked (Miami)',
    ],
    tickets,
    (ticket) => {
      const a = toAttendee(ticket);
      return [
        a.name,
        a.holderName ?? '',
        a.email,
        KIND_LABELS[a.kind],
        (a.price / 100).toFixed(2),
        a.memberPrice ? 'Yes' : 'No',
        STATUS_LABELS[a.status],
        a.endReason ?? '',
        ticket.checkedInAt ? miamiStamp(ticket.checkedInAt) : '',
        a.checkedInBy ?? '',
        miamiStamp(ticket.createdAt),
      ];
    },
  );
  return { fileName: `attendees-event-${eventId}.csv`, text };
}
