import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ALL_EVENTS } from '../../../shared/constants';
import { type EventCategoryChip, isAllEvents } from '../../../shared/events';
import { SearchField } from '../../components/ui/search-field';
import { useEarlyChange } from '../../lib/use-early-change';
import { eventCategoriesQuery } from './api';
import { categoryDot } from './category-style';

const chipClass = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-semibold transition ${
    active ? 'border-cyan bg-cyan text-bg' : 'border-white/15 text-muted hover:border-cyan/60 hover:text-text'
  }`;

/** A chip of the category shown already: no second history entry for it. */
const sameView = (event: React.MouseEvent) => event.preventDefault();

const sameCategory = (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase();

/**
 * The events page's filters: a search box and the category chips. The chips are "All Events" and
 * the categories of the events to come, as the server lists them (whatever staff named), plus the
 * category asked for when no event to come has it, so the filter shown can always be undone.
 * They are links to the page with that category, and the search is a GET form to /events, so both
 * work before the page's script has loaded (or without it); once hydrated, a chip changes the list
 * without a reload and every letter of the search updates the list and the address.
 *
 * A search within a category says so, with a "search all" link to the same search in every
 * category.
 */
export function EventFilters({
  params,
  category,
  search,
  hrefWith,
  onSearch,
  children,
}: {
  /** The page's view as it reads it: the form sends the view and category along with the search. */
  params: URLSearchParams;
  category: string | null;
  /** The search as typed ('' for none). */
  search: string;
  /** The address of this page with some parameters changed (null removes one). */
  hrefWith: (changes: Record<string, string | null>) => string;
  onSearch: (search: string) => void;
  /** More fields of the form (the past-events switch of the list). */
  children?: React.ReactNode;
}) {
  const kept = ['view', 'month', 'category'].filter((name) => params.get(name));
  const { data: categories = [] } = useQuery(eventCategoriesQuery);
  const filter = category && !isAllEvents(category) ? category : null;
  const chips: (EventCategoryChip | { name: string; color: null })[] =
    filter && !categories.some((c) => sameCategory(c.name, filter))
      ? [...categories, { name: filter, color: null }]
      : categories;
  const searching = search.trim() !== '';
  const searchRef = useEarlyChange<HTMLInputElement, string>(search, onSearch);
  return (
    <search className="mx-auto grid max-w-3xl gap-5">
      <form
        action="/events"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // On a phone, Enter means "done typing": put the keyboard away to show the results.
          const input = event.currentTarget.elements.namedItem('q');
          if (input instanceof HTMLInputElement) input.blur();
        }}
        className="grid gap-5"
      >
        {/* First, so that the address reads as the page's own links do: ?category=NBA&q=… */}
        {kept.map((name) => (
          <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
        ))}
        <div>
          <div className="flex gap-2">
            <SearchField
              id="event-search"
              label="Search events"
              ref={searchRef}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder="Search events, venues…"
              autoComplete="off"
              maxLength={100}
            />
            <button
              type="submit"
              className="h-12 shrink-0 rounded-full border border-cyan/70 px-5 text-sm font-semibold text-cyan transition hover:bg-cyan/10"
            >
              Search
            </button>
          </div>
          {/* Always in the page, so that screen readers announce the line when it appears. */}
          <div role="status" className="text-center text-sm text-muted [&:not(:empty)]:mt-3">
            {filter && searching && (
              <>
                In <span className="font-semibold text-text">{filter}</span> only ·{' '}
                <Link
                  href={hrefWith({ category: null })}
                  // The link goes with the category: the focus stays with the search.
                  onClick={() =>
                    requestAnimationFrame(() => document.getElementById('event-search')?.focus())
                  }
                  className="inline-block py-1 font-semibold text-cyan underline underline-offset-4 hover:text-text"
                >
                  search all
                </Link>
              </>
            )}
          </div>
        </div>
        <fieldset className="flex flex-wrap justify-center gap-2">
          <legend className="sr-only">Filter by category</legend>
          <Link
            href={hrefWith({ category: null })}
            aria-current={filter ? undefined : 'page'}
            onClick={filter ? undefined : sameView}
            className={chipClass(!filter)}
          >
            {ALL_EVENTS}
          </Link>
          {chips.map(({ name, color }) => {
            const active = filter !== null && sameCategory(name, filter);
            return (
              <Link
                key={name}
                href={hrefWith({ category: name })}
                aria-current={active ? 'page' : undefined}
                onClick={active ? sameView : undefined}
                className={`${chipClass(active)} inline-flex items-center gap-2`}
              >
                {/* The category's colour, as its events' badges show it (none for a category asked for that no event to come has). */}
                {color && (
                  <span
                    aria-hidden
                    className={`size-2.5 rounded-full ring-1 ring-bg/60 ${categoryDot(color)}`}
                  />
                )}
                {name}
              </Link>
            );
          })}
        </fieldset>
        {children}
      </form>
    </search>
  );
}
