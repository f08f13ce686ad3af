import { formatEventTime } from '../../../shared/dates';
import type { DoorTicket } from './door-request';

/** The latest check-ins at this door, from every phone: who came in, and when (Miami time). */
export function RecentCheckIns({ tickets }: { tickets: DoorTicket[] }) {
  return (
    <section aria-labelledby="door-recent" className="grid gap-3">
      <h2 id="door-recent" className="font-display text-3xl tracking-wide">
        Latest check-ins
      </h2>
      {tickets.length === 0 ? (
        <p className="text-muted">No one has checked in yet.</p>
      ) : (
        <ol className="grid gap-1">
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} className="flex justify-between gap-3 border-b border-white/10 py-2">
              <span className="min-w-0 break-words text-text">{ticket.holderName ?? ticket.name}</span>
              <span className="shrink-0 text-muted tabular-nums">
                {ticket.checkedInAt
                  ? formatEventTime({ date: ticket.checkedInAt, timeToBeAnnounced: false })
                  : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
