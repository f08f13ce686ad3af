import { useId } from 'react';
import { Link } from 'wouter';
import { formatEventWhen } from '../../../shared/dates';
import { MEMBER_PAST_SHOWN } from '../../../shared/events';
import type { AccountRsvp } from '../../../shared/members';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { toast } from '../../components/ui/toast-store';
import { ticketPath } from '../tickets';
import { useMemberTickets } from '../tickets/api';
import { showAccountError } from './account-errors';
import { useCancelRsvp } from './api';
import { Section } from './section';

/** The member's seats: upcoming ones can be given back while the event is ahead; past ones stay listed. */
export function RsvpsSection({ upcoming, past }: { upcoming: AccountRsvp[]; past: AccountRsvp[] }) {
  return (
    <Section title="My RSVPs">
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold tracking-[0.15em] text-muted uppercase">Upcoming</h3>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">
            No upcoming RSVPs.{' '}
            <Link href="/events" className="text-cyan underline">
              Browse events
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3">
            {upcoming.map((rsvp) => (
              <UpcomingRsvp key={rsvp.event.id} rsvp={rsvp} />
            ))}
          </ul>
        )}
      </div>
      {past.length > 0 && (
        <div className="grid gap-3">
          <h3 className="text-sm font-semibold tracking-[0.15em] text-muted uppercase">
            Past
            {past.length >= MEMBER_PAST_SHOWN && (
              <span className="normal-case tracking-normal"> · the latest {MEMBER_PAST_SHOWN}</span>
            )}
          </h3>
          <ul className="grid gap-2">
            {past.map(({ event }) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-4 text-sm">
                <span>{event.title}</span>
                <span className="text-muted">{formatEventWhen(event)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function UpcomingRsvp({ rsvp }: { rsvp: AccountRsvp }) {
  const cancel = useCancelRsvp();
  const { event } = rsvp;
  // Every RSVP has a ticket too: its code is what the door scans.
  const { data: tickets } = useMemberTickets();
  const ticket = tickets?.upcoming.find((t) => t.rsvp && t.status === 'valid' && t.event.id === event.id);
  const titleId = useId();
  return (
    <li className="grid gap-3 rounded-2xl border border-white/10 bg-bg/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <p id={titleId} className="font-semibold">
            {event.title}
          </p>
          <p className="text-sm text-muted">
            {formatEventWhen(event)} · {event.venue || 'TBD'}
          </p>
        </div>
        {ticket && (
          <a
            href={ticketPath(ticket.code)}
            aria-describedby={titleId}
            className="text-sm font-semibold text-cyan underline"
          >
            View ticket
          </a>
        )}
      </div>
      {rsvp.cancellable && (
        <div>
          <ConfirmStep
            label="Cancel RSVP"
            variant="quiet"
            question={`Give back your seat at ${event.title}? Someone else can take it.`}
            confirmLabel="Yes, cancel my RSVP"
            pendingLabel="Canceling..."
            keepLabel="Keep my seat"
            pending={cancel.isPending}
            danger
            onConfirm={() =>
              cancel.mutate(event.id, {
                onSuccess: ({ message }) => toast({ title: 'RSVP canceled', description: message }),
                onError: showAccountError,
              })
            }
          />
        </div>
      )}
    </li>
  );
}
