import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeleteButton, type DeleteButtonProps, EditButton } from './card-actions';
import { AddButton, CardGrid, CsvButton, TabHeader, TabList } from './tab-states';

// The dashboard's tabs are one shape: a heading with its actions, the list in its four states
// (loading, failed, empty, its items), and, where staff edit the list, an Add button, Edit and
// Delete on every card and the form in a dialog.

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
  children,
}: ListTabProps<T, K>) {
  const list = useQuery(query);
  const download = csv && list.data && list.data.length > 0 && <CsvButton {...csv} />;
  return (
    <section aria-labelledby={`${name}-heading`}>
      <TabHeader id={`${name}-heading`} title={title} description={description}>
        {actions ?? download}
      </TabHeader>
      {above}
      <TabList query={list} loading={loading} failure={failure} empty={empty}>
        {children}
      </TabList>
      {after}
    </section>
  );
}

/** What Delete asks, and the toasts it ends with: everything but the item's name and the call. */
type Deletion = Omit<DeleteButtonProps, 'name' | 'remove'>;

interface AdminListTabProps<T extends { id: number }, K extends QueryKey>
  extends Omit<ListTabProps<T, K>, 'actions' | 'csv' | 'after' | 'children'> {
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
  /** The add (null) or edit form; it calls onClose when done or dismissed. */
  form: (item: T | null, onClose: () => void) => ReactNode;
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
  ...list
}: AdminListTabProps<T, K>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <ListTab
      {...list}
      actions={<AddButton label={addLabel} onClick={() => setEditing('new')} />}
      after={editing && form(editing === 'new' ? null : editing, () => setEditing(null))}
    >
      {(items) => (
        <CardGrid label={listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              <AdminCard
                item={item}
                name={itemName(item)}
                card={card}
                extraActions={extraActions}
                deletion={deletion}
                remove={remove}
                onEdit={() => setEditing(item)}
              />
            </li>
          ))}
        </CardGrid>
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
