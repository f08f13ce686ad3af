import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type EventView = 'list' | 'calendar';

const VIEWS: readonly [EventView, string][] = [
  ['list', 'Event List'],
  ['calendar', 'Calendar View'],
];

const tabClass =
  'rounded-full px-5 py-2.5 text-sm font-semibold text-muted transition data-[state=active]:bg-pink data-[state=active]:text-bg hover:text-text data-[state=active]:hover:text-bg';

/**
 * The two views of /events as tabs, by the WAI-ARIA tabs pattern: one tab stop, the arrow keys
 * (and Home, End) move to the other tab and show it, and the panel shows the chosen view. A few
 * lines of our own instead of Radix Tabs, whose code (about 10 KB) the page would download first.
 */
export function EventViewTabs({
  view,
  onViewChange,
  children,
}: {
  view: EventView;
  onViewChange: (view: EventView) => void;
  /** The chosen view's content. */
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent) => {
    const at = VIEWS.findIndex(([value]) => value === view);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: VIEWS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const index = (to + VIEWS.length) % VIEWS.length;
    onViewChange(VIEWS[index][0]);
    list.current?.querySelectorAll('button')[index]?.focus();
  };
  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label="Event views"
        aria-orientation="horizontal"
        onKeyDown={move}
        className="mx-auto mb-8 flex w-fit gap-1 rounded-full border border-white/10 bg-surface p-1"
      >
        {VIEWS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}`}
            aria-selected={value === view}
            aria-controls={`${id}-panel`}
            tabIndex={value === view ? 0 : -1}
            data-state={value === view ? 'active' : 'inactive'}
            onClick={() => onViewChange(value)}
            className={tabClass}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`}>
        {children}
      </div>
    </>
  );
}
