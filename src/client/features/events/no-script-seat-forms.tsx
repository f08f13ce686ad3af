import { useSearch } from 'wouter';
import { type Event, eventPath, isEventFull, isPastEvent } from '../../../shared/events';
import {
  isWaitlistFormSuccess,
  WAITLIST_FORM_OUTCOMES,
  waitlistFormOutcome,
} from '../../../shared/waitlist-form';
import { buttonClass } from '../../components/ui/button-styles';
import { useClub } from '../../lib/club-context';

// What an event's page offers for a seat before (or without) its script, beside the free RSVP's
// plain form: a full event's waitlist as a plain form (the server sends the visitor back with
// `?waitlist=<outcome>`, said here), and for a ticketed event the honest word that paying by card
// needs JavaScript, with the club's phone and e-mail instead.

/** Everything the event page shows for a seat without its script; put it where the RSVP form is. */
export function NoScriptSeatForms({ event }: { event: Event }) {
  return (
    <>
      <WaitlistFormOutcome />
      <NoScriptWaitlist event={event} />
      <NoScriptTickets event={event} />
    </>
  );
}

/** What the plain waitlist form came to, said where the form was. */
function WaitlistFormOutcome() {
  const outcome = waitlistFormOutcome(new URLSearchParams(useSearch()).get('waitlist'));
  if (!outcome) return null;
  const good = isWaitlistFormSuccess(outcome);
  return (
    <p
      role={good ? 'status' : 'alert'}
      className={`mt-5 rounded-xl border px-4 py-3 text-sm ${good ? 'border-teal/60 text-teal' : 'border-red/60 text-red'}`}
    >
      {WAITLIST_FORM_OUTCOMES[outcome]}
    </p>
  );
}

const field =
  'mt-1 w-full rounded-lg border border-white/15 bg-bg px-3 py-2 text-text focus-visible:outline-2 focus-visible:outline-cyan';

/**
 * A full event's waitlist without the script. An event open to all takes a visitor's name and
 * e-mail; a members' event takes the signed-in member (the server reads the session), so its form
 * has no fields and offers signing in first.
 */
function NoScriptWaitlist({ event }: { event: Event }) {
  if (!event.waitlistEnabled || !isEventFull(event) || isPastEvent(event)) return null;
  const forMembers = event.membershipRequired !== 'free';
  const signIn = `/sign-in?next=${encodeURIComponent(eventPath(event))}`;
  return (
    <noscript>
      <form method="post" action={`/events/${event.id}/waitlist`} className="mt-5 grid gap-3">
        <p className="text-sm font-semibold">Join the waitlist</p>
        {forMembers ? (
          <p className="text-sm text-muted">
            This event's waitlist is for members.{' '}
            <a href={signIn} className="rounded-sm text-cyan underline">
              Sign in first
            </a>
            , then come back to join it.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">We'll e-mail you the moment a seat frees up.</p>
            <label className="text-sm text-muted">
              Name
              <input name="name" required maxLength={100} autoComplete="name" className={field} />
            </label>
            <label className="text-sm text-muted">
              E-mail
              <input
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                className={field}
              />
            </label>
          </>
        )}
        <button type="submit" className={buttonClass('primary')}>
          Join the waitlist
        </button>
      </form>
    </noscript>
  );
}

/** A ticketed event without the script: which step needs it, and how to book without it. */
function NoScriptTickets({ event }: { event: Event }) {
  const club = useClub();
  if (event.price <= 0 || isEventFull(event) || isPastEvent(event)) return null;
  const link = 'rounded-sm text-cyan underline';
  return (
    <noscript>
      <div className="mt-5 rounded-xl border border-gold/50 px-4 py-3 text-sm">
        <p className="font-semibold text-gold">Buying tickets needs JavaScript</p>
        <p className="mt-1 text-muted">
          The ticket form (how many tickets, your details, then paying by card) runs in your browser, so it
          needs JavaScript from its first step. Turn JavaScript on and reload this page, or book with us
          directly: call{' '}
          <a href={`tel:${club.phone.replace(/[^\d+]/g, '')}`} className={link}>
            {club.phone}
          </a>{' '}
          or e-mail{' '}
          <a
            href={`mailto:${club.email}?subject=${encodeURIComponent(`Tickets: ${event.title}`)}`}
            className={link}
          >
            {club.email}
          </a>
          .
        </p>
      </div>
    </noscript>
  );
}
