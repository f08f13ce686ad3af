import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import type { Event } from '../../../shared/events';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';
import { forgetSeat, maskedEmail, type RememberedSeat } from '../../lib/my-seats';
import { ticketQuery } from '../tickets/api';
import { useRsvp } from './api';

// "You're going": what an event's card and page show to someone with a seat, instead of the way
// to one. A signed-in member's seat comes from their account (member-rsvp.tsx); a visitor's from
// what the browser they used remembers (lib/my-seats.ts).

/** The pill itself. */
export function YoureGoingBadge() {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-teal/60 bg-teal/10 px-4 py-2.5 text-sm font-semibold text-teal">
      <CircleCheck aria-hidden size={16} />
      You're going
    </p>
  );
}

/** The ticket page: a page of its own (server-rendered, works offline at the door). */
export const ticketHref = (code: string) => `/tickets/${encodeURIComponent(code)}`;

const linkClass = buttonClass('secondary');

/**
 * A visitor's seat, as this browser remembers it: a bought ticket (checked with the server, and
 * forgotten once it is no longer good) with "View ticket" and "Cancel" on its page; or an RSVP,
 * whose ticket is in the inbox it was sent to, with "Send my ticket again".
 */
export function VisitorSeat({ event, seat }: { event: Event; seat: RememberedSeat }) {
  const code = seat.codes[0];
  const ticket = useQuery({ ...ticketQuery(code ?? ''), enabled: Boolean(code) });
  const gone = ticket.data ? ticket.data.status !== 'valid' : ticket.isError;
  useEffect(() => {
    if (code && gone) forgetSeat(event.id, code);
  }, [code, gone, event.id]);
  if (code) {
    if (gone) return null;
    return (
      <div className="grid w-full gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <YoureGoingBadge />
          <a href={ticketHref(code)} className={linkClass}>
            View ticket
          </a>
          {ticket.data?.cancellable && (
            <a href={`${ticketHref(code)}#cancel-heading`} className={buttonClass('ghost')}>
              Cancel
            </a>
          )}
        </div>
        {seat.codes.length > 1 && (
          <p className="text-sm text-muted">
            {seat.codes.length} tickets: each has its own page, linked from your e-mail.
          </p>
        )}
      </div>
    );
  }
  if (!seat.rsvp) return null;
  return <RsvpSeat event={event} rsvp={seat.rsvp} />;
}

function RsvpSeat({ event, rsvp }: { event: Event; rsvp: { name: string; email: string } }) {
  const again = useRsvp(event.id);
  const address = maskedEmail(rsvp.email);
  return (
    <div className="grid w-full gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <YoureGoingBadge />
        <button
          type="button"
          disabled={again.isPending}
          className={linkClass}
          // The RSVP again: the server sends the ticket to that address once more (never a second seat).
          onClick={() =>
            again.mutate(rsvp, {
              onSuccess: () =>
                toast({ title: 'Ticket sent again', description: `Check the inbox of ${address}.` }),
              onError: () =>
                toast({
                  title: 'Could not send it',
                  description: 'Please try again in a moment.',
                  variant: 'destructive',
                }),
            })
          }
        >
          {again.isPending ? 'Sending...' : 'Send my ticket again'}
        </button>
      </div>
      <p className="text-sm text-muted">
        Your ticket, and the link to cancel it, are in the e-mail sent to {address}.
      </p>
    </div>
  );
}
