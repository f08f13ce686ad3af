import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { monthGrid, shiftMonth } from '../../../shared/calendar';
import { formatCalendarDate, miamiToday } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { miamiDateAndTime } from '../../../shared/miami-time';
import { CalendarDayEvents } from './calendar-day-events';
import { categoryDot } from './category-style';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MAX_DOTS = 2;

const monthTitle = (yearMonth: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${yearMonth}-01T12:00:00Z`),
  );

/** Events grouped by their Miami calendar date. */
function byDay(events: Event[]): Map<string, Event[]> {
  const days = new Map<string, Event[]>();
  for (const event of events) {
    const { date } = miamiDateAndTime(event.date);
    days.set(date, [...(days.get(date) ?? []), event]);
  }
  return days;
}

/**
 * A month of events. Pointing at a day (hover, keyboard focus or a tap) lists its events beside
 * the grid; choosing one opens its details.
 */
export function EventCalendar({
  events,
  month,
  onMonthChange,
}: {
  events: Event[];
  /** yyyy-mm */
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const today = miamiToday();
  const days = byDay(events);
  const [activeDay, setActiveDay] = useState<string | null>(null);
  const [year, monthNumber] = month.split('-').map(Number);
  // Until the visitor points at a day, show the month's next day with events.
  const firstEventDay = [...days.keys()].filter((d) => d.startsWith(month) && d >= today).sort()[0] ?? null;
  const shownDay = activeDay?.startsWith(month) ? activeDay : firstEventDay;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="rounded-2xl border border-white/10 bg-surface p-3 sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <button
            type="button"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
            className="rounded-full p-2 hover:bg-white/5"
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden />
          </button>
          <h3 className="font-display text-3xl tracking-wide" aria-live="polite">
            {monthTitle(month)}
          </h3>
          <button
            type="button"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
            className="rounded-full p-2 hover:bg-white/5"
            aria-label="Next month"
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
        <div
          className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted uppercase"
          aria-hidden
        >
          {weekdays.map((d) => (
            <span key={d} className="py-1">
              {d}
            </span>
          ))}
        </div>
        <ul className="grid grid-cols-7 gap-1" aria-label={`Days of ${monthTitle(month)}`}>
          {monthGrid(year, monthNumber)
            .flat()
            .map((day) => {
              const dayEvents = days.get(day) ?? [];
              const inMonth = day.startsWith(month);
              const count = dayEvents.length;
              return (
                <li key={day}>
                  <button
                    type="button"
                    onMouseEnter={() => setActiveDay(day)}
                    onFocus={() => setActiveDay(day)}
                    onClick={() => setActiveDay(day)}
                    aria-label={`${formatCalendarDate(day)}: ${count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`}`}
                    aria-pressed={day === shownDay}
                    className={`flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg text-sm transition sm:aspect-[4/3] ${
                      day === today ? 'font-bold text-cyan' : inMonth ? 'text-text' : 'text-muted'
                    } ${day === shownDay ? 'bg-cyan/15 ring-1 ring-cyan' : 'hover:bg-white/5'}`}
                  >
                    <span>{Number(day.slice(8))}</span>
                    <span className="flex h-2 items-center gap-0.5" aria-hidden>
                      {dayEvents.slice(0, MAX_DOTS).map((e) => (
                        <span key={e.id} className={`size-1.5 rounded-full ${categoryDot(e.category)}`} />
                      ))}
                      {count > MAX_DOTS && (
                        <span className="text-[10px] leading-none text-muted">+{count - MAX_DOTS}</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
        </ul>
      </div>
      <CalendarDayEvents day={shownDay} events={shownDay ? (days.get(shownDay) ?? []) : []} />
    </div>
  );
}

/** The calendar's month, kept by the component itself (the home page). */
export function useCalendarMonth(): [string, (month: string) => void] {
  return useState(() => miamiToday().slice(0, 7));
}
