import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { formatEventDateTime, formatEventWhen } from '../../../shared/dates';
import { WAITLIST_STATE_LABELS } from '../../../shared/waitlist';
import type { WaitlistEntryView } from '../../../shared/waitlist-schema';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useLeaveWaitlist, useMemberWaitlist, waitlistPath } from '../waitlist/api';
import { showAccountError } from './account-errors';
import { Section } from './section';
import { isActiveEntry, shownWaitlistEntries } from './waitlist-rows';

const stateClass = (status: WaitlistEntryView['status']) =>
  status === 'offered'
    ? 'border-gold/70 text-gold'
    : status === 'waiting'
      ? 'border-cyan/60 text-cyan'
      : status === 'claimed'
        ? 'border-teal/60 text-teal'
        : 'border-white/25 text-muted';

/** The member's places on waitlists: offers to claim first, then places in line, then the rest. */
export function WaitlistSection() {
  const { data, isPending, error } = useMemberWaitlist();
  const entries = shownWaitlistEntries(data?.entries ?? [], Date.now());
  if (!isPending && !error && entries.length === 0) return null;
  return (
    <Section title="Your waitlists">
      {isPending ? (
        <Spinner label="Loading your waitlists" />
      ) : error ? (
        <p role="alert" className="text-sm text-red">
          We could not load your waitlists. Please try again later.
        </p>
      ) : (
        <ul className="grid gap-3">
          {entries.map((entry) => (
            <WaitlistRow key={entry.code} entry={entry} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function WaitlistRow({ entry }: { entry: WaitlistEntryView }) {
  const leave = useLeaveWaitlist();
  const { event } = entry;
  const active = isActiveEntry(entry);
  return (
    <li className="grid gap-3 rounded-2xl border border-white/10 bg-bg/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{event.title}</p>
          <p className="text-sm text-muted">
            {formatEventWhen(event)} · {event.venue || 'TBD'}
          </p>
        </div>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${stateClass(entry.status)}`}
        >
          {WAITLIST_STATE_LABELS[entry.status]}
        </span>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <Hourglass aria-hidden size={16} className="shrink-0 text-cyan" />
        {entry.status === 'waiting'
          ? `Number ${entry.place} in line.`
          : entry.status === 'offered' && entry.offerExpiresAt
            ? `A seat is held for you until ${formatEventDateTime(entry.offerExpiresAt)} (Miami time).`
            : entry.message}
      </p>
      {active && (
        <div className="flex flex-wrap items-center gap-3">
          {entry.status === 'offered' && (
            <Link href={waitlistPath(entry.code)} className="text-sm font-semibold text-gold underline">
              Claim your seat<span className="sr-only"> for {event.title}</span>
            </Link>
          )}
          <ConfirmStep
            label="Leave the waitlist"
            variant="quiet"
            question={`Leave the waitlist for ${event.title}? ${
              entry.status === 'offered'
                ? 'The seat held for you goes to the next person.'
                : 'You will lose your place.'
            }`}
            confirmLabel="Yes, leave the waitlist"
            pendingLabel="Leaving..."
            keepLabel="Keep my place"
            pending={leave.isPending}
            danger
            onConfirm={(done) =>
              leave.mutate(entry.code, {
                onSuccess: () => {
                  done();
                  toast({ title: 'You left the waitlist', description: event.title });
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
