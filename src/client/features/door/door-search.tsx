import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatEventTime } from '../../../shared/dates';
import { formatDoorCode } from '../../../shared/tickets';
import { buttonClass } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-error';
import { useDebounced } from '../../lib/use-debounced';
import { doorSearchQuery } from './api';
import type { DoorTicket } from './door-request';

// Finding a guest without a QR code: by the door code printed on the ticket (or its full code),
// by name, the name on the ticket, or e-mail, with a Check in button on each ticket that may
// still come in. A code finds its one ticket, as the camera would.

const miamiTime = (iso: string) => formatEventTime({ date: iso, timeToBeAnnounced: false });

function TicketRow({ ticket, onCheckIn }: { ticket: DoorTicket; onCheckIn: (ticket: DoorTicket) => void }) {
  const shownName = ticket.holderName ?? ticket.name;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-white/10 bg-surface px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold break-words text-text">{shownName}</p>
        {ticket.holderName && ticket.holderName !== ticket.name && (
          <p className="text-sm text-muted">Bought by {ticket.name}</p>
        )}
        <p className="text-sm break-all text-muted">{ticket.email}</p>
        <p className="font-mono text-sm text-muted">Door code {formatDoorCode(ticket.shortCode)}</p>
        {ticket.guest && <p className="text-sm text-muted">Guest pass</p>}
      </div>
      {ticket.status !== 'valid' ? (
        <p className="shrink-0 text-base font-semibold text-red">
          {ticket.status === 'refunded' ? 'Refunded' : 'Cancelled'}
        </p>
      ) : ticket.checkedInAt ? (
        <p className="shrink-0 text-right text-base font-semibold text-teal">
          In at {miamiTime(ticket.checkedInAt)}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => onCheckIn(ticket)}
          aria-label={`Check in ${shownName}`}
          className={`${buttonClass('primary', 'md')} min-h-12 shrink-0 px-5 text-base`}
        >
          Check in
        </button>
      )}
    </li>
  );
}

export function DoorSearch({
  secret,
  onCheckIn,
  result,
}: {
  secret: string;
  onCheckIn: (ticket: DoorTicket) => void;
  /** How the last Check in pressed here went, shown under the search box. */
  result: ReactNode;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 300);
  const search = useQuery(doorSearchQuery(secret, q));
  const tickets = search.data?.tickets;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="font-display text-3xl tracking-wide">
        Find a guest
      </h2>
      <label htmlFor={id} className="text-base font-medium">
        Name, e-mail or ticket code
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="search"
          placeholder="e.g. Rosa, or the door code 7C2F GH9A"
          className="min-h-14 w-full rounded-xl border border-white/20 bg-bg py-3 pr-4 pl-12 text-lg text-text placeholder:text-muted/70 focus:border-cyan"
        />
      </div>
      {result}
      <div aria-live="polite">
        {q.length > 0 && q.length < 2 ? (
          <p className="text-muted">Type at least 2 letters.</p>
        ) : search.isError ? (
          <p className="text-text">
            {search.error instanceof ApiError
              ? search.error.message
              : 'Search needs a connection. Scans are still queued while the phone is offline.'}
          </p>
        ) : tickets && tickets.length === 0 ? (
          <p className="text-muted">No one at this event matches “{q}”.</p>
        ) : null}
      </div>
      {tickets && tickets.length > 0 && (
        <ul className="grid gap-2" aria-label="Guests found">
          {tickets.map((ticket) => (
            <TicketRow key={ticket.ticketId} ticket={ticket} onCheckIn={onCheckIn} />
          ))}
        </ul>
      )}
    </section>
  );
}
