import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE, type Event, isPastEvent } from '../../../shared/events';
import { ShowMoreLink, useFocusOnAddedPage } from '../../components/ui/show-more';
import { Spinner } from '../../components/ui/spinner';
import { useEarlyChange } from '../../lib/use-early-change';
import { eventListPageQuery } from './api';
import { EventCard } from './event-card';

/**
 * The "Past events" switch of the list. It belongs to the filters' GET form: with the page's
 * script it changes the list at once (a tap made while the script was loading too), without it
 * the form's Search button sends it.
 */
export function PastEventsSwitch({
  showPast,
  onChange,
}: {
  showPast: boolean;
  onChange: (showPast: boolean) => void;
}) {
  const ref = useEarlyChange<HTMLInputElement, boolean>(showPast, onChange);
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-muted sm:mx-auto">
      <input
        ref={ref}
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
  const pageQuery = (page: number) => ({
    ...eventListPageQuery({ past: showPast, category, search, page }),
    // The pages shown stay while the next search or filter loads, rather than a spinner.
    placeholderData: keepPreviousData,
  });
  // The first page decides the list's state; the last whether there is more. Each page's cards
  // read their own page (the same queries: nothing is fetched twice).
  const first = useQuery(pageQuery(0));
  const last = useQuery(pageQuery(pages - 1));
  const hasMore = (last.data?.length ?? 0) > EVENTS_PAGE_SIZE;
  // After "Show more", the focus moves to the first event of the page it added.
  const { grid, adding } = useFocusOnAddedPage('h3 a');
  const shownOfFirst = visible(first.data ?? [], showPast);

  return (
    <div className="mt-8">
      {/* The cards' titles are h3: this names the list for screen readers' heading outline. */}
      <h2 className="sr-only">{showPast ? 'Past events' : 'Upcoming events'}</h2>
      {first.isPending ? (
        <Spinner label="Loading events" />
      ) : first.isError ? (
        <p role="alert" className="py-12 text-center text-red">
          {first.error.message}
        </p>
      ) : shownOfFirst.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">
          {search?.trim()
            ? `No events match “${search.trim()}”`
            : 'No events found for the selected category'}
        </p>
      ) : (
        <>
          <div ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: pages }, (_, page) => (
              <EventListPage key={page} query={pageQuery(page)} page={page} showPast={showPast} />
            ))}
          </div>
          <ShowMoreLink
            pages={pages}
            more={hasMore}
            href={moreHref}
            onMore={() => {
              adding(pages);
              onMore();
            }}
          >
            Show more events
          </ShowMoreLink>
        </>
      )}
    </div>
  );
}

/**
 * The events of a page shown: its first 24 (a 25th only says there are more), each in the list it
 * belongs to now. Both answers hold the events of the current hour (the server decides by the hour):
 * one under way is not among the upcoming, one still to start this hour not among the past.
 */
function visible(events: Event[], showPast: boolean): Event[] {
  return events.slice(0, EVENTS_PAGE_SIZE).filter((event) => isPastEvent(event) === showPast);
}

/** One page's cards, straight into the list's grid. */
function EventListPage({
  query,
  page,
  showPast,
}: {
  query: UseQueryOptions<Event[], Error, Event[], QueryKey>;
  page: number;
  showPast: boolean;
}) {
  const { data = [] } = useQuery(query);
  return visible(data, showPast).map((event, i) => (
    <div key={event.id} className="contents" data-page-start={i === 0 ? page : undefined}>
      {/* The first card's picture is in a phone's first screen: fetched at once, not lazily. */}
      <EventCard event={event} eagerImage={page === 0 && i === 0} />
    </div>
  ));
}
