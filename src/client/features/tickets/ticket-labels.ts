import type { TicketView } from '../../../shared/tickets-schema';

// How a ticket is named in lists: its kind and its state, in the club's words.

/** "Guest ticket", "Member price", "Ticket" or "Free RSVP". */
export function ticketKind(ticket: Pick<TicketView, 'rsvp' | 'guest' | 'memberPrice'>): string {
  if (ticket.rsvp) return 'Free RSVP';
  if (ticket.guest) return 'Guest ticket';
  return ticket.memberPrice ? 'Ticket (member price)' : 'Ticket';
}

export type TicketState = 'valid' | 'checked-in' | 'refunded' | 'cancelled';

/** The state shown: a used ticket is "Checked in", whatever else it is. */
export function ticketState(ticket: Pick<TicketView, 'status' | 'checkedInAt'>): TicketState {
  if (ticket.status !== 'valid') return ticket.status;
  return ticket.checkedInAt ? 'checked-in' : 'valid';
}

export const TICKET_STATE_LABELS: Record<TicketState, string> = {
  valid: 'Valid',
  'checked-in': 'Checked in',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** Who the ticket is for: its name; unnamed, its place in the order ("Ticket 2", "Guest of Rosa Diaz"). */
export function ticketHolder(
  ticket: Pick<TicketView, 'holderName' | 'name' | 'guest'>,
  index: number,
): string {
  if (ticket.holderName) return ticket.holderName;
  return ticket.guest ? `Guest of ${ticket.name}` : `Ticket ${index + 1}`;
}

/** The ticket's own page, on this site (the e-mail's link and its QR code lead there too). */
export const ticketPath = (code: string) => `/tickets/${code}`;
