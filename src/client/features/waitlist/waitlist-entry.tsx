import { Clock, Hourglass, PartyPopper } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatEventDateTime, formatEventWhen } from '../../../shared/dates';
import { formatPrice } from '../../../shared/money';
import type { TicketPurchaseStart, TicketView } from '../../../shared/tickets-schema';
import type { WaitlistEntryView } from '../../../shared/waitlist-schema';
import { buttonClass } from '../../components/ui/button-styles';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { useClaimOffer, useConfirmEntry, useLeaveWaitlist } from './api';
import { PlaceMoved } from './place-moved';

// The payment step (and the card form it brings) only for a priced seat being claimed.
const HeldOrderPayment = lazy(() => import('../tickets').then((m) => ({ default: m.HeldOrderPayment })));

type Claimed = { kind: 'ticket'; ticket: TicketView } | { kind: 'pay'; start: TicketPurchaseStart };

/**
 * An entry as its holder sees it: the place in line while waiting (confirming the address first,
 * and leaving), the offer while it holds a seat (claiming it, or giving it to the next person),
 * and what became of it after. Opening the page changes nothing: each of these is a press.
 */
export function WaitlistEntry({ entry }: { entry: WaitlistEntryView }) {
  const claim = useClaimOffer();
  const confirm = useConfirmEntry();
  const leave = useLeaveWaitlist();
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const { event } = entry;

  useEffect(() => {
    if (claimed?.kind === 'ticket') result.current?.focus();
  }, [claimed]);

  const unconfirmed = entry.status === 'waiting' && !entry.confirmed;
  const confirmPlace = () => {
    setFailure(null);
    confirm.mutate(entry.code, {
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Please try again later'),
    });
  };

  const claimSeat = () => {
    setFailure(null);
    claim.mutate(entry.code, {
      onSuccess: (answer) => {
        if (answer.ticket) setClaimed({ kind: 'ticket', ticket: answer.ticket });
        else if (answer.purchase) setClaimed({ kind: 'pay', start: answer.purchase });
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Please try again later'),
    });
  };

  if (claimed?.kind === 'pay') {
    return (
      <Card>
        <Suspense fallback={<Spinner label="Loading the payment" />}>
          <HeldOrderPayment event={event} start={claimed.start} onFinished={() => setClaimed(null)} />
        </Suspense>
      </Card>
    );
  }
  if (claimed?.kind === 'ticket') {
    return (
      <Card>
        <div ref={result} tabIndex={-1} role="status" className="grid gap-3 outline-none">
          <p className="flex items-center gap-3 font-display text-4xl tracking-wide text-teal">
            <PartyPopper aria-hidden size={32} /> You're in!
          </p>
          <p>The seat is yours. Your ticket is on its way to {entry.email}, with its QR code for the door.</p>
          <a href={claimed.ticket.url} className={buttonClass('primary', 'lg')}>
            Open your ticket
          </a>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      {entry.status === 'waiting' && (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.15em] text-cyan uppercase">
            <Hourglass aria-hidden size={16} /> Your place
          </p>
          <p className="font-display text-6xl tracking-wide text-cyan" aria-hidden>
            #{entry.place}
          </p>
          <PlaceMoved entry={entry} />
        </div>
      )}
      {entry.status === 'offered' && entry.offerExpiresAt && (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.15em] text-gold uppercase">
            <Clock aria-hidden size={16} /> A seat is yours
          </p>
          <p className="text-lg">
            Claim it before <strong>{formatEventDateTime(entry.offerExpiresAt)}</strong> (Miami time). After
            that it goes to the next person on the waitlist.
          </p>
          <p className="text-sm text-muted">
            {entry.claimPrice > 0
              ? `Your ticket costs ${formatPrice(entry.claimPrice)}, paid by card on the next step.`
              : 'This event is free: one press and the seat is yours.'}
          </p>
        </div>
      )}
      {entry.status !== 'offered' && (
        <p role="status" className={entry.status === 'waiting' ? 'text-muted' : 'text-lg'}>
          {entry.message}
        </p>
      )}
      {unconfirmed && (
        <button
          type="button"
          onClick={confirmPlace}
          disabled={confirm.isPending}
          className={buttonClass('primary', 'lg')}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm my place'}
        </button>
      )}
      {entry.status === 'waiting' && !unconfirmed && (
        <p className="text-sm text-muted">
          When a seat frees up we e-mail {entry.email}, and hold the seat for you for up to{' '}
          {event.waitlistOfferHours === 1 ? 'an hour' : `${event.waitlistOfferHours} hours`} to claim it.
        </p>
      )}
      {entry.status === 'claimed' && (
        <p className="text-sm text-muted">
          {entry.claimPrice > 0
            ? `Your ticket is e-mailed to ${entry.email} once it is paid, with its QR code for the door.`
            : `Your ticket, with its QR code for the door, was e-mailed to ${entry.email}.`}
        </p>
      )}
      {/* A refused claim refreshes the entry: its new state may already say why. */}
      {failure && failure !== entry.message && (
        <p role="alert" className="text-red">
          {failure}
        </p>
      )}
      {entry.status === 'offered' && (
        <button
          type="button"
          onClick={claimSeat}
          disabled={claim.isPending}
          className={buttonClass('gold', 'lg')}
        >
          {claim.isPending ? 'Claiming...' : entry.claimPrice > 0 ? 'Claim and pay' : 'Claim my seat'}
        </button>
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <ConfirmStep
          label={entry.status === 'offered' ? 'No thanks, give it to the next person' : 'Leave the waitlist'}
          variant="quiet"
          question={
            entry.status === 'offered'
              ? 'Give this seat to the next person on the waitlist? You will not be offered another.'
              : `Leave the waitlist for ${event.title}? You will lose your place.`
          }
          confirmLabel={entry.status === 'offered' ? 'Yes, give the seat away' : 'Yes, leave the waitlist'}
          pendingLabel="Leaving..."
          keepLabel={entry.status === 'offered' ? 'Keep my offer' : 'Keep my place'}
          pending={leave.isPending}
          danger
          onConfirm={(done) =>
            leave.mutate(entry.code, {
              onSuccess: done,
              onError: (error) =>
                setFailure(error instanceof ApiError ? error.message : 'Please try again later'),
            })
          }
        />
      )}
      {entry.status !== 'waiting' && entry.status !== 'offered' && (
        <Link href="/events" className={buttonClass('secondary')}>
          See all events
        </Link>
      )}
    </Card>
  );
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-8 grid gap-5 rounded-2xl border border-white/10 bg-surface p-6 text-left">
      {children}
    </div>
  );
}

/** The event an entry is for, as the page's heading. */
export function WaitlistEventHeading({ entry }: { entry: WaitlistEntryView }) {
  return (
    <>
      <p className="text-xs font-semibold tracking-[0.2em] text-cyan uppercase">Waitlist</p>
      <h1 className="mt-2 font-display text-5xl tracking-wide">{entry.event.title}</h1>
      <p className="mt-2 text-muted">
        {formatEventWhen(entry.event)} · {entry.event.venue || 'TBD'}
      </p>
    </>
  );
}
