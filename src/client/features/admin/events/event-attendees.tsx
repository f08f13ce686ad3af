import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { formatAdminDateTime, formatAdminEventWhen } from '../../../../shared/dates';
import type { Event } from '../../../../shared/events';
import { formatDollars, formatPrice } from '../../../../shared/money';
import type { Attendee, AttendeeList } from '../../../../shared/tickets-schema';
import { TextField } from '../../../components/ui/text-field';
import { ShowMore, useServerSearch } from '../admin-list-tab';
import { ConfirmDelete } from '../confirm-delete';
import { DoorLinks } from '../door/door-links';
import { reportFailure, toastSuccess } from '../form-feedback';
import { PanelDialog } from '../panel-dialog';
import {
  badgeClass,
  CsvButton,
  cardActionClass,
  cardDeleteClass,
  LoadError,
  LoadingText,
} from '../tab-states';
import { adminWaitlistQuery } from '../waitlist/api';
import { EventWaitlist } from '../waitlist/event-waitlist';
import { activeEntries } from '../waitlist/waitlist-summary';
import { attendeesCsv, attendeesQuery, refundTicketMutation, staffCheckInMutation } from './api';

// An event's panel for staff: the totals (tickets sold, revenue, checked in), the door links,
// every ticket and RSVP with its payment, status and check-in, each paid ticket refundable and
// each free one cancellable (the list as CSV), and the waitlist (event-waitlist.tsx).

/** While the panel is open the lists follow the door's check-ins, the claims and expiring offers. */
const REFRESH_MS = 20_000;

export function EventAttendees({ event }: { event: Event }) {
  return (
    <PanelDialog
      trigger={
        <button type="button" className={cardActionClass} aria-label={`Attendees for ${event.title}`}>
          <Users size={15} aria-hidden />
          Attendees
        </button>
      }
      title={`Attendees: ${event.title}`}
      description={formatAdminEventWhen(event)}
    >
      <div className="grid gap-6 overflow-y-auto px-5 py-5 sm:px-7">
        <AttendeePanel event={event} />
      </div>
    </PanelDialog>
  );
}

function AttendeePanel({ event }: { event: Event }) {
  // The first page of every ticket gives the totals and how many there are.
  const list = useInfiniteQuery({ ...attendeesQuery(event.id), staleTime: 0, refetchInterval: REFRESH_MS });
  const waitlist = useQuery({ ...adminWaitlistQuery(event.id), staleTime: 0, refetchInterval: REFRESH_MS });
  const inLine = waitlist.data ? ` (${activeEntries(waitlist.data.entries)})` : '';
  if (list.isPending) return <LoadingText>Loading attendees...</LoadingText>;
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => list.refetch()} />;
  const first = list.data.pages[0];
  const count = first?.total ?? 0;
  return (
    <>
      {first && <Totals totals={first.totals} />}
      {/* The lists and the door are one press apart: a long list does not push the others away.
          On a phone the tabs' names are short, so the three fit on one line. */}
      <Tabs.Root defaultValue="attendees" className="grid gap-4">
        <Tabs.List
          aria-label="Attendees, waitlist and door"
          className="flex w-full gap-1 rounded-full border border-white/10 bg-bg p-1 sm:w-fit"
        >
          <Tabs.Trigger value="attendees" className={panelTabClass}>
            <span className="sm:hidden">Tickets</span>
            <span className="hidden sm:inline">Tickets and RSVPs</span> ({count})
          </Tabs.Trigger>
          <Tabs.Trigger value="waitlist" className={panelTabClass}>
            Waitlist{inLine}
          </Tabs.Trigger>
          <Tabs.Trigger value="door" className={panelTabClass}>
            <span className="sm:hidden">Door</span>
            <span className="hidden sm:inline">Door check-in</span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="attendees" className="focus-visible:outline-none">
          <AttendeeSection event={event} count={count} />
        </Tabs.Content>
        <Tabs.Content value="waitlist" className="focus-visible:outline-none">
          <EventWaitlist eventId={event.id} list={waitlist} />
        </Tabs.Content>
        <Tabs.Content value="door" className="focus-visible:outline-none">
          <DoorLinks event={event} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

const panelTabClass =
  'flex-1 rounded-full px-3 py-2 sm:px-4 text-sm font-semibold whitespace-nowrap text-muted transition hover:text-text data-[state=active]:bg-cyan data-[state=active]:text-bg sm:flex-none';

function Totals({ totals }: { totals: AttendeeList['totals'] }) {
  const tiles: [string, string][] = [
    ['Tickets sold', String(totals.ticketsSold)],
    ['Revenue', formatDollars(totals.revenue)],
    ['Checked in', `${totals.checkedIn} / ${totals.expected}`],
    ['Refunded', String(totals.refunded)],
    ['Seats held now', String(totals.held)],
  ];
  return (
    // On a phone each total is one line (label, then the figure), so the list stays in sight.
    <dl aria-label="Totals" className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-2.5">
      {tiles.map(([label, value]) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-2 rounded-xl border border-white/10 bg-bg px-3 py-2 last:col-span-2 sm:block sm:rounded-2xl sm:px-4 sm:py-3 sm:last:col-span-1"
        >
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className="font-display text-2xl tracking-wide text-gold sm:mt-1 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every ticket and RSVP, a page at a time; the search (name, ticket name or e-mail) is the server's. */
function AttendeeSection({ event, count }: { event: Event; count: number }) {
  const [typed, setTyped] = useState('');
  const { search, error } = useServerSearch(typed);
  const list = useInfiniteQuery({
    ...attendeesQuery(event.id, search),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const shown = list.data?.pages.flatMap((page) => page.attendees) ?? [];
  const found = list.data?.pages[0]?.total ?? 0;
  return (
    <div className="grid gap-3">
      {count > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="relative block w-full sm:max-w-sm">
            <span className="sr-only">Search by name or e-mail</span>
            <Search
              size={16}
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Search by name or e-mail"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              className="w-full rounded-lg border border-white/15 bg-bg py-2.5 pr-3.5 pl-9 text-text placeholder:text-muted focus:border-cyan"
            />
          </label>
          <CsvButton {...attendeesCsv(event.id)} />
        </div>
      )}
      {(error || search || found > shown.length) && (
        <p role="status" className="text-sm text-muted">
          {error ?? `Showing ${shown.length} of ${search ? found : count}`}
        </p>
      )}
      {list.isError ? (
        <LoadError message={list.error.message} onRetry={() => list.refetch()} />
      ) : count === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 px-6 py-8 text-center text-muted">
          No tickets or RSVPs yet.
        </p>
      ) : list.isPending ? (
        <LoadingText>Loading attendees...</LoadingText>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-muted">No one matches “{typed.trim()}”.</p>
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <AttendeeTable attendees={shown} eventId={event.id} />
          <AttendeeCards attendees={shown} eventId={event.id} />
          {list.hasNextPage && <ShowMore load={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
        </div>
      )}
    </div>
  );
}

/** From a tablet up: a table with a column each. */
function AttendeeTable({ attendees, eventId }: { attendees: Attendee[]; eventId: number }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <thead className="text-xs tracking-wide text-muted uppercase">
        <tr>
          <th className="py-2 pr-3 font-semibold">Name</th>
          <th className="py-2 pr-3 font-semibold">E-mail</th>
          <th className="py-2 pr-3 font-semibold">Kind</th>
          <th className="py-2 pr-3 font-semibold">Paid</th>
          <th className="py-2 pr-3 font-semibold">Status</th>
          <th className="py-2 pr-3 font-semibold">Checked in</th>
          <th className="py-2 font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attendees.map((attendee) => (
          <tr key={attendee.ticketId} className="border-t border-white/10 align-top">
            <td className="py-2.5 pr-3">
              <AttendeeName attendee={attendee} />
            </td>
            <td className="py-2.5 pr-3 break-all">{attendee.email}</td>
            <td className="py-2.5 pr-3">
              <KindBadge kind={attendee.kind} />
            </td>
            <td className="py-2.5 pr-3 whitespace-nowrap">
              <Paid attendee={attendee} />
            </td>
            <td className="py-2.5 pr-3">
              <StatusBadge status={attendee.status} />
              <EndReason attendee={attendee} />
            </td>
            <td className="py-2.5 pr-3 text-muted">
              <CheckedIn attendee={attendee} />
              <CheckInButton attendee={attendee} eventId={eventId} />
            </td>
            <td className="py-1.5 text-right">
              <EndTicketButton attendee={attendee} eventId={eventId} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone: a card each, the same facts stacked. */
function AttendeeCards({ attendees, eventId }: { attendees: Attendee[]; eventId: number }) {
  return (
    <ul aria-label="Attendees" className="grid gap-2.5 md:hidden">
      {attendees.map((attendee) => (
        <li key={attendee.ticketId} className="rounded-2xl border border-white/10 bg-bg p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <AttendeeName attendee={attendee} />
              <p className="break-all text-muted">{attendee.email}</p>
            </div>
            <StatusBadge status={attendee.status} />
          </div>
          <EndReason attendee={attendee} />
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
            <KindBadge kind={attendee.kind} />
            <Paid attendee={attendee} />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted">
              <CheckedIn attendee={attendee} />
            </p>
            <span className="flex flex-wrap items-center gap-2">
              <CheckInButton attendee={attendee} eventId={eventId} />
              <EndTicketButton attendee={attendee} eventId={eventId} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AttendeeName({ attendee }: { attendee: Attendee }) {
  const ticketName =
    attendee.holderName && attendee.holderName !== attendee.name ? attendee.holderName : null;
  return (
    <>
      <p className="font-semibold break-words">{attendee.name}</p>
      {ticketName && <p className="text-xs break-words text-muted">Ticket for {ticketName}</p>}
    </>
  );
}

const KIND_LABELS: Record<Attendee['kind'], string> = { rsvp: 'RSVP', ticket: 'Ticket', guest: 'Guest pass' };
const KIND_STYLES: Record<Attendee['kind'], string> = {
  rsvp: 'border-cyan/50 text-cyan',
  ticket: 'border-pink/60 text-pink',
  guest: 'border-gold/60 text-gold',
};

function KindBadge({ kind }: { kind: Attendee['kind'] }) {
  return <span className={`${badgeClass} ${KIND_STYLES[kind]}`}>{KIND_LABELS[kind]}</span>;
}

const STATUS_LABELS: Record<Attendee['status'], string> = {
  valid: 'Valid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
const STATUS_STYLES: Record<Attendee['status'], string> = {
  valid: 'border-teal/50 text-teal',
  refunded: 'border-gold/50 text-gold',
  cancelled: 'border-white/20 text-muted',
};

function StatusBadge({ status }: { status: Attendee['status'] }) {
  return <span className={`${badgeClass} ${STATUS_STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}

function Paid({ attendee }: { attendee: Attendee }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={attendee.status === 'valid' ? '' : 'text-muted line-through'}>
        {formatPrice(attendee.price)}
      </span>
      {attendee.memberPrice && (
        <span className={`${badgeClass} border-purple/60 text-purple`}>member price</span>
      )}
    </span>
  );
}

/** Why a ticket ended, under its status (staff's reason, or what the holder did). */
function EndReason({ attendee }: { attendee: Attendee }) {
  if (attendee.status === 'valid' || !attendee.endReason) return null;
  return <p className="mt-1 text-xs break-words text-muted">{attendee.endReason}</p>;
}

function CheckedIn({ attendee }: { attendee: Attendee }): ReactNode {
  if (attendee.checkedInAt)
    return (
      <>
        <span className="md:sr-only">Checked in </span>
        <time dateTime={attendee.checkedInAt}>{formatAdminDateTime(attendee.checkedInAt)}</time>
        {attendee.checkedInBy && (
          <span className="block text-xs break-words text-muted">by {attendee.checkedInBy}</span>
        )}
      </>
    );
  return attendee.status === 'valid' ? 'Not checked in' : '—';
}

/**
 * Check in (someone at the desk without their phone) or Undo (a check-in made by mistake), for a
 * ticket that is still good. The door's rule decides: of this press and a scan at the same
 * moment, one gets through, and the other is told when.
 */
function CheckInButton({ attendee, eventId }: { attendee: Attendee; eventId: number }) {
  const change = useMutation(staffCheckInMutation);
  if (attendee.status !== 'valid') return null;
  const who = attendee.holderName ?? attendee.name;
  const checkingIn = !attendee.checkedInAt;
  return (
    <button
      type="button"
      disabled={change.isPending}
      className={`${cardActionClass} mt-1 py-1.5`}
      aria-label={checkingIn ? `Check in ${who}` : `Undo the check-in of ${who}`}
      onClick={() =>
        change.mutate(
          { ticketId: attendee.ticketId, eventId, in: checkingIn },
          {
            onSuccess: () =>
              toastSuccess(
                checkingIn ? 'Checked in' : 'Check-in undone',
                checkingIn ? `${who} is in.` : `${who} can be checked in again.`,
              ),
            onError: (error) =>
              reportFailure(error, checkingIn ? 'Failed to check in' : 'Failed to undo the check-in'),
          },
        )
      }
    >
      {checkingIn ? 'Check in' : 'Undo check-in'}
    </button>
  );
}

/**
 * Refund (a paid ticket, through the payment provider) or Cancel (a free RSVP or guest ticket):
 * asked first, naming the amount and the person; the seat is free again and they are e-mailed.
 */
function EndTicketButton({ attendee, eventId }: { attendee: Attendee; eventId: number }) {
  const end = useMutation(refundTicketMutation);
  const [reason, setReason] = useState('');
  if (attendee.status !== 'valid') return null;
  const paid = attendee.price > 0;
  const what = attendee.kind === 'rsvp' ? 'RSVP' : attendee.kind === 'guest' ? 'guest ticket' : 'ticket';
  const amount = formatDollars(attendee.price);
  const who = attendee.holderName ?? attendee.name;
  return (
    <ConfirmDelete
      trigger={
        <button
          type="button"
          className={`${cardDeleteClass} py-1.5`}
          aria-label={`${paid ? 'Refund' : 'Cancel'} the ${what} of ${who}`}
        >
          {paid ? 'Refund' : 'Cancel'}
        </button>
      }
      title={paid ? 'Refund this ticket?' : `Cancel this ${what}?`}
      description={
        paid
          ? `Refund ${amount} to ${attendee.email}? The seat becomes free, and we e-mail them.`
          : `Cancel the ${what} of ${attendee.email}? The seat becomes free, and we e-mail them.`
      }
      confirmLabel={paid ? `Refund ${amount}` : `Cancel ${what}`}
      busyLabel={paid ? 'Refunding...' : 'Cancelling...'}
      cancelLabel={paid ? 'Keep ticket' : `Keep ${what}`}
      showFailure
      onConfirm={async () => {
        // Every refund and cancel says why: kept with the ticket, shown in this list.
        if (reason.trim() === '') throw new Error('Say why the ticket is refunded or cancelled.');
        return end.mutateAsync({ ticketId: attendee.ticketId, eventId, reason: reason.trim() }).then(
          () =>
            paid
              ? toastSuccess(
                  'Ticket refunded',
                  `${amount} goes back to ${attendee.email}. The seat is free again.`,
                )
              : toastSuccess(`${what[0].toUpperCase()}${what.slice(1)} cancelled`, 'The seat is free again.'),
          (error) => {
            reportFailure(error, paid ? 'Failed to refund the ticket' : `Failed to cancel the ${what}`);
            throw error;
          },
        );
      }}
    >
      <TextField
        label="Reason (kept with the ticket)"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={200}
        placeholder="e.g. Asked by the guest, double booking"
        autoComplete="off"
      />
    </ConfirmDelete>
  );
}
