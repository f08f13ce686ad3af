import { Tabs } from 'radix-ui';
import { parseYearMonth } from '../../shared/calendar';
import { miamiToday } from '../../shared/dates';
import { eventCategoryParam } from '../../shared/events';
import { PageHeader } from '../components/layout/page-header';
import { useEvents } from '../features/events/api';
import { EventCalendar } from '../features/events/event-calendar';
import { EventList } from '../features/events/event-list';
import { SubscribeToEvents } from '../features/events/subscribe-to-events';
import { useUrlState } from '../lib/use-url-state';

const tabClass =
  'rounded-full px-5 py-2.5 text-sm font-semibold text-muted transition data-[state=active]:bg-pink data-[state=active]:text-bg hover:text-text data-[state=active]:hover:text-bg';

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
      <Tabs.Root
        value={view}
        onValueChange={(next) => update({ view: next === 'calendar' ? 'calendar' : null })}
        className="mx-auto max-w-[1280px] px-4 sm:px-6"
      >
        <Tabs.List
          aria-label="Event views"
          className="mx-auto mb-8 flex w-fit gap-1 rounded-full border border-white/10 bg-surface p-1"
        >
          <Tabs.Trigger value="list" className={tabClass}>
            Event List
          </Tabs.Trigger>
          <Tabs.Trigger value="calendar" className={tabClass}>
            Calendar View
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <EventList
            category={eventCategoryParam(params.get('category'))}
            showPast={params.get('past') === '1'}
            onCategoryChange={(category) => update({ category })}
            onShowPastChange={(past) => update({ past: past ? '1' : null })}
          />
        </Tabs.Content>
        <Tabs.Content value="calendar">
          <EventCalendar
            events={allEvents}
            month={month ?? miamiToday().slice(0, 7)}
            onMonthChange={(next) => update({ month: next })}
          />
        </Tabs.Content>
      </Tabs.Root>
      <SubscribeToEvents />
    </>
  );
}
