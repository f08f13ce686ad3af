import { CalendarPlus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { TierId } from '../../../shared/constants';
import { tierNeededText } from '../../../shared/constants';
import { type Event, eventPath } from '../../../shared/events';
import { buttonClass } from '../../components/ui/button-styles';
import { OnDemand } from '../../components/ui/on-demand';
import { fullEventWaitlist } from './full-event-waitlist';

// What an event's card shows in place of its controls: each button's look-alike before its code
// has loaded, "Event Full" with what the waitlist offers, and a members' event's "Sign in" for a
// visitor. The card, its sign-up dialogs and a member's RSVP all take them from here.

/** The waitlist's join dialog (a members' card loads it with the member's code). */
export const loadJoinWaitlist = () => import('../waitlist').then((m) => m.JoinWaitlistDialog);

/**
 * A full event: the spec's disabled "Event Full", and beside it what the waitlist offers this
 * visitor (fullEventWaitlist): "Join the waitlist" (its dialog loads when first reached for), or
 * signing in first on a members' event. A member's card passes its own `waitlist` part.
 */
export function EventFullActions({ event, waitlist }: { event: Event; waitlist?: ReactNode }) {
  const offer = fullEventWaitlist(event, null);
  return (
    <>
      <button type="button" disabled className={buttonClass('primary')}>
        Event Full
      </button>
      {waitlist !== undefined ? (
        waitlist
      ) : offer === 'join' ? (
        <OnDemand
          load={loadJoinWaitlist}
          props={{ event }}
          placeholder={<JoinWaitlistLink event={event} />}
        />
      ) : offer === 'sign-in' && event.membershipRequired !== 'free' ? (
        <MembersOnly event={event} required={event.membershipRequired} action="join the waitlist" />
      ) : null}
    </>
  );
}

/** "Join the waitlist" before its dialog's code has loaded. */
export function JoinWaitlistPlaceholder(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props} className={buttonClass('secondary')}>
      Join the waitlist
    </button>
  );
}

/**
 * "Join the waitlist" on a card before its dialog's code has loaded: without a script it leads to
 * the event's page, whose plain form takes the place in line.
 */
function JoinWaitlistLink({
  event,
  onClick,
  ...preload
}: {
  event: Event;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  return (
    <ToEventPage event={event} part="rsvp" onOpen={onClick}>
      <JoinWaitlistPlaceholder type="submit" {...preload} />
    </ToEventPage>
  );
}

/** A control's look-alike before its code has loaded; OnDemand gives it the handlers that load it. */
type PlaceholderProps = { event: Event; onClick?: () => void } & Omit<ComponentProps<'button'>, 'onClick'>;

/** "Add to Calendar" before its menu's code has loaded. */
export function AddToCalendarPlaceholder({ event, onClick, ...props }: PlaceholderProps) {
  return (
    <ToEventPage event={event} part="add-to-calendar" onOpen={onClick}>
      <button type="submit" {...props} className={buttonClass('secondary')}>
        <CalendarPlus size={16} aria-hidden />
        Add to Calendar
      </button>
    </ToEventPage>
  );
}

/** "RSVP Now" ("Buy Tickets" for a priced event) before its code has loaded (OnDemand gives it the handlers that load it). */
export function RsvpPlaceholder({ event, onClick, ...props }: PlaceholderProps) {
  const button = (
    <button type={props.disabled ? 'button' : 'submit'} {...props} className={buttonClass('primary')}>
      {event.price > 0 ? 'Buy Tickets' : 'RSVP Now'}
    </button>
  );
  return props.disabled ? (
    button
  ) : (
    <ToEventPage event={event} part="rsvp" onOpen={onClick}>
      {button}
    </ToEventPage>
  );
}

/**
 * A control that works before (and without) its script: a form that leads to the event's own
 * page, at the part that works there without one (the RSVP form, the calendar links). Once the
 * page runs, the press opens the control's own dialog or menu instead.
 */
function ToEventPage({
  event,
  part,
  onOpen,
  children,
}: {
  event: Event;
  part: 'rsvp' | 'add-to-calendar';
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={`${eventPath(event)}#${part}`}
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        onOpen?.();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A visitor on a members' event: signing in or joining, instead of a form the server would
 * refuse. `action` is what signing in leads to (an RSVP, or the waitlist of a full event).
 */
export function MembersOnly({
  event,
  required,
  action,
}: {
  event: Event;
  required: Exclude<TierId, 'free'>;
  action: 'RSVP' | 'buy' | 'join the waitlist';
}) {
  const [location] = useLocation();
  return (
    <div className="grid w-full gap-2">
      <p className="text-sm text-muted">{tierNeededText(required)}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/sign-in?next=${encodeURIComponent(location)}`} className={buttonClass('primary')}>
          Sign in to {action}
        </Link>
        {/* Joining leads back to the night itself (the welcome page offers the way). */}
        <Link
          href={`/join?join=${required}&next=${encodeURIComponent(eventPath(event))}`}
          className={buttonClass('secondary')}
        >
          Join
        </Link>
      </div>
    </div>
  );
}
