import { matchesEventSearch } from '../../../shared/event-search';
import { isPastEvent } from '../../../shared/events';
import { Spinner } from '../../components/ui/spinner';
import { useEvents } from './api';
import { EventCard } from './event-card';

/**
 * The "Past events" switch of the list. It belongs to the filters' GET form: with the page's
 * script it changes the list at once, without it the form's Search button sends it.
 */
export function PastEventsSwitch({
  showPast,
  onChange,
}: {
  showPast: boolean;
  onChange: (showPast: boolean) => void;
}) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-muted sm:mx-auto">
      <input
        type="checkbox"
        name="past"
        value="1"
        checked={showPast}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-cyan"
      />
      Past events
    </label>
  );
}

/** The event list: the upcoming events of a category and search, or the past ones. */
export function EventList({
  category,
  search,
  showPast,
}: {
  category: string | null;
  search: string | null;
  showPast: boolean;
}) {
  const { data: events = [], isPending, isError, error } = useEvents(category);
  const shown = events.filter(
    (event) => isPastEvent(event) === showPast && matchesEventSearch(event, search),
  );
  if (showPast) shown.reverse(); // most recent first

  return (
    <div className="mt-8">
      {/* The cards' titles are h3: this names the list for screen readers' heading outline. */}
      <h2 className="sr-only">{showPast ? 'All events' : 'Upcoming events'}</h2>
      {isPending ? (
        <Spinner label="Loading events" />
      ) : isError ? (
        <p role="alert" className="py-12 text-center text-red">
          {error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">
          {search?.trim()
            ? `No events match “${search.trim()}”`
            : 'No events found for the selected category'}
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((event, i) => (
            // The first card's picture is in a phone's first screen: fetched at once, not lazily.
            <EventCard key={event.id} event={event} eagerImage={i === 0} />
          ))}
        </div>
      )}
    </div>
  );
}
