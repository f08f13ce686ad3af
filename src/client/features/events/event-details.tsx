import { ArrowLeft, CalendarDays, Map as MapIcon, MapPin, Share2, Ticket, Users } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { googleCalendarUrl, outlookCalendarUrl, toCalendarEvent } from '../../../shared/calendar-entry';
import { formatEventWhen } from '../../../shared/dates';
import { admissionText } from '../../../shared/event-admission';
import { type Event, eventPath, isEventFull, isPastEvent } from '../../../shared/events';
import { miamiDateAndTime } from '../../../shared/miami-time';
import { RSVP_FORM_OUTCOMES, rsvpFormOutcome } from '../../../shared/rsvp-form';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';
import { CategoryBadge, EventActions, EventPrice, TierBadge } from './event-card';
import { EventImage } from './event-image';
import { NoScriptSeatForms } from './no-script-seat-forms';

/** A map search for the venue, in Miami (the venue is a name, not an address). */
export function mapUrl(venue: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue}, Miami, FL`)}`;
}

/** "12 seats left", "1 seat left", "Sold out", or nothing for an event without a limit. */
export function seatsLeftText(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>): string | null {
  if (event.maxAttendees == null) return null;
  const left = Math.max(0, event.maxAttendees - event.currentAttendees);
  if (left === 0) return 'Sold out';
  return `${left} ${left === 1 ? 'seat' : 'seats'} left of ${event.maxAttendees}`;
}

/**
 * An event's own page: its picture, when and where (with a map), the price and member price, the
 * tier it needs, seats left, RSVP or buying, adding to a calendar and sharing. A past event keeps
 * its page, saying it has ended.
 */
export function EventDetails({ event, preview = false }: { event: Event; preview?: boolean }) {
  const venue = event.venue?.trim();
  const seats = seatsLeftText(event);
  const past = isPastEvent(event);
  const admission = admissionText(event);
  return (
    <article className="mx-auto max-w-[1040px] px-4 pt-8 pb-16 sm:px-6">
      {!preview && (
        <Link
          href="/events"
          className="inline-flex items-center gap-2 rounded-sm text-sm text-cyan hover:underline"
        >
          <ArrowLeft size={16} aria-hidden />
          All events
        </Link>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <CategoryBadge event={event} />
        <TierBadge event={event} />
        {past && <span className="text-xs font-semibold text-muted uppercase">Past event</span>}
      </div>
      <h1 className="mt-4 font-display text-5xl leading-none tracking-wide text-glow-pink sm:text-7xl">
        {event.title}
      </h1>
      {/* A phone reads the picture, then the facts and the buttons, then the description; a wide
          screen puts the facts beside both. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        {event.imageUrl && (
          <EventImage
            event={event}
            eager
            sizes="(min-width: 1040px) 600px, (min-width: 1024px) 60vw, 100vw"
            className="aspect-[16/9] w-full rounded-2xl border border-white/10 lg:col-start-1 lg:row-start-1"
          />
        )}
        <div
          className={`lg:col-start-1 ${event.imageUrl ? 'lg:row-start-2' : 'lg:row-span-2 lg:row-start-1'}`}
        >
          <h2 className="font-display text-3xl tracking-wide">About this event</h2>
          <p className="mt-3 whitespace-pre-line text-muted">{event.description}</p>
        </div>
        <aside
          aria-label="Event details"
          className="h-fit rounded-2xl border border-white/10 bg-surface p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <dl className="grid gap-4 text-sm">
            <Fact icon={<CalendarDays size={18} aria-hidden className="shrink-0 text-cyan" />} term="When">
              <time dateTime={event.timeToBeAnnounced ? miamiDateAndTime(event.date).date : event.date}>
                {formatEventWhen(event)}
              </time>
            </Fact>
            <Fact icon={<MapPin size={18} aria-hidden className="shrink-0 text-cyan" />} term="Where">
              {venue || 'Venue to be announced'}
              {venue && (
                <a
                  href={mapUrl(venue)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-2 inline-flex items-center gap-1 rounded-sm text-cyan hover:underline"
                >
                  <MapIcon size={14} aria-hidden />
                  Map<span className="sr-only"> of {venue} (opens in a new tab)</span>
                </a>
              )}
            </Fact>
            <Fact icon={<Ticket size={18} aria-hidden className="shrink-0 text-cyan" />} term="Price">
              <EventPrice event={event} className="font-display text-2xl tracking-wide text-gold" />
              {admission && <span className="block text-muted">{admission}</span>}
            </Fact>
            {seats && (
              <Fact icon={<Users size={18} aria-hidden className="shrink-0 text-cyan" />} term="Seats">
                {seats}
              </Fact>
            )}
          </dl>
          {preview ? (
            // Staff's preview: the page as visitors will see it, without its buttons.
            <p className="mt-5 rounded-xl border border-dashed border-white/20 px-4 py-3 text-sm text-muted">
              Visitors see the RSVP or Buy Tickets buttons here.
            </p>
          ) : (
            <>
              <div id="rsvp" className="flex flex-col">
                <RsvpFormOutcome />
                <EventActions event={event} />
                <NoScriptRsvp event={event} />
                <NoScriptSeatForms event={event} />
              </div>
              {!past && <NoScriptCalendar event={event} />}
              <ShareEvent event={event} />
            </>
          )}
        </aside>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-bold tracking-wide text-muted uppercase">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 pl-[26px] text-text">{children}</dd>
    </div>
  );
}

/** What the plain RSVP form came to, said where the form was. */
function RsvpFormOutcome() {
  const outcome = rsvpFormOutcome(new URLSearchParams(useSearch()).get('rsvp'));
  if (!outcome) return null;
  const good = outcome === 'confirmed';
  return (
    <p
      role={good ? 'status' : 'alert'}
      className={`mt-5 rounded-xl border px-4 py-3 text-sm ${good ? 'border-teal/60 text-teal' : 'border-red/60 text-red'}`}
    >
      {RSVP_FORM_OUTCOMES[outcome]}
    </p>
  );
}

/**
 * Without JavaScript the RSVP dialog cannot open: a free event open to everyone takes its RSVP
 * from a plain form instead (the server sends the visitor back here with the outcome).
 */
function NoScriptRsvp({ event }: { event: Event }) {
  if (event.price > 0 || event.membershipRequired !== 'free' || isEventFull(event) || isPastEvent(event)) {
    return null;
  }
  const field =
    'mt-1 w-full rounded-lg border border-white/15 bg-bg px-3 py-2 text-text focus-visible:outline-2 focus-visible:outline-cyan';
  return (
    <noscript>
      <form method="post" action={`/events/${event.id}/rsvp`} className="mt-5 grid gap-3">
        <p className="text-sm font-semibold">RSVP with your name and e-mail</p>
        <label className="text-sm text-muted">
          Name
          <input name="name" required maxLength={100} autoComplete="name" className={field} />
        </label>
        <label className="text-sm text-muted">
          E-mail
          <input name="email" type="email" required maxLength={254} autoComplete="email" className={field} />
        </label>
        <button type="submit" className={buttonClass('primary')}>
          RSVP
        </button>
      </form>
    </noscript>
  );
}

/**
 * Without JavaScript the calendar menu cannot open: the same three ways as plain links (the file
 * comes from the server).
 */
function NoScriptCalendar({ event }: { event: Event }) {
  const entry = toCalendarEvent(event);
  const link = 'rounded-sm text-cyan underline';
  return (
    <noscript>
      <p id="add-to-calendar" className="mt-4 text-sm text-muted">
        Add to your calendar:{' '}
        <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer" className={link}>
          Google Calendar
        </a>
        {' · '}
        <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer" className={link}>
          Outlook
        </a>
        {' · '}
        <a href={`/events/${event.id}/calendar.ics`} className={link}>
          Apple / other (.ics)
        </a>
      </p>
    </noscript>
  );
}

/** The phone's own share sheet where there is one; elsewhere the link is copied. */
function ShareEvent({ event }: { event: Event }) {
  const share = async () => {
    const url = `${window.location.origin}${eventPath(event)}`;
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title: event.title, text: `${event.title} at MESC`, url });
      } catch {
        // Closing the share sheet is not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this event.' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: `Copy it from the address bar: ${url}`,
        variant: 'destructive',
      });
    }
  };
  return (
    <button type="button" onClick={share} className={`${buttonClass('ghost')} mt-4 w-full justify-center`}>
      <Share2 size={16} aria-hidden />
      Share this event
    </button>
  );
}
