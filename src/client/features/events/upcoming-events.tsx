import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { miamiToday } from '../../../shared/dates';
import { dayLabel, isPastEvent } from '../../../shared/events';
import { miamiDateAndTime } from '../../../shared/miami-time';
import { buttonClass } from '../../components/ui/button-styles';
import { nextEventsQuery } from './api';
import { EventCard } from './event-card';

const UPCOMING_LIMIT = 3;

/** Home: the next three events, soonest first, labelled Today / Tomorrow / In N days. */
export function UpcomingEvents() {
  const { data: events = [] } = useQuery(nextEventsQuery);
  const today = miamiToday();
  const upcoming = events.filter((e) => !isPastEvent(e)).slice(0, UPCOMING_LIMIT);
  return (
    <section aria-labelledby="upcoming-events" className="mx-auto max-w-[1280px] px-4 pt-20 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="upcoming-events" className="font-display text-5xl tracking-wide">
          Upcoming Events
        </h2>
        <Link href="/events" className={buttonClass('secondary')}>
          View All Events
        </Link>
      </div>
      {upcoming.length === 0 ? (
        <p className="mt-8 text-muted">No upcoming events yet. Check back soon.</p>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {upcoming.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              label={dayLabel(miamiDateAndTime(event.date).date, today)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
