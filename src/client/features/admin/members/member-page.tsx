import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatAdminDateTime, formatAdminEventWhen, formatShortDate } from '../../../../shared/dates';
import { type MemberPage as MemberPageData, PAYMENT_STATUS_LABELS } from '../../../../shared/member-page';
import { formatDollars, formatPrice } from '../../../../shared/money';
import { paidTierLabel } from '../../../../shared/paid-members';
import { formatDoorCode } from '../../../../shared/tickets';
import { WAITLIST_STATE_LABELS } from '../../../../shared/waitlist';
import { buttonClass } from '../../../components/ui/button-styles';
import { badgeClass, EmptyText, LoadError, LoadingText } from '../tab-states';
import { memberPageQuery } from './api';
import { MembershipPanel, SignInPanel, StaffNote } from './member-page-actions';
import { Panel } from './member-panel';
import { MemberStatusBadge } from './member-status-badge';
import { MemberTierBadge } from './member-tier-badge';

// A member's page on the dashboard (docs/admin.md, "A member's page"): who they are, their
// membership and what staff may change of it, staff's private note, their sign-in sessions, and
// their tickets, RSVPs, waitlist places and payments. It follows the dashboard's live refresh;
// the forms keep what staff type meanwhile (their fields are not reset by a refresh).

export function MemberPage({ id, onBack }: { id: number; onBack: () => void }) {
  const page = useQuery(memberPageQuery(id));
  return (
    <section aria-labelledby="member-page-heading" className="grid gap-6">
      <div>
        <button type="button" onClick={onBack} className={buttonClass('ghost')}>
          <ArrowLeft size={16} aria-hidden />
          All members
        </button>
      </div>
      {page.isPending ? (
        <LoadingText>Loading member...</LoadingText>
      ) : page.isError ? (
        <LoadError message={page.error.message} onRetry={() => page.refetch()} />
      ) : page.data === null ? (
        <MissingMember />
      ) : (
        <MemberDetails page={page.data} />
      )}
    </section>
  );
}

function MissingMember() {
  return (
    <div className="grid gap-2">
      <h2 id="member-page-heading" className="font-display text-3xl tracking-wide">
        Member not found
      </h2>
      <p className="text-muted">
        There is no member with this number: it may be mistyped, or the account was deleted.
      </p>
    </div>
  );
}

function MemberDetails({ page }: { page: MemberPageData }) {
  const { member } = page;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the reader's place moves to the member, as on a new page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <header className="grid gap-3 rounded-2xl border border-white/10 bg-surface p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="member-page-heading"
            ref={heading}
            tabIndex={-1}
            className="min-w-0 font-display text-4xl tracking-wide break-words outline-none"
          >
            {member.name}
          </h2>
          <MemberTierBadge tier={member.tier} />
          <MemberStatusBadge status={member.status} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a
            href={`mailto:${member.email}`}
            className="inline-flex items-center gap-1.5 break-all text-cyan hover:underline"
          >
            <Mail size={14} aria-hidden className="shrink-0" />
            {member.email}
          </a>
          {member.phone && (
            <a
              href={`tel:${member.phone}`}
              className="inline-flex items-center gap-1.5 text-cyan hover:underline"
            >
              <Phone size={14} aria-hidden className="shrink-0" />
              {member.phone}
            </a>
          )}
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <Fact label={member.joinedAt ? 'Joined' : 'Signed up'}>
            <time dateTime={member.joinedAt ?? member.createdAt}>
              {formatShortDate(member.joinedAt ?? member.createdAt)}
            </time>
          </Fact>
          <Fact label="E-mail address">{member.emailConfirmed ? 'Confirmed' : 'Not confirmed yet'}</Fact>
          <Fact label="Wall of Fame">{member.showOnWallOfFame ? 'Shown' : 'Not shown'}</Fact>
        </dl>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid gap-6">
          <MembershipPanel page={page} />
          <StaffNote memberId={member.id} note={member.staffNote} />
          <SignInPanel page={page} />
        </div>
        <div className="grid gap-6">
          <Tickets page={page} />
          <Rsvps page={page} />
          <Waitlist page={page} />
          <Payments page={page} />
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

const rowClass = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3';

function Tickets({ page }: { page: MemberPageData }) {
  const { upcoming, past } = page.tickets;
  const all = [...upcoming, ...past];
  return (
    <Panel title="Tickets">
      {all.length === 0 ? (
        <EmptyText>No tickets yet.</EmptyText>
      ) : (
        <ul aria-label="Tickets" className="divide-y divide-white/10">
          {all.map((ticket) => (
            <li key={ticket.code} className={rowClass}>
              <div className="min-w-0">
                <p className="font-semibold break-words">{ticket.event.title}</p>
                <p className="text-sm text-muted">
                  {formatAdminEventWhen(ticket.event)} · Door code{' '}
                  <span className="font-mono text-text">{formatDoorCode(ticket.shortCode)}</span>
                  {ticket.guest && ticket.holderName ? ` · Guest: ${ticket.holderName}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span>{ticket.rsvp ? 'RSVP' : formatPrice(ticket.price)}</span>
                <TicketState status={ticket.status} checkedInAt={ticket.checkedInAt} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TicketState({ status, checkedInAt }: { status: string; checkedInAt: string | null }) {
  if (status === 'refunded')
    return <span className={`${badgeClass} border-white/20 text-muted`}>Refunded</span>;
  if (status === 'cancelled')
    return <span className={`${badgeClass} border-white/20 text-muted`}>Cancelled</span>;
  if (checkedInAt)
    return <span className={`${badgeClass} border-teal/40 bg-teal/10 text-teal`}>Checked in</span>;
  return <span className={`${badgeClass} border-cyan/40 text-cyan`}>Valid</span>;
}

function Rsvps({ page }: { page: MemberPageData }) {
  const all = [...page.rsvps.upcoming, ...page.rsvps.past];
  return (
    <Panel title="RSVPs">
      {all.length === 0 ? (
        <EmptyText>No RSVPs yet.</EmptyText>
      ) : (
        <ul aria-label="RSVPs" className="divide-y divide-white/10">
          {all.map((rsvp) => (
            <li key={rsvp.event.id} className={rowClass}>
              <p className="min-w-0 font-semibold break-words">{rsvp.event.title}</p>
              <p className="text-sm text-muted">
                {formatAdminEventWhen(rsvp.event)} · RSVP'd {formatShortDate(rsvp.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Waitlist({ page }: { page: MemberPageData }) {
  const { entries } = page.waitlist;
  return (
    <Panel title="Waitlists">
      {entries.length === 0 ? (
        <EmptyText>Not on any waitlist.</EmptyText>
      ) : (
        <ul aria-label="Waitlists" className="divide-y divide-white/10">
          {entries.map((entry) => (
            <li key={entry.code} className={rowClass}>
              <div className="min-w-0">
                <p className="font-semibold break-words">{entry.event.title}</p>
                <p className="text-sm text-muted">{formatAdminEventWhen(entry.event)}</p>
              </div>
              <p className="text-sm">
                {WAITLIST_STATE_LABELS[entry.status]}
                {entry.place !== null && ` · #${entry.place} in line`}
                {entry.offerExpiresAt && ` · held until ${formatAdminDateTime(entry.offerExpiresAt)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Payments({ page }: { page: MemberPageData }) {
  return (
    <Panel title="Payments">
      {page.payments.length === 0 ? (
        <EmptyText>No membership payments.</EmptyText>
      ) : (
        <ul aria-label="Payments" className="divide-y divide-white/10">
          {page.payments.map((payment) => (
            <li key={payment.id} className={rowClass}>
              <div className="min-w-0">
                <p className="font-semibold">
                  {paidTierLabel(payment.tier)} · {formatDollars(payment.amount)}
                  {payment.introductory && <span className="text-muted"> (first month at half price)</span>}
                </p>
                <p className="font-mono text-xs break-all text-muted">{payment.providerPaymentId}</p>
              </div>
              <p className="text-sm">
                {PAYMENT_STATUS_LABELS[payment.status]} · {formatAdminDateTime(payment.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
