import { CalendarDays, MapPin, Users } from 'lucide-react';
import { formatEventDateTime } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import { categoryStyle } from './category-style';

/** An event's facts as a card; actions (RSVP, add to calendar) are passed in by the page. */
export function EventCard({ event, actions }: { event: Event; actions?: React.ReactNode }) {
  const membersOnly = event.membershipRequired !== 'free' && event.price === 0;
  return (
    <article className="flex flex-col rounded-2xl border border-white/10 bg-surface p-5 transition hover:border-pink/40">
      <div className="flex items-center justify-between gap-3">
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${categoryStyle(event.category)}`}
        >
          {event.category}
        </span>
        <span className="font-display text-2xl tracking-wide text-gold">
          {membersOnly ? 'Members Only' : formatPrice(event.price)}
        </span>
      </div>
      <h3 className="mt-4 font-display text-3xl leading-tight tracking-wide">{event.title}</h3>
      <p className="mt-2 line-clamp-2 text-sm text-muted">{event.description}</p>
      <ul className="mt-4 grid gap-1.5 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarDays size={16} aria-hidden className="text-cyan" />
          <time dateTime={event.date}>{formatEventDateTime(event.date)}</time>
        </li>
        <li className="flex items-center gap-2">
          <MapPin size={16} aria-hidden className="text-cyan" />
          {event.venue || 'TBD'}
        </li>
        {event.maxAttendees != null && (
          <li className="flex items-center gap-2">
            <Users size={16} aria-hidden className="text-cyan" />
            {event.currentAttendees}/{event.maxAttendees} attending
          </li>
        )}
      </ul>
      {actions && <div className="mt-auto flex flex-wrap gap-2 pt-5">{actions}</div>}
    </article>
  );
}
