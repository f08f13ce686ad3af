import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DeleteButton, type DeleteButtonProps, EditButton } from './card-actions';
import { ListSearch, matching } from './list-search';
import { AddButton, CardGrid, CsvButton, EmptyText, TabHeader, TabList } from './tab-states';

// The dashboard's tabs are one shape: a heading with its actions, the list in its four states
// (loading, failed, empty, its items), and, where staff edit the list, an Add button, Edit and
// Delete on every card and the form in a dialog. A list that can grow has a search box, and the
// item just saved stands out (and is scrolled to) until the next form opens.

interface ListTabProps<T, K extends QueryKey> {
  /** Names the section: its heading's id is `${name}-heading`. */
  name: string;
  title: string;
  description: string;
  query: UseQueryOptions<T[], Error, T[], K>;
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
  /** A search box over the loaded list: its label, what an item is called, and an item's text. */
  search?: { label: string; noun: string; text: (item: T) => string };
  /** The items shown, in their order (e.g. upcoming events only); all of them, as given, without. */
  view?: (items: T[]) => T[];
  /** Beside the search box (e.g. the past events switch). */
  controls?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A tab that shows a list, read only. */
export function ListTab<T, K extends QueryKey>({
  name,
  title,
  description,
  query,
  loading,
  failure,
  empty,
  actions,
  csv,
  above,
  after,
  search,
  view,
  controls,
  children,
}: ListTabProps<T, K>) {
  const list = useQuery(query);
  const [typed, setTyped] = useState('');
  const download = csv && list.data && list.data.length > 0 && <CsvButton {...csv} />;
  return (
    <section aria-labelledby={`${name}-heading`}>
      <TabHeader id={`${name}-heading`} title={title} description={description}>
        {actions ?? download}
      </TabHeader>
      {above}
      <TabList query={list} loading={loading} failure={failure} empty={empty}>
        {(items) => {
          const viewed = view ? view(items) : items;
          const found = search ? matching(viewed, typed, search.text) : viewed;
          return (
            <>
              {(search || controls) && (
                <div className="flex flex-col gap-x-6 sm:flex-row sm:items-start sm:justify-between">
                  {search && (
                    <ListSearch
                      label={search.label}
                      value={typed}
                      onChange={setTyped}
                      shown={found.length}
                      total={viewed.length}
                      noun={search.noun}
                    />
                  )}
                  {controls && <div className="mb-4">{controls}</div>}
                </div>
              )}
              {found.length > 0 ? (
                children(found)
              ) : (
                <EmptyText>
                  {typed.trim() ? `No ${search?.noun ?? 'items'} match “${typed.trim()}”.` : empty}
                </EmptyText>
              )}
            </>
          );
        }}
      </TabList>
      {after}
    </section>
  );
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The item just saved: it stands out until another form opens, and is scrolled into view once the
 * refreshed list shows it.
 */
function useJustSaved(items: { id: number }[] | undefined) {
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
    // Only one item stands out; the list as it is now may not have it yet.
    known: items?.some((item) => item.id === savedId) ?? false,
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
  /** The card list's accessible name. */
  listLabel: string;
  /** What an item is called on its Edit and Delete buttons (for screen readers). */
  itemName: (item: T) => string;
  /** The card; `actions` (Edit, `extraActions`, Delete) go where it puts them. */
  card: (item: T, actions: ReactNode) => ReactNode;
  /** Buttons between Edit and Delete (e.g. an event's RSVPs). */
  extraActions?: (item: T) => ReactNode;
  deletion: (item: T) => Deletion;
  /** Deletes an item by its id. */
  remove: UseMutationOptions<{ message: string }, Error, number>;
  /** The add (null) or edit form; it calls onClose when done (with the saved id) or dismissed. */
  form: (item: T | null, onClose: (savedId?: number) => void) => ReactNode;
}

/** A tab whose list staff edit: Add, and Edit and Delete on each card. */
export function AdminListTab<T extends { id: number }, K extends QueryKey>({
  addLabel,
  listLabel,
  itemName,
  card,
  extraActions,
  deletion,
  remove,
  form,
  view,
  ...list
}: AdminListTabProps<T, K>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const loaded = useQuery(list.query).data;
  const justSaved = useJustSaved(loaded);
  const open = (item: T | 'new') => {
    justSaved.saved(undefined);
    setEditing(item);
  };
  return (
    <ListTab
      {...list}
      view={view && ((items) => view(items, justSaved.savedId))}
      actions={<AddButton label={addLabel} onClick={() => open('new')} />}
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
              const highlighted = justSaved.known && item.id === justSaved.savedId;
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
                    onEdit={() => open(item)}
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
}: Pick<AdminListTabProps<T, K>, 'card' | 'extraActions' | 'deletion' | 'remove'> & {
  item: T;
  name: string;
  onEdit: () => void;
}) {
  const deleting = useMutation(remove);
  return card(
    item,
    <>
      <EditButton name={name} onClick={onEdit} />
      {extraActions?.(item)}
      <DeleteButton {...deletion(item)} name={name} remove={() => deleting.mutateAsync(item.id)} />
    </>,
  );
}
