import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EVENTS_PAGE_SIZE, isPastEvent } from '../../../shared/events';
import { MAX_LIST_PAGES } from '../../../shared/paging';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { eventListPageQuery } from './api';
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

/**
 * The event list: the upcoming events of a category and search (soonest first), or the past ones
 * (latest first), a page of 24 at a time. "Show more" is a link to the same list with one page
 * more, so it works before the script has loaded; with it, the next page is added in place and
 * the focus moves to its first event.
 */
export function EventList({
  category,
  search,
  showPast,
  pages,
  moreHref,
  onMore,
}: {
  category: string | null;
  search: string | null;
  showPast: boolean;
  /** How many pages are shown (1 to MAX_LIST_PAGES). */
  pages: number;
  moreHref: string;
  onMore: () => void;
}) {
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, page) => ({
      ...eventListPageQuery({ past: showPast, category, search, page }),
      // The pages shown stay while the next search or filter loads, rather than a spinner.
      placeholderData: keepPreviousData,
    })),
  });
  const failed = results.find((result) => result.isError);
  const loaded = results.map((result) => result.data?.slice(0, EVENTS_PAGE_SIZE) ?? []);
  const last = results[results.length - 1];
  const hasMore = (last?.data?.length ?? 0) > EVENTS_PAGE_SIZE;
  // An event under way is still in the upcoming answer for the rest of the hour; it is not shown.
  const shown = loaded.flat().filter((event) => showPast || !isPastEvent(event));
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from == null || shown.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-list-index="${from}"] h3 a`)?.focus();
  });

  return (
    <div className="mt-8">
      {/* The cards' titles are h3: this names the list for screen readers' heading outline. */}
      <h2 className="sr-only">{showPast ? 'Past events' : 'Upcoming events'}</h2>
      {results[0]?.isPending ? (
        <Spinner label="Loading events" />
      ) : failed ? (
        <p role="alert" className="py-12 text-center text-red">
          {failed.error?.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">
          {search?.trim()
            ? `No events match “${search.trim()}”`
            : 'No events found for the selected category'}
        </p>
      ) : (
        <>
          <div ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((event, i) => (
              <div key={event.id} data-list-index={i} className="contents">
                {/* The first card's picture is in a phone's first screen: fetched at once, not lazily. */}
                <EventCard event={event} eagerImage={i === 0} />
              </div>
            ))}
          </div>
          {hasMore && pages < MAX_LIST_PAGES && (
            <div className="mt-10 flex justify-center">
              <a
                href={moreHref}
                className={buttonClass('secondary')}
                aria-busy={last?.isFetching || undefined}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  focusFrom.current = shown.length;
                  onMore();
                }}
              >
                Show more events
              </a>
            </div>
          )}
        </>
      )}
    </div>
  );
}
