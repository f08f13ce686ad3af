import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAdminEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import { categoryStyle } from '../events';
import { eventsQuery } from '../events/api';
import { AdminListTab } from './admin-list-tab';
import { deleteEventMutation } from './api';
import { EventForm } from './event-form';
import { EventRsvps } from './event-rsvps';

// GET /api/events answers every event, past ones too: the dashboard lists them all.
export function EventsTab() {
  return (
    <AdminListTab
      name="events"
      title="Events"
      description="Every event, soonest first, with who is coming."
      addLabel="Add New Event"
      query={eventsQuery}
      loading="Loading events..."
      failure="Failed to fetch events"
      empty="No events yet. Add your first event!"
      listLabel="Events"
      itemName={(event) => event.title}
      card={(event, actions) => <EventCard event={event} actions={actions} />}
      extraActions={(event) => <EventRsvps event={event} />}
      deletion={(event) => ({
        title: 'Delete this event?',
        description: `“${event.title}” and its ${seats(event)} will be removed. This cannot be undone.`,
        confirmLabel: 'Delete Event',
        done: ['Event deleted', 'The event has been deleted successfully'],
        failure: 'Failed to delete event',
      })}
      remove={deleteEventMutation}
      form={(event, onClose) => <EventForm event={event} onClose={onClose} />}
    />
  );
}

const seats = (event: Event) => (event.currentAttendees === 1 ? '1 RSVP' : `${event.currentAttendees} RSVPs`);

function EventCard({ event, actions }: { event: Event; actions: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5 transition hover:border-pink/40">
      <div className="flex items-center justify-between gap-3">
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${categoryStyle(event.category)}`}
        >
          {event.category}
        </span>
        <span className="font-display text-2xl text-gold">{formatPrice(event.price)}</span>
      </div>
      <h3 className="mt-3 text-lg leading-snug font-semibold">{event.title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{event.description}</p>
      <ul className="mt-3 grid gap-1.5 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarDays size={16} aria-hidden className="shrink-0 text-cyan" />
          <time dateTime={event.date}>{formatAdminEventWhen(event)}</time>
        </li>
        <li className="flex items-center gap-2">
          <MapPin size={16} aria-hidden className="shrink-0 text-cyan" />
          {event.venue || 'TBD'}
        </li>
        {event.maxAttendees != null && (
          <li className="flex items-center gap-2">
            <Users size={16} aria-hidden className="shrink-0 text-cyan" />
            <span>
              {event.currentAttendees}/{event.maxAttendees}
              <span className="sr-only"> attendees</span>
            </span>
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
    </article>
  );
}
