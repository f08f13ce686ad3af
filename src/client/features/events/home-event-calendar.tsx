import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventsOfMonthQuery } from './api';
import { EventCalendar, useCalendarMonth } from './event-calendar';

/** The home page's "Event Calendar" section: the same calendar as /events, a month at a time. */
export function HomeEventCalendar() {
  const [month, setMonth] = useCalendarMonth();
  // The month before stays shown while the next one loads, rather than an empty grid.
  const { data: events = [] } = useQuery({ ...eventsOfMonthQuery(month), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="event-calendar" className="mx-auto max-w-[1280px] px-4 pt-20 sm:px-6">
      <h2 id="event-calendar" className="mb-8 font-display text-5xl tracking-wide">
        Event Calendar
      </h2>
      <EventCalendar
        events={events}
        month={month}
        onMonthChange={setMonth}
        // Without the script, an arrow opens that month on the events page's calendar.
        monthHref={(shown) => `/events?view=calendar&month=${shown}`}
        headingLevel={3}
      />
    </section>
  );
}
