import { Link } from 'wouter';
import { tierAllows, tierNeededText } from '../../../shared/constants';
import { type Event, isEventFull } from '../../../shared/events';
import type { MemberSelf } from '../../../shared/members';
import { buttonClass } from '../../components/ui/button-styles';
import { OnDemand } from '../../components/ui/on-demand';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';
import { useMemberRsvp } from '../account/api';
import { RsvpPlaceholder } from './event-card';

const loadBuyTicketsDialog = () => import('../tickets').then((m) => m.BuyTicketsDialog);

/**
 * A signed-in member's RSVP: "You're going" once they have a seat, else one press with the
 * account's name and e-mail (a priced event: "Buy Tickets"). A member whose tier is too low for the event is offered the upgrade
 * instead. Loaded only once a member is signed in.
 */
export default function MemberRsvp({ event, member }: { event: Event; member: MemberSelf }) {
  const rsvp = useMemberRsvp();
  const required = event.membershipRequired;
  if (member.goingEventIds.includes(event.id)) {
    return (
      <p className="rounded-full border border-teal/60 bg-teal/10 px-4 py-2.5 text-sm font-semibold text-teal">
        You're going
      </p>
    );
  }
  if (isEventFull(event)) {
    return (
      <button type="button" disabled className={buttonClass('primary')}>
        Event Full
      </button>
    );
  }
  if (!tierAllows(member.accessTier, required)) {
    // A paid member changes tier in the member area; a free one goes through the checkout.
    const upgrade = member.tier === 'free' ? `/join?join=${required}` : '/account';
    return (
      <div className="grid w-full justify-items-start gap-2">
        <p className="text-sm text-muted">{tierNeededText(required)}</p>
        <Link href={upgrade} className={buttonClass('gold')}>
          Upgrade to RSVP
        </Link>
      </div>
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
