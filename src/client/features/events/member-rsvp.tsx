import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { type TierId, tierAllows, tierNeededText } from '../../../shared/constants';
import { type Event, eventPath, isEventFull } from '../../../shared/events';
import type { MemberSelf } from '../../../shared/members';
import { buttonClass } from '../../components/ui/button-styles';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { OnDemand } from '../../components/ui/on-demand';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';
import { useCancelRsvp, useMemberRsvp } from '../account/api';
import { useCancelTicket } from '../tickets/api';
import { useMemberWaitlistEntry } from '../waitlist/api';
import {
  EventFullActions,
  JoinWaitlistPlaceholder,
  loadJoinWaitlist,
  RsvpPlaceholder,
} from './event-placeholders';
import { fullEventWaitlist } from './full-event-waitlist';
import { ticketHref, YoureGoingBadge } from './youre-going';

const loadBuyTicketsDialog = () => import('../tickets').then((m) => m.BuyTicketsDialog);
const JoinWaitlistDialog = lazy(() => loadJoinWaitlist().then((m) => ({ default: m })));

/**
 * A signed-in member's RSVP: "You're going" once they have a seat, else one press with the
 * account's name and e-mail (a priced event: "Buy Tickets"). A member whose tier is too low for
 * the event is offered the upgrade instead. A full event: "Event Full" and its waitlist (the
 * member's place on it, or joining it). Loaded only once a member is signed in.
 */
export default function MemberRsvp({ event, member }: { event: Event; member: MemberSelf }) {
  const rsvp = useMemberRsvp();
  const required = event.membershipRequired;
  const seat = member.going.find((going) => going.eventId === event.id);
  if (seat) return <MemberSeat event={event} ticketCode={seat.ticketCode} cancellable={seat.cancellable} />;
  if (isEventFull(event)) {
    const offer = fullEventWaitlist(event, member.accessTier);
    return (
      <EventFullActions
        event={event}
        waitlist={
          offer === 'join' ? (
            <MemberWaitlist event={event} />
          ) : offer === 'upgrade' && required !== 'free' ? (
            <Upgrade event={event} required={required} member={member} action="join the waitlist" />
          ) : null
        }
      />
    );
  }
  if (required !== 'free' && !tierAllows(member.accessTier, required)) {
    return (
      <Upgrade event={event} required={required} member={member} action={event.price > 0 ? 'buy' : 'RSVP'} />
    );
  }
  if (event.price > 0) {
    // A priced event is bought, with the member's name and e-mail filled in and their price.
    return (
      <OnDemand
        load={loadBuyTicketsDialog}
        props={{ event }}
        placeholder={<RsvpPlaceholder event={event} />}
      />
    );
  }
  return (
    <button
      type="button"
      disabled={rsvp.isPending}
      onClick={() =>
        rsvp.mutate(event.id, {
          onSuccess: () =>
            toast({
              title: 'RSVP Confirmed!',
              description: "You're all set for this event. Check your email for details.",
            }),
          onError: (error) =>
            toast({
              title: 'RSVP Failed',
              description: error instanceof ApiError ? error.message : 'Please try again later',
              variant: 'destructive',
            }),
        })
      }
      className={buttonClass('primary')}
    >
      {rsvp.isPending ? 'Confirming...' : 'RSVP Now'}
    </button>
  );
}

/** The tier an event needs, and the way up to it. */
function Upgrade({
  event,
  required,
  member,
  action,
}: {
  event: Event;
  required: Exclude<TierId, 'free'>;
  member: MemberSelf;
  action: 'RSVP' | 'buy' | 'join the waitlist';
}) {
  // A paid member changes tier in the member area; a free one goes through the checkout, and the
  // welcome page leads back here.
  const back = encodeURIComponent(eventPath(event));
  const upgrade = member.tier === 'free' ? `/join?join=${required}&next=${back}` : '/account';
  return (
    <div className="grid w-full justify-items-start gap-2">
      <p className="text-sm text-muted">{tierNeededText(required)}</p>
      <Link href={upgrade} className={buttonClass('gold')}>
        Upgrade to {action}
      </Link>
    </div>
  );
}

/**
 * A member on a full event's waitlist: the link to their place when they have one, else "Join the
 * waitlist" (the dialog, with the account's name and e-mail, is one press from there).
 */
function MemberWaitlist({ event }: { event: Event }) {
  const entry = useMemberWaitlistEntry(event.id);
  const placeholder = <JoinWaitlistPlaceholder disabled />;
  // Their list failed to load: joining still works (the server refuses a second entry).
  if (entry.isPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <JoinWaitlistDialog event={event} entry={entry.data} />
    </Suspense>
  );
}

/**
 * A member's seat: "You're going", the ticket's own page, and cancelling it while that is still
 * allowed (a paid ticket is refunded where the event allows; the seat goes to the next person).
 */
function MemberSeat({
  event,
  ticketCode,
  cancellable,
}: {
  event: Event;
  ticketCode: string | null;
  cancellable: boolean;
}) {
  const cancelTicket = useCancelTicket();
  const cancelRsvp = useCancelRsvp();
  const pending = cancelTicket.isPending || cancelRsvp.isPending;
  const failed = (error: unknown) =>
    toast({
      title: 'Could not cancel',
      description: error instanceof ApiError ? error.message : 'Please try again later',
      variant: 'destructive',
    });
  return (
    <div className="grid w-full gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <YoureGoingBadge />
        {ticketCode && (
          <a href={ticketHref(ticketCode)} className={buttonClass('secondary')}>
            View ticket
          </a>
        )}
      </div>
      {cancellable && (
        <ConfirmStep
          label="Cancel"
          variant="quiet"
          question={`Cancel your seat at ${event.title}? ${
            event.price > 0
              ? 'A paid ticket is refunded to your card where the event allows it.'
              : 'The seat goes to someone else.'
          }`}
          confirmLabel="Yes, cancel my seat"
          pendingLabel="Canceling..."
          keepLabel="Keep my seat"
          pending={pending}
          danger
          // The promise, not mutate's callbacks: the seat's card changes (and this part goes) as
          // soon as the fresh account arrives, before those callbacks would run.
          onConfirm={(done) =>
            (ticketCode ? cancelTicket.mutateAsync(ticketCode) : cancelRsvp.mutateAsync(event.id)).then(
              () => {
                done();
                toast({ title: 'Seat cancelled', description: 'Your seat has been given back.' });
              },
              failed,
            )
          }
        />
      )}
    </div>
  );
}
