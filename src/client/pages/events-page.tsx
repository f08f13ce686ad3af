import { parseYearMonth } from '../../shared/calendar';
import { miamiToday } from '../../shared/dates';
import { eventCategoryParam } from '../../shared/events';
import { PageHeader } from '../components/layout/page-header';
import { useEvents } from '../features/events/api';
import { EventCalendar } from '../features/events/event-calendar';
import { EventList } from '../features/events/event-list';
import { EventViewTabs } from '../features/events/event-view-tabs';
import { SubscribeToEvents } from '../features/events/subscribe-to-events';
import { TicketReturnWatch } from '../features/events/ticket-return-watch';
import { useUrlState } from '../lib/use-url-state';

/** Events & Calendar: the tab, category, past switch and month live in the URL. */
export default function EventsPage() {
  const [params, update] = useUrlState();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  // A month the calendar cannot show (2026-13, 0000-00, abc) falls back to this month, on the
  // server and in the browser alike, rather than breaking the page.
  const month = parseYearMonth(params.get('month'));
  const { data: allEvents = [] } = useEvents();

  return (
    <>
      <PageHeader title="Events & Calendar">
        Watch parties, fight nights, poker and dominoes tournaments and VIP nights across Miami.
      </PageHeader>
      <div className="mx-auto max-w-[1280px] px-4 sm:px-6">
        <EventViewTabs
          view={view}
          onViewChange={(next) => update({ view: next === 'calendar' ? 'calendar' : null })}
        >
          {view === 'list' ? (
            <EventList
              category={eventCategoryParam(params.get('category'))}
              showPast={params.get('past') === '1'}
              onCategoryChange={(category) => update({ category })}
              onShowPastChange={(past) => update({ past: past ? '1' : null })}
            />
          ) : (
            <EventCalendar
              events={allEvents}
              month={month ?? miamiToday().slice(0, 7)}
              onMonthChange={(next) => update({ month: next })}
            />
          )}
        </EventViewTabs>
      </div>
      <SubscribeToEvents />
      <TicketReturnWatch />
    </>
  );
}
