import { type ComponentProps, useId } from 'react';
import { formatLongCalendarDate } from '../../../shared/calendar';
import { formatEventTime } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { OnDemand } from '../../components/ui/on-demand';
import { categoryStyle } from './category-style';

const loadEventDetailDialog = () => import('./event-detail-dialog').then((m) => m.EventDetailDialog);

/**
 * The events of the calendar's selected (or previewed) day; each opens its detail overlay. Not a
 * live region: a pointer passing over the grid would make it speak at every day. The grid's days
 * already say how many events they have and which one is selected.
 */
export function CalendarDayEvents({
  day,
  events,
  headingLevel,
}: {
  day: string;
  events: Event[];
  headingLevel: 3 | 4;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-white/10 bg-surface p-5">
      <Heading id={headingId} className="font-display text-2xl tracking-wide">
        {formatLongCalendarDate(day)}
      </Heading>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">No events on this day.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {events.map((event) => (
            <li key={event.id}>
              <OnDemand
                load={loadEventDetailDialog}
                props={{ event, children: <DayEventButton event={event} /> }}
                placeholder={<DayEventButton event={event} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An event in the day's list: opens its detail overlay (the dialog's trigger once it is loaded). */
function DayEventButton({ event, ...props }: { event: Event } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className="w-full rounded-xl border border-white/10 bg-bg/60 p-3 text-left transition hover:border-cyan/50"
    >
      <span
        className={`rounded-full px-2 py-0.5 text-[11px] font-bold uppercase ${categoryStyle(event.categoryColor)}`}
      >
        {event.category}
      </span>
      <span className="mt-1.5 block font-semibold">{event.title}</span>
      <span className="block text-sm text-muted">
        {formatEventTime(event)} · {event.venue || 'TBD'}
      </span>
    </button>
  );
}
