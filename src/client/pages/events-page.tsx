import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseYearMonth } from '../../shared/calendar';
import { miamiToday } from '../../shared/dates';
import { eventSearchParam, matchesEventSearch } from '../../shared/event-search';
import { eventCategoryParam } from '../../shared/events';
import { listPages } from '../../shared/paging';
import { PageHeader } from '../components/layout/page-header';
import { eventsOfMonthQuery } from '../features/events/api';
import { EventCalendar } from '../features/events/event-calendar';
import { EventFilters } from '../features/events/event-filters';
import { EventList, PastEventsSwitch } from '../features/events/event-list';
import { EventViewTabs } from '../features/events/event-view-tabs';
import { SubscribeToEvents } from '../features/events/subscribe-to-events';
import { TicketReturnWatch } from '../features/events/ticket-return-watch';
import { useUrlState, withParams } from '../lib/use-url-state';

/**
 * Events & Calendar: the tab, category, search, past switch and month live in the URL, so the
 * server renders the view a link asks for, and every control is a link or a GET form that works
 * before the page's script has loaded.
 */
export default function EventsPage() {
  const [params, update] = useUrlState();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  // A month the calendar cannot show (2026-13, 0000-00, abc) falls back to this month, on the
  // server and in the browser alike, rather than breaking the page.
  const month = parseYearMonth(params.get('month'));
  const category = eventCategoryParam(params.get('category'));
  const search = eventSearchParam(params.get('q'));
  const showPast = params.get('past') === '1';
  const pages = listPages(params.get('pages'));
  // The view as the page reads it, in the order of its cache key: the links and the form carry
  // this, never a value the page ignores (which the server's HTML would not have either).
  const state = new URLSearchParams();
  if (view === 'calendar') state.set('view', view);
  if (month) state.set('month', month);
  if (category) state.set('category', category);
  if (showPast) state.set('past', '1');
  if (search) state.set('q', search);
  // A change of view, filter or search starts the list again at its first page, so the number
  // of pages shown is not part of the state the other controls carry.
  const hrefWith = (changes: Record<string, string | null>) => {
    const query = withParams(state, changes);
    return query ? `/events?${query}` : '/events';
  };
  const shownMonth = month ?? miamiToday().slice(0, 7);
  // The calendar shows the chosen category and search too; a month at a time, the one before
  // staying in view while the next loads.
  const { data: events = [] } = useQuery({
    ...eventsOfMonthQuery(shownMonth, category),
    placeholderData: keepPreviousData,
    enabled: view === 'calendar',
  });

  return (
    <>
      <PageHeader title="Events & Calendar">
        Watch parties, fight nights, poker and dominoes tournaments and VIP nights across Miami.
      </PageHeader>
      <div className="mx-auto max-w-[1280px] px-4 sm:px-6">
        <EventViewTabs
          view={view}
          hrefOf={(next) => hrefWith({ view: next === 'calendar' ? 'calendar' : null })}
          onViewChange={(next) => update({ view: next === 'calendar' ? 'calendar' : null, pages: null })}
        >
          <EventFilters
            params={state}
            category={category}
            search={search ?? ''}
            hrefWith={hrefWith}
            onSearch={(q) => update({ q, pages: null }, { typing: true })}
          >
            {view === 'list' && (
              <PastEventsSwitch
                showPast={showPast}
                onChange={(past) => update({ past: past ? '1' : null, pages: null })}
              />
            )}
          </EventFilters>
          {view === 'list' ? (
            <EventList
              category={category}
              search={search}
              showPast={showPast}
              pages={pages}
              moreHref={hrefWith({ pages: String(pages + 1) })}
              onMore={() => update({ pages: String(pages + 1) })}
            />
          ) : (
            <div className="mt-8">
              <EventCalendar
                events={events.filter((event) => matchesEventSearch(event, search))}
                month={shownMonth}
                onMonthChange={(next) => update({ month: next })}
                monthHref={(next) => hrefWith({ month: next })}
              />
            </div>
          )}
        </EventViewTabs>
      </div>
      <SubscribeToEvents />
      <TicketReturnWatch />
    </>
  );
}
