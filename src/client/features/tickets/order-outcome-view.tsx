import { PartyPopper, Ticket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { rememberTickets } from '../../lib/my-seats';
import type { OrderOutcome } from './order-outcome';
import { ticketHolder, ticketKind, ticketPath } from './ticket-labels';

/**
 * The end of a purchase: "You're in!" with each ticket and a link to its page, or why there are
 * no tickets to show (still processing, seats released, confirmation failed). Focus moves to the
 * heading, so a screen reader hears the outcome.
 */
export function OrderOutcomeView({
  outcome,
  onStartAgain,
  onClose,
}: {
  outcome: OrderOutcome;
  onStartAgain?: () => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome.kind !== 'confirming') heading.current?.focus();
  }, [outcome.kind]);
  // The buying browser keeps its tickets: the event's card and page say "You're going" with them.
  // Kept once this outcome is closed (or the page is left): the dialog may live in the very card
  // that changes, and must not go before the buyer has read it.
  useEffect(() => {
    if (outcome.kind !== 'done') return;
    const keep = () => {
      const byEvent = new Map<number, string[]>();
      for (const ticket of outcome.tickets) {
        byEvent.set(ticket.event.id, [...(byEvent.get(ticket.event.id) ?? []), ticket.code]);
      }
      for (const [eventId, codes] of byEvent) rememberTickets(eventId, codes);
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [outcome]);

  if (outcome.kind === 'confirming') return <Spinner label="Confirming your payment" />;
  const title =
    outcome.kind === 'done'
      ? "You're in!"
      : outcome.kind === 'pending'
        ? 'Payment processing'
        : outcome.kind === 'released'
          ? 'Your seats were released'
          : 'Payment Processing';
  return (
    <div className="mt-5 grid gap-5">
      <div>
        <h3
          ref={heading}
          tabIndex={-1}
          className={`flex items-center gap-3 font-display text-4xl tracking-wide outline-none ${
            outcome.kind === 'done' ? 'text-teal' : ''
          }`}
        >
          {outcome.kind === 'done' && <PartyPopper aria-hidden size={30} />}
          {title}
        </h3>
        <p className="mt-2 text-muted">
          {outcome.kind === 'done'
            ? `Your ${outcome.tickets.length === 1 ? 'ticket is' : 'tickets are'} on the way to ${outcome.email ?? 'the e-mail address you gave'}.`
            : outcome.message}
        </p>
      </div>
      {outcome.kind === 'done' && outcome.tickets.length > 0 && (
        <ul className="grid gap-2">
          {outcome.tickets.map((ticket, index) => (
            <li
              key={ticket.code}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/10 bg-bg/60 p-3"
            >
              <span className="flex items-center gap-3">
                <Ticket aria-hidden size={20} className="shrink-0 text-pink" />
                <span>
                  <span className="block font-semibold">{ticketHolder(ticket, index)}</span>
                  <span className="block text-xs text-muted">{ticketKind(ticket)}</span>
                </span>
              </span>
              {/* The ticket's page is its own document (server-rendered, works offline once opened). */}
              <a href={ticketPath(ticket.code)} className="text-sm font-semibold text-cyan underline">
                View ticket<span className="sr-only"> for {ticketHolder(ticket, index)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {outcome.kind === 'released' && onStartAgain && (
          <button type="button" onClick={onStartAgain} className={buttonClass('primary')}>
            Start again
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className={buttonClass(outcome.kind === 'released' && onStartAgain ? 'secondary' : 'primary')}
        >
          {outcome.kind === 'done' ? 'Done' : 'Close'}
        </button>
      </div>
    </div>
  );
}
