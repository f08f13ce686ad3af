import { CalendarDays, MapPin, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { formatEventWhen } from '../../../shared/dates';
import { priceFor } from '../../../shared/event-admission';
import { type Event, eventPath, isEventFull, isPastEvent } from '../../../shared/events';
import { miamiDateAndTime } from '../../../shared/miami-time';
import { formatPrice } from '../../../shared/money';
import { OnDemand } from '../../components/ui/on-demand';
import { useRememberedSeat } from '../../lib/my-seats';
import { useMe } from '../members/api';
import { categoryStyle } from './category-style';
import { EventImage } from './event-image';
import {
  AddToCalendarPlaceholder,
  EventFullActions,
  MembersOnly,
  RsvpPlaceholder,
} from './event-placeholders';
import { VisitorSeat } from './youre-going';

// The dialogs and the menu (with its positioning code) load when a visitor first reaches for them.
// RSVP, buying and a member's RSVP ("You're going", one press, or the upgrade: visitors never
// download it) come in one chunk, event-sign-up.tsx.
export const loadEventSignUp = () => import('./event-sign-up');
const loadSignUpDialog = () => loadEventSignUp().then((m) => m.EventSignUpDialog);
const loadAddToCalendarMenu = () => import('./add-to-calendar-menu').then((m) => m.AddToCalendarMenu);
const MemberRsvp = lazy(() => loadEventSignUp().then((m) => ({ default: m.MemberRsvp })));

/** An event's category, as a badge in its colour. */
export function CategoryBadge({ event }: { event: Pick<Event, 'category' | 'categoryColor'> }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${categoryStyle(event.categoryColor)}`}
    >
      {event.category}
    </span>
  );
}

/** The tier an event needs, as a badge (none for an event open to everyone). */
export function TierBadge({ event }: { event: Event }) {
  const required = event.membershipRequired;
  if (required === 'free') return null;
  return (
    <span
      className={`rounded-full border px-3 py-1 text-xs font-bold tracking-wide uppercase ${
        required === 'premium' ? 'border-purple/70 text-purple' : 'border-gold/70 text-gold'
      }`}
    >
      {required === 'premium' ? 'Premium' : 'Inner Circle'}
    </span>
  );
}

/** "Members Only" when a tier is required and the event is free. */
export function priceLabel(event: Event): string {
  return event.membershipRequired !== 'free' && event.price === 0 ? 'Members Only' : formatPrice(event.price);
}

/**
 * The price as this visitor pays it: a signed-in Premium Fan or Inner Circle member sees their
 * member price, with everyone's price struck through beside it.
 */
export function EventPrice({ event, className }: { event: Event; className: string }) {
  const me = useMe();
  const own = me && event.price > 0 ? priceFor(event, me.accessTier) : null;
  if (!own?.memberPrice || own.cents === event.price)
    return <span className={className}>{priceLabel(event)}</span>;
  return (
    <span className={`${className} inline-flex items-baseline gap-2`}>
      <span className="sr-only">Your member price:</span>
      {formatPrice(own.cents)}
      <s className="font-sans text-sm text-muted">
        <span className="sr-only">instead of</span> {formatPrice(event.price)}
      </s>
    </span>
  );
}

/** An event's facts, with RSVP and add-to-calendar while it is still ahead; its title leads to its page. */
export function EventCard({
  event,
  label,
  eagerImage = false,
}: {
  event: Event;
  label?: string | null;
  /** A card at the top of its page: its picture is not left for later. */
  eagerImage?: boolean;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface transition hover:border-pink/40">
      <EventImage
        event={event}
        eager={eagerImage}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2">
            <CategoryBadge event={event} />
            <TierBadge event={event} />
            {label && <span className="text-xs font-semibold text-cyan uppercase">{label}</span>}
          </span>
          <EventPrice event={event} className="font-display text-2xl tracking-wide text-gold" />
        </div>
        <h3 className="mt-4 font-display text-3xl leading-tight tracking-wide">
          <Link href={eventPath(event)} className="rounded-sm hover:text-pink focus-visible:text-pink">
            {event.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{event.description}</p>
        <EventFacts event={event} />
        <EventActions event={event} />
      </div>
    </article>
  );
}

export function EventFacts({ event }: { event: Event }) {
  return (
    <ul className="mt-4 grid gap-1.5 text-sm text-muted">
      <li className="flex items-center gap-2">
        <CalendarDays size={16} aria-hidden className="shrink-0 text-cyan" />
        {/* A time still to be announced is a date alone, for machines as for people. */}
        <time dateTime={event.timeToBeAnnounced ? miamiDateAndTime(event.date).date : event.date}>
          {formatEventWhen(event)}
        </time>
      </li>
      <li className="flex items-center gap-2">
        <MapPin size={16} aria-hidden className="shrink-0 text-cyan" />
        {event.venue || 'TBD'}
      </li>
      {event.maxAttendees != null && (
        <li className="flex items-center gap-2">
          <Users size={16} aria-hidden className="shrink-0 text-cyan" />
          <span>
            {event.currentAttendees}/{event.maxAttendees} <span className="sr-only">attendees</span>
            <span aria-hidden>attending</span>
          </span>
        </li>
      )}
    </ul>
  );
}

export function EventActions({ event }: { event: Event }) {
  const me = useMe();
  // A visitor's seat, remembered by the browser they used (a member's comes from their account).
  const seat = useRememberedSeat(event.id);
  if (isPastEvent(event)) {
    return <p className="mt-auto pt-5 text-sm font-semibold text-muted">This event has ended</p>;
  }
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-5">
      {me ? (
        // Disabled while its code loads: a press on it would be lost.
        <Suspense
          fallback={
            isEventFull(event) ? (
              <EventFullActions event={event} waitlist={null} />
            ) : (
              <RsvpPlaceholder event={event} disabled />
            )
          }
        >
          <MemberRsvp event={event} member={me} />
        </Suspense>
      ) : seat ? (
        <VisitorSeat event={event} seat={seat} />
      ) : isEventFull(event) ? (
        <EventFullActions event={event} />
      ) : event.membershipRequired !== 'free' ? (
        <MembersOnly
          event={event}
          required={event.membershipRequired}
          action={event.price > 0 ? 'buy' : 'RSVP'}
        />
      ) : (
        <OnDemand load={loadSignUpDialog} props={{ event }} placeholder={<RsvpPlaceholder event={event} />} />
      )}
      <OnDemand
        load={loadAddToCalendarMenu}
        props={{ event }}
        placeholder={<AddToCalendarPlaceholder event={event} />}
      />
    </div>
  );
}
