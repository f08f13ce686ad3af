import { useMutationState } from '@tanstack/react-query';
import { CalendarDays, ExternalLink, MapPin, RotateCcw, Users } from 'lucide-react';
import { Switch } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { formatAdminEventWhen } from '../../../../shared/dates';
import type { Event } from '../../../../shared/events';
import { eventPath } from '../../../../shared/events';
import { formatPrice } from '../../../../shared/money';
import { categoryStyle } from '../../events';
import { AdminListTab } from '../admin-list-tab';
import { EventCategoriesButton } from '../event-categories/event-categories';
import { cardActionClass } from '../tab-states';
import { adminEventsQuery, deleteEventMutation, type EventPage, saveEventKey } from './api';
import { EventAttendees } from './event-attendees';
import { EventForm } from './event-form';
import { keepSavedPastEvent } from './event-order';
import { EventPreview } from './event-preview';

// The dashboard's events, a page at a time and searched on the server: upcoming ones first; the
// past ones follow them behind a switch.
export function EventsTab() {
  const [showPast, setShowPast] = useState(false);
  // The events saved in this visit, newest last (their answers): one just saved may be past.
  const saved = useMutationState({
    filters: { mutationKey: saveEventKey, status: 'success' },
    select: (mutation) => mutation.state.data as Event,
  });
  return (
    <AdminListTab
      name="events"
      title="Events"
      description="Upcoming events, soonest first, with who is coming and the door check-in."
      addLabel="Add New Event"
      headerActions={<EventCategoriesButton />}
      paged={{
        query: (search) => adminEventsQuery({ search, showPast }),
        items: (page: EventPage) => page.items,
        // The upcoming events the search finds, and the past ones when they are shown.
        total: (pages: EventPage[]) => pages[0] && pages[0].total + (pages[0].pastTotal ?? 0),
      }}
      view={(events, justSaved) =>
        keepSavedPastEvent(
          events,
          saved.findLast((event) => event.id === justSaved),
          showPast,
        )
      }
      controls={<PastSwitch checked={showPast} onCheckedChange={setShowPast} />}
      search={{ label: 'Search events', noun: 'events' }}
      loading="Loading events..."
      failure="Failed to fetch events"
      empty="No events yet. Add your first event!"
      listLabel="Events"
      itemName={(event) => event.title}
      card={(event, actions) => <EventCard event={event} actions={actions} />}
      extraActions={(event) => (
        <>
          <EventAttendees event={event} />
          <EventPreview event={event} />
          {!event.draft && (
            <a
              href={eventPath(event)}
              target="_blank"
              rel="noopener"
              className={cardActionClass}
              aria-label={`View ${event.title} on the site (opens in a new tab)`}
            >
              <ExternalLink size={15} aria-hidden />
              View on site
            </a>
          )}
        </>
      )}
      deletion={(event) => ({
        title: 'Delete this event?',
        description: `“${event.title}” and ${seats(event)} will be removed. This cannot be undone.`,
        confirmLabel: 'Delete Event',
        done: ['Event deleted', 'The event has been deleted successfully'],
        failure: 'Failed to delete event',
        // The server says why it refused (paid tickets are refunded first).
        showFailure: true,
      })}
      remove={deleteEventMutation}
      form={(event, onClose) => <EventForm event={event} onClose={onClose} />}
    />
  );
}

function PastSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-7 w-12 shrink-0 rounded-full border border-white/20 bg-white/10 transition data-[state=checked]:border-teal data-[state=checked]:bg-teal"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-text transition data-[state=checked]:translate-x-6 data-[state=checked]:bg-bg" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium">
        Show past events
      </label>
    </div>
  );
}

const seats = (event: Event) =>
  event.currentAttendees === 1 ? 'its 1 attendee' : `its ${event.currentAttendees} attendees`;

/** What attendees of a priced event may do: "No refunds" (the default) or cancel up to a time. */
const refundRule = (event: Event) =>
  event.refundCutoffHours == null
    ? 'No refunds'
    : `Refunds up to ${event.refundCutoffHours} ${event.refundCutoffHours === 1 ? 'hour' : 'hours'} before`;

function EventCard({ event, actions }: { event: Event; actions: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5 transition hover:border-pink/40">
      <div className="flex items-center justify-between gap-3">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${categoryStyle(event.categoryColor)}`}
          >
            {event.category}
          </span>
          {event.draft && (
            <span className="rounded-full border border-dashed border-gold/70 px-3 py-1 text-xs font-bold tracking-wide text-gold uppercase">
              Draft
            </span>
          )}
        </span>
        <span className="text-right">
          <span className="block font-display text-2xl text-gold">{formatPrice(event.price)}</span>
          {event.memberPrice != null && event.price > 0 && (
            <span className="block text-xs text-purple">Members {formatPrice(event.memberPrice)}</span>
          )}
        </span>
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
        {event.price > 0 && (
          <li className="flex items-center gap-2">
            <RotateCcw size={16} aria-hidden className="shrink-0 text-cyan" />
            {refundRule(event)}
          </li>
        )}
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
