import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  calendarDayLabel,
  eventsByMiamiDay,
  firstDayToShow,
  monthGrid,
  moveInCalendar,
  parseYearMonth,
  shiftMonth,
} from '../../../shared/calendar';
import { miamiToday } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { CalendarDayEvents } from './calendar-day-events';
import { categoryDot } from './category-style';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MAX_DOTS = 2;

const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const monthTitle = (yearMonth: string) => monthYear.format(new Date(`${yearMonth}-01T12:00:00Z`));

type HeadingLevel = 2 | 3;

/**
 * A month of events as a grid of days, by the date grid pattern: the grid is one tab stop; the
 * arrow keys move by a day or a week, Home and End to the week's first and last day, Page Up and
 * Page Down by a month (with Shift, a year), and moving past the month shows the next one. Enter,
 * Space, a click or a tap selects a day, also one of the neighbouring months (which then shows
 * its month). The panel beside the grid lists the selected day's events and keeps it until
 * another day is selected; hovering a day previews it, and leaving the grid shows the selected
 * day again, so the pointer can travel to the panel over other days.
 */
export function EventCalendar({
  events,
  month,
  onMonthChange,
  monthHref,
  headingLevel = 2,
}: {
  events: Event[];
  /** yyyy-mm */
  month: string;
  onMonthChange: (month: string) => void;
  /**
   * The address that shows a month: the arrows are links to it, so they work before (or without)
   * the script and open in a new tab; a plain click changes the month in place.
   */
  monthHref: (month: string) => string;
  /** The level of the month's heading (the day's heading in the panel is one below). */
  headingLevel?: HeadingLevel;
}) {
  const today = miamiToday();
  const days = eventsByMiamiDay(events);
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  /** The day the visitor selected; until then the month's first day worth showing. */
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [previewDay, setPreviewDay] = useState<string | null>(null);
  /** The grid's tab stop, moved by the keys. */
  const [focusDay, setFocusDay] = useState<string | null>(null);
  /** A day reached in another month: the effect below focuses it once the grid shows its month. */
  const pendingFocus = useRef<string | null>(null);

  const [year, monthNumber] = month.split('-').map(Number);
  const weeks = monthGrid(year, monthNumber);
  const defaultDay = firstDayToShow(month, today, days.keys());
  const selectedDay = chosenDay ?? defaultDay;
  const panelDay = previewDay ?? selectedDay;
  const tabDay = [focusDay, selectedDay].find((d) => d?.startsWith(month)) ?? defaultDay;

  const focusCell = (day: string) => grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  // After every render: a day reached in another month is focused once the grid shows it.
  useEffect(() => {
    const day = pendingFocus.current;
    if (!day?.startsWith(month)) return;
    pendingFocus.current = null;
    focusCell(day);
  });

  // The calendar shows the club's years only (parseYearMonth): no move goes past them.
  const previousMonth = parseYearMonth(shiftMonth(month, -1));
  const nextMonth = parseYearMonth(shiftMonth(month, 1));
  const goTo = (day: string) => {
    if (!parseYearMonth(day.slice(0, 7))) return;
    setFocusDay(day);
    if (day.startsWith(month)) {
      focusCell(day);
    } else {
      pendingFocus.current = day;
      onMonthChange(day.slice(0, 7));
    }
  };
  const select = (day: string) => {
    setChosenDay(day);
    setPreviewDay(null);
    goTo(day);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>, day: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(day);
      return;
    }
    const to = moveInCalendar(day, e.key, e.shiftKey);
    if (!to) return;
    e.preventDefault();
    goTo(to);
  };

  const Title = `h${headingLevel}` as const;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="rounded-2xl border border-white/10 bg-surface p-3 sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <MonthLink to={previousMonth} href={monthHref} onMonthChange={onMonthChange} label="Previous month">
            <ChevronLeft aria-hidden />
          </MonthLink>
          <Title id={titleId} className="font-display text-3xl tracking-wide" aria-live="polite">
            {monthTitle(month)}
          </Title>
          <MonthLink to={nextMonth} href={monthHref} onMonthChange={onMonthChange} label="Next month">
            <ChevronRight aria-hidden />
          </MonthLink>
        </div>
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with the grid role is the date grid pattern: its cells take focus and selection
          role="grid"
          aria-labelledby={titleId}
          className="w-full table-fixed border-separate border-spacing-1"
          onPointerLeave={() => setPreviewDay(null)}
        >
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th
                  key={name}
                  scope="col"
                  abbr={name}
                  className="py-1 text-center text-xs font-semibold text-muted uppercase"
                >
                  {name.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const dayEvents = days.get(day) ?? [];
                  const inMonth = day.startsWith(month);
                  const count = dayEvents.length;
                  const selected = day === selectedDay;
                  return (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a grid (the table's role) is a gridcell, which can be selected
                    <td
                      key={day}
                      data-day={day}
                      tabIndex={day === tabDay ? 0 : -1}
                      aria-selected={selected}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => select(day)}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      onFocus={() => setFocusDay(day)}
                      onPointerMove={(e) => {
                        // A moving mouse previews; a finger selects with its tap (the click). Not
                        // on enter: a month that changes under a still pointer previews nothing.
                        if (e.pointerType === 'mouse') setPreviewDay(day);
                      }}
                      className="cursor-pointer rounded-lg p-0 select-none"
                    >
                      <div
                        className={`flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg text-sm transition sm:aspect-[4/3] ${
                          day === today ? 'font-bold text-cyan' : inMonth ? 'text-text' : 'text-muted'
                        } ${
                          selected
                            ? 'bg-cyan/15 ring-1 ring-cyan'
                            : day === previewDay
                              ? 'bg-white/10'
                              : 'hover:bg-white/5'
                        }`}
                      >
                        <span aria-hidden>{Number(day.slice(8))}</span>
                        <span className="sr-only">{calendarDayLabel(day, count)}</span>
                        <span className="flex h-2 items-center gap-0.5" aria-hidden>
                          {dayEvents.slice(0, MAX_DOTS).map((e) => (
                            <span
                              key={e.id}
                              className={`size-1.5 rounded-full ${categoryDot(e.categoryColor)}`}
                            />
                          ))}
                          {count > MAX_DOTS && (
                            <span className="text-[10px] leading-none text-muted">+{count - MAX_DOTS}</span>
                          )}
                        </span>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CalendarDayEvents
        day={panelDay}
        events={days.get(panelDay) ?? []}
        headingLevel={(headingLevel + 1) as 3 | 4}
      />
    </div>
  );
}

/**
 * An arrow to another month: a link to its address, followed in place on a plain click (a new tab
 * or window, by a modifier key or another button, opens the address). Past the club's years there
 * is no month to link to, and the arrow is a disabled button.
 */
function MonthLink({
  to,
  href,
  onMonthChange,
  label,
  children,
}: {
  to: string | null;
  href: (month: string) => string;
  onMonthChange: (month: string) => void;
  label: string;
  children: ReactNode;
}) {
  const className = 'rounded-full p-2 hover:bg-white/5 disabled:opacity-40';
  if (!to) {
    return (
      <button type="button" disabled className={className} aria-label={label}>
        {children}
      </button>
    );
  }
  return (
    <a
      href={href(to)}
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        onMonthChange(to);
      }}
    >
      {children}
    </a>
  );
}

/** The calendar's month, kept by the component itself (the home page). */
export function useCalendarMonth(): [string, (month: string) => void] {
  return useState(() => miamiToday().slice(0, 7));
}
