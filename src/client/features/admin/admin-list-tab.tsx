import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { listSearch, showingText } from '../../../shared/admin-lists';
import { buttonClass } from '../../components/ui/button-styles';
import { useDebounced } from '../../lib/use-debounced';
import { DeleteButton, type DeleteButtonProps, EditButton } from './card-actions';
import { ListSearch, matching } from './list-search';
import { AddButton, CardGrid, CsvButton, EmptyText, LoadError, LoadingText, TabHeader } from './tab-states';

// The dashboard's tabs are one shape: a heading with its actions, the list in its four states
// (loading, failed, empty, its items), and, where staff edit the list, an Add button, Edit and
// Delete on every card and the form in a dialog. A list that can grow has a search box, and the
// item just saved stands out (and is scrolled to) until the next form opens. A short list
// (sponsors, Wall of Fame) is loaded whole and searched in the browser; a long one comes a page
// at a time, searched on the server, with "Show more".

/** A long list read a page at a time (admin-query.ts); the search is sent to the server. */
export interface PagedSource<T, P extends { total: number }> {
  // biome-ignore lint/suspicious/noExplicitAny: each list has its own key and page parameter
  query: (search: string | undefined) => UseInfiniteQueryOptions<P, Error, InfiniteData<P, any>, any, any>;
  /** A page's items. */
  items: (page: P) => T[];
  /** How many items the whole list holds, when the loaded pages do not say it alone. */
  total?: (pages: P[]) => number | undefined;
}

interface ListTabProps<T, K extends QueryKey> {
  /** Names the section: its heading's id is `${name}-heading`. */
  name: string;
  title: string;
  description: string;
  /** A short list, loaded whole. */
  query?: UseQueryOptions<T[], Error, T[], K>;
  /** A long list, a page at a time (instead of `query`). */
  // biome-ignore lint/suspicious/noExplicitAny: each list's page has its own shape
  paged?: PagedSource<T, any>;
  loading: string;
  /** Replaces the query's own error message when given. */
  failure?: string;
  empty: string;
  /** The heading's buttons. */
  actions?: ReactNode;
  /** A download of the list, offered once it has items. */
  csv?: { path: string; fileName: string };
  /** Between the heading and the list (e.g. the sponsor pitch deck). */
  above?: ReactNode;
  /** After the list (e.g. the open form). */
  after?: ReactNode;
  /**
   * A search box: its label, and what an item is called; a list loaded whole also says an item's
   * text (a paged list is searched by the server).
   */
  search?: { label: string; noun: string; text?: (item: T) => string };
  /**
   * The items shown, in their order (e.g. a past event just saved kept after the upcoming ones);
   * all of them, as given, without.
   */
  view?: (items: T[]) => T[];
  /** Beside the search box (e.g. the past events switch). */
  controls?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** What a list's body shows, however it was loaded. */
interface Shown<T> {
  items: T[];
  /** How many items the search finds in all. */
  total: number;
  /** The list (before a search) holds nothing. */
  none: boolean;
  /** The next page, when there is one. */
  more?: { load: () => Promise<{ hasNextPage: boolean }>; busy: boolean };
  /** The items are the previous search's while the new one loads. */
  stale: boolean;
}

/** A tab that shows a list, read only. */
export function ListTab<T, K extends QueryKey>(props: ListTabProps<T, K>) {
  return props.paged ? <PagedList {...props} paged={props.paged} /> : <WholeList {...props} />;
}

/** A list loaded whole: the search narrows it in the browser. */
function WholeList<T, K extends QueryKey>(props: ListTabProps<T, K>) {
  const { query, search, view } = props;
  const list = useQuery(query as UseQueryOptions<T[], Error, T[], K>);
  const [typed, setTyped] = useState('');
  const data = list.data;
  const viewed = data && (view ? view(data) : data);
  const found = viewed && (search?.text ? matching(viewed, typed, search.text) : viewed);
  return (
    <ListFrame
      {...props}
      typed={typed}
      onType={setTyped}
      state={list}
      shown={
        viewed && found
          ? { items: found, total: viewed.length, none: data?.length === 0, stale: false }
          : undefined
      }
      counting={(shown) => (typed.trim() ? `${shown.items.length} of ${shown.total} ${search?.noun}` : '')}
    />
  );
}

/** Typing waits this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * The search as the server takes it, a little after typing stops: one the server would refuse is
 * not sent (its reason is given), and the list stays as it was.
 */
export function useServerSearch(typed: string): { search: string | undefined; error?: string } {
  const settled = useDebounced(typed, SEARCH_DELAY_MS);
  const checked = listSearch.safeParse(settled);
  const [search, setSearch] = useState<string | undefined>();
  useEffect(() => {
    if (checked.success) setSearch(checked.data || undefined);
  }, [checked.success, checked.data]);
  return { search, error: checked.success ? undefined : checked.error.issues[0]?.message };
}

/** A list read a page at a time: the search goes to the server, "Show more" reads the next page. */
// biome-ignore lint/suspicious/noExplicitAny: each list's page has its own shape
function PagedList<T, K extends QueryKey>(props: ListTabProps<T, K> & { paged: PagedSource<T, any> }) {
  const { paged } = props;
  const [typed, setTyped] = useState('');
  const { search, error } = useServerSearch(typed);
  const list = useInfiniteQuery(paged.query(search));
  const pages = list.data?.pages;
  const loaded = pages?.flatMap(paged.items);
  const items = loaded && (props.view ? props.view(loaded) : loaded);
  const total = pages && (paged.total?.(pages) ?? pages[0]?.total ?? 0);
  const noun = props.search?.noun ?? 'items';
  return (
    <ListFrame
      {...props}
      typed={typed}
      onType={setTyped}
      searchError={error}
      state={list}
      shown={
        items && total !== undefined
          ? {
              items,
              total,
              none: total === 0 && !search,
              stale: list.isPlaceholderData,
              more: list.hasNextPage
                ? { load: () => list.fetchNextPage(), busy: list.isFetchingNextPage }
                : undefined,
            }
          : undefined
      }
      counting={(shown) => (shown.total > 0 ? showingText(shown.items.length, shown.total, noun) : '')}
    />
  );
}

/** The tab around a list: heading, search and controls, then the list in its states. */
function ListFrame<T, K extends QueryKey>({
  name,
  title,
  description,
  loading,
  failure,
  empty,
  actions,
  csv,
  above,
  after,
  search,
  controls,
  children,
  typed,
  onType,
  searchError,
  state,
  shown,
  counting,
}: ListTabProps<T, K> & {
  typed: string;
  onType: (typed: string) => void;
  searchError?: string;
  state: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  shown: Shown<T> | undefined;
  /** The line that says how many items are shown. */
  counting: (shown: Shown<T>) => string;
}) {
  const download = csv && shown && !shown.none && <CsvButton {...csv} />;
  const typedText = typed.trim();
  const body = () => {
    if (state.isPending || !shown) return <LoadingText>{loading}</LoadingText>;
    if (state.isError)
      return <LoadError message={failure ?? state.error?.message ?? ''} onRetry={state.refetch} />;
    if (shown.none && !controls) return <EmptyText>{empty}</EmptyText>;
    return (
      <>
        {(search || controls) && (
          <div className="flex flex-col gap-x-6 sm:flex-row sm:items-start sm:justify-between">
            {search && (
              <ListSearch
                label={search.label}
                value={typed}
                onChange={onType}
                status={searchError ?? counting(shown)}
              />
            )}
            {controls && <div className="mb-4">{controls}</div>}
          </div>
        )}
        <div className={shown.stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          {shown.items.length > 0 ? (
            children(shown.items)
          ) : (
            <EmptyText>{typedText ? `No ${search?.noun ?? 'items'} match “${typedText}”.` : empty}</EmptyText>
          )}
        </div>
        {shown.more && <ShowMore {...shown.more} />}
      </>
    );
  };
  return (
    <section aria-labelledby={`${name}-heading`}>
      <TabHeader id={`${name}-heading`} title={title} description={description}>
        {actions ?? download}
      </TabHeader>
      {above}
      {body()}
      {after}
    </section>
  );
}

/**
 * Reads the next page; the list grows below and focus stays on the button, or, once the last page
 * is in and the button goes, moves to the list just before it (without scrolling).
 */
export function ShowMore({ load, busy }: { load: () => Promise<{ hasNextPage: boolean }>; busy: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const showMore = async () => {
    const { hasNextPage } = await load();
    const list = wrapper.current?.previousElementSibling;
    if (hasNextPage || !(list instanceof HTMLElement)) return;
    list.tabIndex = -1;
    list.focus({ preventScroll: true });
  };
  return (
    <div ref={wrapper} className="mt-6 flex justify-center">
      <button type="button" onClick={showMore} aria-disabled={busy} className={buttonClass('secondary')}>
        {busy ? 'Loading...' : 'Show more'}
      </button>
    </div>
  );
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The item just saved: it stands out until another form opens, and is scrolled into view once the
 * refreshed list shows it.
 */
function useJustSaved() {
  const [savedId, setSavedId] = useState<number | null>(null);
  const scrolled = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (savedId == null || scrolled.current === savedId) return;
    const card = list.current?.querySelector(`[data-item-id="${savedId}"]`);
    if (!card) return;
    scrolled.current = savedId;
    card.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  });
  return {
    savedId,
    list,
    saved: (id: number | undefined) => {
      scrolled.current = null;
      setSavedId(id ?? null);
    },
  };
}

/** What Delete asks, and the toasts it ends with: everything but the item's name and the call. */
type Deletion = Omit<DeleteButtonProps, 'name' | 'remove'>;

interface AdminListTabProps<T extends { id: number }, K extends QueryKey>
  extends Omit<ListTabProps<T, K>, 'actions' | 'csv' | 'after' | 'children' | 'view'> {
  /** The items shown, in their order; `justSaved` is the item just saved, which should stay in sight. */
  view?: (items: T[], justSaved: number | null) => T[];
  /** The Add button's text. */
  addLabel: string;
  /** More buttons of the heading, before Add (e.g. the events' categories). */
  headerActions?: ReactNode;
  /** The card list's accessible name. */
  listLabel: string;
  /** What an item is called on its Edit and Delete buttons (for screen readers). */
  itemName: (item: T) => string;
  /** The card; `actions` (Edit, `extraActions`, Delete) go where it puts them. */
  card: (item: T, actions: ReactNode) => ReactNode;
  /** Buttons between Edit and Delete (e.g. an event's RSVPs). */
  extraActions?: (item: T) => ReactNode;
  deletion: (item: T) => Deletion;
  /** Whether an item can still be edited (all can without it): a message sent cannot. */
  editable?: (item: T) => boolean;
  /** Whether an item can be deleted (all can without it). */
  deletable?: (item: T) => boolean;
  /** Deletes an item by its id. */
  remove: UseMutationOptions<{ message: string }, Error, number>;
  /** The add (null) or edit form; it calls onClose when done (with the saved id) or dismissed. */
  form: (item: T | null, onClose: (savedId?: number) => void) => ReactNode;
}

/** A tab whose list staff edit: Add, and Edit and Delete on each card. */
export function AdminListTab<T extends { id: number }, K extends QueryKey>({
  addLabel,
  headerActions,
  listLabel,
  itemName,
  card,
  extraActions,
  deletion,
  editable,
  deletable,
  remove,
  form,
  view,
  ...list
}: AdminListTabProps<T, K>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const justSaved = useJustSaved();
  const open = (item: T | 'new') => {
    justSaved.saved(undefined);
    setEditing(item);
  };
  return (
    <ListTab
      {...list}
      view={view && ((items) => view(items, justSaved.savedId))}
      actions={
        <>
          {headerActions}
          <AddButton label={addLabel} onClick={() => open('new')} />
        </>
      }
      after={
        editing &&
        form(editing === 'new' ? null : editing, (savedId) => {
          setEditing(null);
          if (savedId != null) justSaved.saved(savedId);
        })
      }
    >
      {(items) => (
        <div ref={justSaved.list}>
          <CardGrid label={listLabel}>
            {items.map((item) => {
              const highlighted = item.id === justSaved.savedId;
              return (
                <li
                  key={item.id}
                  data-item-id={item.id}
                  className={
                    highlighted
                      ? 'relative rounded-2xl ring-2 ring-teal ring-offset-4 ring-offset-bg'
                      : undefined
                  }
                >
                  {highlighted && (
                    <p className="absolute -top-3 right-4 z-10 rounded-full bg-teal px-2.5 py-0.5 text-xs font-bold text-bg">
                      Just saved
                    </p>
                  )}
                  <AdminCard
                    item={item}
                    name={itemName(item)}
                    card={card}
                    extraActions={extraActions}
                    deletion={deletion}
                    remove={remove}
                    onEdit={editable && !editable(item) ? undefined : () => open(item)}
                    deletable={deletable ? deletable(item) : true}
                  />
                </li>
              );
            })}
          </CardGrid>
        </div>
      )}
    </ListTab>
  );
}

function AdminCard<T extends { id: number }, K extends QueryKey>({
  item,
  name,
  card,
  extraActions,
  deletion,
  remove,
  onEdit,
  deletable,
}: Pick<AdminListTabProps<T, K>, 'card' | 'extraActions' | 'deletion' | 'remove'> & {
  item: T;
  name: string;
  /** None: the item can no longer be edited. */
  onEdit: (() => void) | undefined;
  deletable: boolean;
}) {
  const deleting = useMutation(remove);
  return card(
    item,
    <>
      {onEdit && <EditButton name={name} onClick={onEdit} />}
      {extraActions?.(item)}
      {deletable && (
        <DeleteButton {...deletion(item)} name={name} remove={() => deleting.mutateAsync(item.id)} />
      )}
    </>,
  );
}
