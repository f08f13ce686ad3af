import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { formatAdminEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import { categoryStyle } from '../events/category-style';
import { DeleteButton, EditButton } from './card-actions';
import { EventForm } from './event-form';
import { EventRsvps } from './event-rsvps';
import { AddButton, CardGrid, TabHeader, TabList } from './tab-states';
import { useDeleteEvent } from './use-admin-events';

// GET /api/events answers every event, past ones too (spec §7): the dashboard lists them all.
const eventsQuery = queryOptions<Event[]>({ queryKey: ['/api/events'] });

export function EventsTab() {
  const events = useQuery(eventsQuery);
  const [editing, setEditing] = useState<Event | 'new' | null>(null);
  return (
    <section aria-labelledby="events-heading">
      <TabHeader
        id="events-heading"
        title="Events"
        description="Every event, soonest first, with who is coming."
      >
        <AddButton label="Add New Event" onClick={() => setEditing('new')} />
      </TabHeader>
      <TabList
        query={events}
        loading="Loading events..."
        failure="Failed to fetch events"
        empty="No events yet. Add your first event!"
      >
        {(items) => (
          <CardGrid label="Events">
            {items.map((event) => (
              <EventCard key={event.id} event={event} onEdit={() => setEditing(event)} />
            ))}
          </CardGrid>
        )}
      </TabList>
      {editing && <EventForm event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function EventCard({ event, onEdit }: { event: Event; onEdit: () => void }) {
  const remove = useDeleteEvent();
  const seats = event.currentAttendees === 1 ? '1 RSVP' : `${event.currentAttendees} RSVPs`;
  return (
    <li>
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
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <EditButton name={event.title} onClick={onEdit} />
          <EventRsvps event={event} />
          <DeleteButton
            name={event.title}
            title="Delete this event?"
            description={`“${event.title}” and its ${seats} will be removed. This cannot be undone.`}
            confirmLabel="Delete Event"
            remove={() => remove.mutateAsync(event.id)}
            done={['Event deleted', 'The event has been deleted successfully']}
            failure="Failed to delete event"
          />
        </div>
      </article>
    </li>
  );
}
