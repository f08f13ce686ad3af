import { type InfiniteData, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { showingText } from '../../../shared/admin-lists';
import { TextField } from '../../components/ui/text-field';
import { ShowMore, useServerSearch } from './admin-list-tab';
import { CardGrid, CsvButton, EmptyText, LoadError, LoadingText, RowList, TabHeader } from './tab-states';

// A list the server searches, filters and counts (all members, newsletter subscribers): the
// heading with its CSV, a search box and filter buttons that show how many each would find, then
// the list in its states, a page at a time with "Show more".

interface FilteredListProps<P extends { total: number }, T extends { id: number }> {
  /** Names the section: its heading's id is `${name}-heading`. */
  name: string;
  title: string;
  description: string;
  /** The list as the search finds it (and the filters, which the caller keeps), a page at a time. */
  // biome-ignore lint/suspicious/noExplicitAny: each list has its own key and page parameter
  query: (search: string | undefined) => UseInfiniteQueryOptions<P, Error, InfiniteData<P, any>, any, any>;
  /** A page's items. */
  items: (page: P) => T[];
  /** The download of what the search (and the filters) find, offered once there is something. */
  csv: (search: string | undefined) => { path: string; fileName: string };
  searchLabel: string;
  /** The filter buttons under the search box, with the first page's counts (none while it loads). */
  filters: (first: P | undefined) => ReactNode;
  /** A filter other than the search is chosen. */
  filtered: boolean;
  loading: string;
  /** What one item and many are called: "1 member", "12 members". */
  noun: [one: string, many: string];
  /** What the list says when it holds nothing, and when the search and filters find nothing. */
  empty: { none: string; noMatch: string };
  /** The card list's accessible name. */
  listLabel: string;
  /** The items one under another, each as wide as the list (a log), instead of the card grid. */
  rows?: boolean;
  /** An item's card. */
  children: (item: T) => ReactNode;
}

export function FilteredList<P extends { total: number }, T extends { id: number }>({
  name,
  title,
  description,
  query,
  items,
  csv,
  searchLabel,
  filters,
  filtered,
  loading,
  noun,
  empty,
  listLabel,
  rows = false,
  children,
}: FilteredListProps<P, T>) {
  const [typed, setTyped] = useState('');
  // A search the server would refuse is said under the field; the list stays as it was.
  const { search, error: searchError } = useServerSearch(typed);
  const list = useInfiniteQuery(query(search));
  const first = list.data?.pages[0];
  const found = list.data?.pages.flatMap(items) ?? [];
  const total = first?.total ?? 0;
  const counted = total === 1 ? noun[0] : noun[1];
  const List = rows ? RowList : CardGrid;

  return (
    <section aria-labelledby={`${name}-heading`}>
      <TabHeader id={`${name}-heading`} title={title} description={description}>
        {found.length > 0 && <CsvButton {...csv(search)} />}
      </TabHeader>
      <div className="grid gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5">
        <div className="sm:max-w-md">
          <TextField
            label={searchLabel}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={searchError}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className="w-full"
          />
        </div>
        {filters(first)}
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <LoadingText>{loading}</LoadingText>
        ) : list.isError ? (
          <LoadError message={list.error.message} onRetry={() => list.refetch()} />
        ) : (
          <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <p role="status" className="mb-4 text-sm text-muted">
              {found.length === total
                ? `${total.toLocaleString('en-US')} ${counted}`
                : showingText(found.length, total, counted)}
            </p>
            {found.length === 0 ? (
              <EmptyText>{search || filtered ? empty.noMatch : empty.none}</EmptyText>
            ) : (
              <List label={listLabel}>
                {found.map((item) => (
                  <li key={item.id}>{children(item)}</li>
                ))}
              </List>
            )}
          </div>
        )}
        {list.hasNextPage && <ShowMore load={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
      </div>
    </section>
  );
}

const chipClass = (active: boolean) =>
  `inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition ${
    active ? 'border-cyan bg-cyan text-bg' : 'border-white/15 text-muted hover:border-cyan/60 hover:text-text'
  }`;

/** One row of filter buttons: "All ..." and one per value, each with how many the search finds. */
export function FilterChips<Id extends string>({
  legend,
  every,
  options,
  total,
  chosen,
  onChoose,
}: {
  legend: string;
  every: string;
  options: { id: Id; label: string; count: number | undefined }[];
  total: number | undefined;
  chosen: Id | undefined;
  onChoose: (id: Id | undefined) => void;
}) {
  const chip = (id: Id | undefined, label: string, count: number | undefined) => (
    <button
      key={id ?? 'every'}
      type="button"
      aria-pressed={chosen === id}
      onClick={() => onChoose(id)}
      className={chipClass(chosen === id)}
    >
      {label}{' '}
      {count !== undefined && (
        <span className="font-display text-base leading-none tabular-nums">{count}</span>
      )}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-xs tracking-wide text-muted uppercase">{legend}</legend>
      {chip(undefined, every, total)}
      {options.map((option) => chip(option.id, option.label, option.count))}
    </fieldset>
  );
}
