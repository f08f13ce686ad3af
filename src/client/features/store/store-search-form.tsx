import { ChevronDown } from 'lucide-react';
import { STORE_SORT_LABELS, STORE_SORTS, type StoreSort, type StoreView } from '../../../shared/store';
import { SearchField } from '../../components/ui/search-field';
import { useEarlyChange } from '../../lib/use-early-change';

interface Props {
  view: StoreView;
  onSearch: (q: string) => void;
  onSort: (sort: StoreSort) => void;
}

/**
 * The search box and the sort order. It is a real GET form to /store, so before the page has
 * hydrated (or without JavaScript) Enter still shows the results; once hydrated, every letter
 * updates the grid and the URL without a reload, and what was typed or picked while the script
 * was loading is taken up.
 */
export function StoreSearchForm({ view, onSearch, onSort }: Props) {
  const searchRef = useEarlyChange<HTMLInputElement, string>(view.q, onSearch);
  const sortRef = useEarlyChange<HTMLSelectElement, string>(view.sort, (sort) => onSort(sort as StoreSort));
  return (
    <search>
      <form
        action="/store"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // On a phone, Enter means "done typing": put the keyboard away to show the results.
          const input = event.currentTarget.elements.namedItem('q');
          if (input instanceof HTMLInputElement) input.blur();
        }}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <SearchField
          id="store-search"
          label="Search products"
          ref={searchRef}
          value={view.q}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search jerseys, hats, drinkware…"
          autoComplete="off"
        />
        {view.category && <input type="hidden" name="category" value={view.category} />}
        <div className="flex items-center gap-3">
          <label htmlFor="store-sort" className="shrink-0 text-sm text-muted">
            Sort by
          </label>
          <div className="relative w-full sm:w-56">
            <select
              ref={sortRef}
              id="store-sort"
              name="sort"
              value={view.sort}
              onChange={(event) => onSort(event.target.value as StoreSort)}
              className="h-12 w-full appearance-none rounded-full border border-white/15 bg-surface pr-10 pl-4 text-text focus:border-cyan/70"
            >
              {STORE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {STORE_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              size={18}
              className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-cyan"
            />
          </div>
        </div>
      </form>
    </search>
  );
}
