import { EVENT_FILTER_CATEGORIES } from '../../../shared/constants';
import { isPastEvent } from '../../../shared/events';
import { Spinner } from '../../components/ui/spinner';
import { useEvents } from './api';
import { EventCard } from './event-card';

const filterClass = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-semibold transition ${
    active ? 'border-cyan bg-cyan text-bg' : 'border-white/15 text-muted hover:border-cyan/60 hover:text-text'
  }`;

/** The event list: category buttons, upcoming events, past ones behind a switch. */
export function EventList({
  category,
  showPast,
  onCategoryChange,
  onShowPastChange,
}: {
  category: string | null;
  showPast: boolean;
  onCategoryChange: (category: string | null) => void;
  onShowPastChange: (showPast: boolean) => void;
}) {
  const { data: events = [], isPending, isError, error } = useEvents(category);
  const shown = events.filter((event) => isPastEvent(event) === showPast);
  if (showPast) shown.reverse(); // most recent first

  return (
    <div>
      <fieldset className="flex flex-wrap items-center justify-center gap-2">
        <legend className="sr-only">Filter by category</legend>
        <button
          type="button"
          aria-pressed={!category}
          onClick={() => onCategoryChange(null)}
          className={filterClass(!category)}
        >
          All Events
        </button>
        {EVENT_FILTER_CATEGORIES.map((c) => {
          const active = category?.toLowerCase() === c.toLowerCase();
          return (
            <button
              key={c}
              type="button"
              aria-pressed={active}
              onClick={() => onCategoryChange(c)}
              className={filterClass(active)}
            >
              {c}
            </button>
          );
        })}
      </fieldset>
      <label className="mt-5 flex w-fit cursor-pointer items-center gap-2 text-sm text-muted sm:mx-auto">
        <input
          type="checkbox"
          checked={showPast}
          onChange={(e) => onShowPastChange(e.target.checked)}
          className="size-4 accent-cyan"
        />
        Past events
      </label>
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
          <p className="py-12 text-center text-lg text-muted">No events found for the selected category</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
