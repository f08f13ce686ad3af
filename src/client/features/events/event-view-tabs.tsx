import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';

export type EventView = 'list' | 'calendar';

const VIEWS: readonly [EventView, string][] = [
  ['list', 'Event List'],
  ['calendar', 'Calendar View'],
];

const tabClass =
  'rounded-full px-5 py-2.5 text-sm font-semibold text-muted transition data-[state=active]:bg-pink data-[state=active]:text-bg hover:text-text data-[state=active]:hover:text-bg';

/**
 * The two views of /events as tabs, by the WAI-ARIA tabs pattern: one tab stop, the arrow keys
 * (and Home, End) move to the other tab and show it, and the panel shows the chosen view. Each tab
 * is a link to the page in its view, so before the page's script has loaded (or without it) a tab
 * still opens its view, and both tabs are tab stops until the arrow keys work. A few lines of our
 * own instead of Radix Tabs, whose code (about 10 KB) the page would download first.
 */
export function EventViewTabs({
  view,
  hrefOf,
  onViewChange,
  children,
}: {
  view: EventView;
  /** The address of the page in a view, with the category and search kept. */
  hrefOf: (view: EventView) => string;
  onViewChange: (view: EventView) => void;
  /** The chosen view's content. */
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  // The arrow keys need the script: until it runs, the server's HTML leaves every tab reachable.
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);
  const move = (e: KeyboardEvent) => {
    const at = VIEWS.findIndex(([value]) => value === view);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: VIEWS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const index = (to + VIEWS.length) % VIEWS.length;
    onViewChange(VIEWS[index][0]);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
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
          <Link
            key={value}
            href={hrefOf(value)}
            role="tab"
            id={`${id}-${value}`}
            aria-selected={value === view}
            aria-controls={`${id}-panel`}
            tabIndex={roving && value !== view ? -1 : 0}
            data-state={value === view ? 'active' : 'inactive'}
            // The view shown already: no second history entry for it.
            onClick={value === view ? (e) => e.preventDefault() : undefined}
            className={tabClass}
          >
            {label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`}>
        {children}
      </div>
    </>
  );
}
