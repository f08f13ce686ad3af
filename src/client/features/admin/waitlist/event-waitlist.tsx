import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import type { TierId } from '../../../../shared/constants';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { WaitlistStatus } from '../../../../shared/waitlist';
import type { AdminWaitlist, AdminWaitlistEntry } from '../../../../shared/waitlist-schema';
import { ConfirmDelete } from '../confirm-delete';
import { reportFailure, toastSuccess } from '../form-feedback';
import { badgeClass, cardDeleteClass, LoadError, LoadingText } from '../tab-states';
import { removeWaitlistEntryMutation } from './api';
import { OfferSeatButton } from './offer-seat-button';
import { entryStateText, PRIORITY_LABELS, waitlistSummary } from './waitlist-summary';

// An event's waitlist as staff see it in the attendee panel (docs/waitlist.md): whether it takes
// people and for how long an offer holds, the seats free, and every entry in the server's order
// (offers, then the waiting by priority and joining, then the rest) with its state. Staff offer a
// seat to a chosen person, or take someone off the list.

export function EventWaitlist({ eventId, list }: { eventId: number; list: UseQueryResult<AdminWaitlist> }) {
  if (list.isPending) return <LoadingText>Loading the waitlist...</LoadingText>;
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => list.refetch()} />;
  const { entries } = list.data;
  return (
    <div className="grid gap-4">
      <Summary list={list.data} />
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center text-muted">
          No one is on the waitlist.
        </p>
      ) : (
        <>
          <WaitlistTable entries={entries} eventId={eventId} seatsFree={list.data.seatsFree} />
          <WaitlistCards entries={entries} eventId={eventId} seatsFree={list.data.seatsFree} />
        </>
      )}
    </div>
  );
}

/** The event an entry's actions work on, and its free seats as the list last said. */
type Where = { eventId: number; seatsFree: number | null };

function Summary({ list }: { list: AdminWaitlist }) {
  const { state, detail, seats } = waitlistSummary(list);
  return (
    <div className="grid gap-3 rounded-2xl border border-white/10 bg-bg px-4 py-3.5 text-sm sm:flex sm:items-start sm:justify-between sm:gap-6">
      <div className="grid gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <span
            className={`${badgeClass} ${list.enabled ? 'border-teal/60 text-teal' : 'border-white/25 text-muted'}`}
          >
            {state}
          </span>
          <span>{detail}</span>
        </p>
        <p className="flex gap-2 text-xs text-muted">
          <ListOrdered size={15} aria-hidden className="shrink-0 text-cyan" />
          <span>
            Order: offers first, then Inner Circle, Premium Fan and everyone else, each in the order they
            joined. Switch the waitlist and its hours in the event's Edit form.
          </span>
        </p>
      </div>
      <p className="font-display text-2xl tracking-wide whitespace-nowrap text-gold">{seats}</p>
    </div>
  );
}

/** From a tablet up: a table with a column each. */
function WaitlistTable({ entries, ...where }: { entries: AdminWaitlistEntry[] } & Where) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Waitlist, in order</caption>
      <thead className="text-xs tracking-wide text-muted uppercase">
        <tr>
          <th className="py-2 pr-3 font-semibold">Name</th>
          <th className="py-2 pr-3 font-semibold">E-mail</th>
          <th className="py-2 pr-3 font-semibold">Priority</th>
          <th className="py-2 pr-3 font-semibold">State</th>
          <th className="py-2 pr-3 font-semibold">Joined</th>
          <th className="py-2 font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-white/10 align-top">
            <td className="py-2.5 pr-3 font-semibold break-words">{entry.name}</td>
            <td className="py-2.5 pr-3 break-all">{entry.email}</td>
            <td className="py-2.5 pr-3">
              <PriorityBadge priority={entry.priority} />
            </td>
            <td className="py-2.5 pr-3">
              <EntryState entry={entry} />
            </td>
            <td className="py-2.5 pr-3 whitespace-nowrap text-muted">
              <Joined entry={entry} />
            </td>
            <td className="py-1.5">
              <EntryActions entry={entry} {...where} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone: a card each, the same facts stacked. */
function WaitlistCards({ entries, ...where }: { entries: AdminWaitlistEntry[] } & Where) {
  return (
    <ol aria-label="Waitlist, in order" className="grid gap-2.5 md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl border border-white/10 bg-bg p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{entry.name}</p>
              <p className="break-all text-muted">{entry.email}</p>
            </div>
            <PriorityBadge priority={entry.priority} />
          </div>
          <p className="mt-3">
            <EntryState entry={entry} />
          </p>
          <p className="mt-1 text-xs text-muted">
            Joined <Joined entry={entry} />
          </p>
          <EntryActions entry={entry} {...where} />
        </li>
      ))}
    </ol>
  );
}

/** Tier colours (DESIGN.md): Inner Circle gold, Premium Fan purple, everyone else muted. */
const PRIORITY_STYLES: Record<TierId, string> = {
  inner_circle: 'border-gold/60 text-gold',
  premium: 'border-purple/60 text-purple',
  free: 'border-white/20 text-muted',
};

function PriorityBadge({ priority }: { priority: TierId }) {
  return <span className={`${badgeClass} ${PRIORITY_STYLES[priority]}`}>{PRIORITY_LABELS[priority]}</span>;
}

const STATE_STYLES: Record<WaitlistStatus, string> = {
  waiting: 'text-text',
  offered: 'text-cyan',
  claimed: 'text-teal',
  expired: 'text-muted',
  left: 'text-muted',
  removed: 'text-muted',
};

function EntryState({ entry }: { entry: AdminWaitlistEntry }) {
  const text = entryStateText(entry);
  return (
    <span className={`font-semibold ${STATE_STYLES[entry.status]}`}>
      {entry.status === 'offered' && entry.offerExpiresAt ? (
        <time dateTime={entry.offerExpiresAt}>{text}</time>
      ) : (
        text
      )}
    </span>
  );
}

function Joined({ entry }: { entry: AdminWaitlistEntry }) {
  return <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>;
}

/**
 * Offer a seat (the waiting whose address is confirmed) and Remove (the waiting and the offered);
 * nothing for the rest.
 */
function EntryActions({ entry, eventId, seatsFree }: { entry: AdminWaitlistEntry } & Where) {
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 md:mt-0 md:flex-nowrap md:justify-end">
      {entry.status === 'waiting' && entry.confirmed && (
        <OfferSeatButton entry={entry} eventId={eventId} seatsFree={seatsFree} />
      )}
      <RemoveEntryButton entry={entry} eventId={eventId} />
    </div>
  );
}

/** Takes someone off the list, asked first; a seat on offer to them goes to the next person. */
function RemoveEntryButton({ entry, eventId }: { entry: AdminWaitlistEntry; eventId: number }) {
  const remove = useMutation(removeWaitlistEntryMutation);
  const offered = entry.status === 'offered';
  return (
    <ConfirmDelete
      trigger={
        <button
          type="button"
          className={`${cardDeleteClass} py-1.5`}
          aria-label={`Remove ${entry.name} from the waitlist`}
        >
          Remove
        </button>
      }
      title="Remove from the waitlist?"
      description={`Take ${entry.name} (${entry.email}) off the waitlist? ${
        offered
          ? 'The seat on offer to them goes to the next person on the list.'
          : 'They will not be offered a seat.'
      } Their waitlist page will say staff removed them; no e-mail is sent.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      cancelLabel="Keep on the list"
      showFailure
      onConfirm={() =>
        remove.mutateAsync({ entryId: entry.id, eventId }).then(
          () =>
            toastSuccess(
              'Removed from the waitlist',
              offered
                ? `${entry.name} is off the list; their seat goes to the next person.`
                : `${entry.name} is off the list.`,
            ),
          (error) => {
            reportFailure(error, 'Failed to remove the entry');
            throw error;
          },
        )
      }
    />
  );
}
