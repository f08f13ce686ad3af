import { Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { formatEventWhen } from '../../../shared/dates';
import { formatDollars } from '../../../shared/money';
import type { TicketView } from '../../../shared/tickets-schema';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { TICKET_STATE_LABELS, ticketHolder, ticketKind, ticketPath, ticketState } from '../tickets';
import { useCancelTicket, useMemberTickets } from '../tickets/api';
import { showAccountError } from './account-errors';
import { Section } from './section';

const stateClass = {
  valid: 'border-teal/60 text-teal',
  'checked-in': 'border-cyan/60 text-cyan',
  refunded: 'border-white/25 text-muted',
  cancelled: 'border-white/25 text-muted',
} as const;

/** Tickets in a row for one event, keeping the list's order (upcoming: soonest first). */
function byEvent(tickets: TicketView[]): TicketView[][] {
  const groups: TicketView[][] = [];
  for (const ticket of tickets) {
    const last = groups.at(-1);
    if (last && last[0].event.id === ticket.event.id) last.push(ticket);
    else groups.push([ticket]);
  }
  return groups;
}

/**
 * The tickets the member bought (and guest tickets), upcoming first, each with its page and, while
 * the event allows, a way to give it back. Free RSVPs stay in "My RSVPs", with their own ticket.
 */
export function TicketsSection() {
  const { data, isPending, error } = useMemberTickets();
  const bought = (list: TicketView[] = []) => list.filter((ticket) => !ticket.rsvp);
  const upcoming = byEvent(bought(data?.upcoming));
  const past = byEvent(bought(data?.past));
  return (
    <Section title="Your tickets">
      {isPending ? (
        <Spinner label="Loading your tickets" />
      ) : error ? (
        <p role="alert" className="text-sm text-red">
          We could not load your tickets. Please try again later.
        </p>
      ) : upcoming.length === 0 && past.length === 0 ? (
        <p className="text-sm text-muted">
          No tickets yet. Priced events are bought from{' '}
          <Link href="/events" className="text-cyan underline">
            the events page
          </Link>
          ; your tickets show here and come by e-mail.
        </p>
      ) : (
        <>
          {upcoming.length > 0 && (
            <ul className="grid gap-3">
              {upcoming.map((group) => (
                <EventTickets key={group[0].event.id} tickets={group} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold tracking-[0.15em] text-muted uppercase">Past</h3>
              <ul className="grid gap-3">
                {past.map((group) => (
                  <EventTickets key={group[0].event.id} tickets={group} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

function EventTickets({ tickets }: { tickets: TicketView[] }) {
  const { event } = tickets[0];
  return (
    <li className="grid gap-3 rounded-2xl border border-white/10 bg-bg/40 p-4">
      <div>
        <p className="font-semibold">{event.title}</p>
        <p className="text-sm text-muted">
          {formatEventWhen(event)} · {event.venue || 'TBD'}
        </p>
      </div>
      <ul className="grid gap-2">
        {tickets.map((ticket, index) => (
          <TicketRow key={ticket.code} ticket={ticket} index={index} />
        ))}
      </ul>
    </li>
  );
}

function TicketRow({ ticket, index }: { ticket: TicketView; index: number }) {
  const cancel = useCancelTicket();
  const state = ticketState(ticket);
  const holder = ticketHolder(ticket, index);
  const refund = ticket.refundOnCancel > 0 ? formatDollars(ticket.refundOnCancel) : null;
  return (
    <li className="grid gap-2 border-t border-white/10 pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span className="flex items-center gap-2.5">
          <Ticket aria-hidden size={18} className="shrink-0 text-pink" />
          <span>
            <span className="block text-sm font-semibold">{holder}</span>
            <span className="block text-xs text-muted">{ticketKind(ticket)}</span>
          </span>
        </span>
        <span className="flex items-center gap-3">
          <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateClass[state]}`}>
            {TICKET_STATE_LABELS[state]}
          </span>
          <a href={ticketPath(ticket.code)} className="text-sm font-semibold text-cyan underline">
            View ticket<span className="sr-only"> for {holder}</span>
          </a>
        </span>
      </div>
      {ticket.cancellable && (
        <div>
          <ConfirmStep
            label="Cancel ticket"
            variant="quiet"
            question={`Cancel ${ticket.holderName ? `${ticket.holderName}'s ticket` : 'this ticket'} to ${ticket.event.title}? ${
              refund
                ? `${refund} goes back to the card you paid with, and the seat is freed.`
                : 'The seat is freed for someone else.'
            }`}
            confirmLabel={refund ? `Yes, cancel and refund ${refund}` : 'Yes, cancel this ticket'}
            pendingLabel="Canceling..."
            keepLabel="Keep my ticket"
            pending={cancel.isPending}
            danger
            onConfirm={(done) =>
              cancel.mutate(ticket.code, {
                onSuccess: (ended) => {
                  done();
                  toast({
                    title: 'Ticket cancelled',
                    description:
                      ended.status === 'refunded'
                        ? `${formatDollars(ended.price)} is on its way back to your card.`
                        : 'Your seat has been given back.',
                  });
                },
                onError: showAccountError,
              })
            }
          />
        </div>
      )}
    </li>
  );
}
