import { useMutation, useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Tags } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { EventCategory } from '../../../../shared/event-categories';
import { buttonClass } from '../../../components/ui/button-styles';
import { categoryStyle } from '../../events';
import { DeleteButton, EditButton } from '../card-actions';
import { reportFailure, toastSuccess } from '../form-feedback';
import { PanelDialog } from '../panel-dialog';
import { AddButton, cardActionClass, LoadError, LoadingText } from '../tab-states';
import {
  adminEventCategoriesQuery,
  deleteCategoryMutation,
  orderCategoriesMutation,
  retireCategoryMutation,
} from './api';
import { CategoryForm } from './category-form';

// The club's event categories, managed from the Events tab: add one, rename or recolour it (its
// events follow), move it earlier or later (the form's and the chips' order), retire it (its
// events keep it; the form offers it no more) or restore it, and delete one no event has.

/** The Events tab's "Categories" button and the panel it opens. */
export function EventCategoriesButton() {
  // Read with the tab: the event form offers these without waiting.
  useQuery(adminEventCategoriesQuery);
  return (
    <PanelDialog
      trigger={
        <button type="button" className={buttonClass('secondary')}>
          <Tags size={18} aria-hidden />
          Categories
        </button>
      }
      title="Event Categories"
      description="What the event form offers, in the order the events page shows them."
      width="medium"
    >
      <div className="grid gap-5 overflow-y-auto px-5 py-5 sm:px-7">
        <CategoriesPanel />
      </div>
    </PanelDialog>
  );
}

const eventCount = (events: number) =>
  events === 0 ? 'No events' : events === 1 ? '1 event' : `${events} events`;

/** The buttons that move a category, found again after the move to keep the focus on them. */
const moveButton = (id: number, direction: 'up' | 'down') =>
  document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]`);

function CategoriesPanel() {
  const list = useQuery(adminEventCategoriesQuery);
  const order = useMutation(orderCategoriesMutation);
  const [editing, setEditing] = useState<EventCategory | 'new' | null>(null);
  const retiredHeading = useId();
  // A category retired or restored: the focus goes to its button in the other list once that list
  // shows it, however the answer, the lists' new reading and the next paint fall in time.
  const [moved, setMoved] = useState<{ id: number; retired: boolean } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const button = document.querySelector<HTMLButtonElement>(
      `[data-retire="${moved.id}"][data-retired="${moved.retired}"]`,
    );
    if (!button) return;
    button.focus();
    setMoved(null);
  }, [moved, list.data]);
  if (list.isPending) return <LoadingText>Loading categories...</LoadingText>;
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => list.refetch()} />;
  const all = list.data;
  const offered = all.filter((category) => !category.retiredAt);
  const retired = all.filter((category) => category.retiredAt);

  /** Swaps a category with its neighbour among the offered ones; the focus stays on the arrow pressed. */
  const move = (category: EventCategory, direction: 'up' | 'down') => {
    const neighbour = offered[offered.indexOf(category) + (direction === 'up' ? -1 : 1)];
    if (!neighbour || order.isPending) return;
    const swap = (id: number) => (id === category.id ? neighbour.id : id === neighbour.id ? category.id : id);
    order.mutate(
      all.map((c) => swap(c.id)),
      {
        onSuccess: () =>
          requestAnimationFrame(() => {
            const same = moveButton(category.id, direction);
            (same && !same.disabled
              ? same
              : moveButton(category.id, direction === 'up' ? 'down' : 'up')
            )?.focus();
          }),
        onError: (error) => reportFailure(error, 'Failed to reorder categories'),
      },
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {offered.length} offered for new events{retired.length > 0 && ` · ${retired.length} retired`}
        </p>
        <AddButton label="Add Category" onClick={() => setEditing('new')} />
      </div>
      <ol aria-label="Event categories" className="grid gap-2">
        {offered.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            arrows={
              <>
                <MoveButton
                  category={category}
                  direction="up"
                  disabled={index === 0}
                  busy={order.isPending}
                  onMove={move}
                />
                <MoveButton
                  category={category}
                  direction="down"
                  disabled={index === offered.length - 1}
                  busy={order.isPending}
                  onMove={move}
                />
              </>
            }
          >
            <EditButton name={category.name} onClick={() => setEditing(category)} />
            <RetireButton category={category} onMoved={setMoved} />
            {category.events === 0 && <DeleteCategory category={category} />}
          </CategoryRow>
        ))}
      </ol>
      {retired.length > 0 && (
        <section aria-labelledby={retiredHeading} className="grid gap-2">
          <h3 id={retiredHeading} className="font-display text-2xl tracking-wide">
            Retired
          </h3>
          <p className="text-sm text-muted">Their events keep them; the event form offers them no more.</p>
          <ul aria-label="Retired categories" className="grid gap-2">
            {retired.map((category) => (
              <CategoryRow key={category.id} category={category}>
                <EditButton name={category.name} onClick={() => setEditing(category)} />
                <RetireButton category={category} onMoved={setMoved} />
                {category.events === 0 && <DeleteCategory category={category} />}
              </CategoryRow>
            ))}
          </ul>
        </section>
      )}
      {editing && (
        <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/**
 * A category as its events show it, how many have it, and what staff may do with it; the arrows
 * that move it (offered ones only) come first, so they stand in one column.
 */
function CategoryRow({
  category,
  arrows,
  children,
}: {
  category: EventCategory;
  arrows?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-white/10 bg-bg/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {arrows && <span className="flex gap-1.5">{arrows}</span>}
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide break-all uppercase ${categoryStyle(category.color)}`}
        >
          {category.name}
        </span>
        <span className="text-sm whitespace-nowrap text-muted">{eventCount(category.events)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </li>
  );
}

function MoveButton({
  category,
  direction,
  disabled,
  busy,
  onMove,
}: {
  category: EventCategory;
  direction: 'up' | 'down';
  disabled: boolean;
  busy: boolean;
  onMove: (category: EventCategory, direction: 'up' | 'down') => void;
}) {
  const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-move={`${category.id}-${direction}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={() => onMove(category, direction)}
      aria-label={`Move ${category.name} ${direction === 'up' ? 'earlier' : 'later'}`}
      className="rounded-full border border-white/15 p-2 transition hover:border-cyan/60 hover:text-cyan disabled:cursor-not-allowed disabled:opacity-30"
    >
      <Arrow size={16} aria-hidden />
    </button>
  );
}

/**
 * Retire (its events keep it; the form offers it no more) or restore: nothing is lost either way,
 * so nothing is asked. The category moves to the other list, and the focus to its button there.
 */
function RetireButton({
  category,
  onMoved,
}: {
  category: EventCategory;
  onMoved: (moved: { id: number; retired: boolean }) => void;
}) {
  const change = useMutation(retireCategoryMutation);
  const retiring = !category.retiredAt;
  const press = async () => {
    if (change.isPending) return;
    try {
      // Awaited here, not in mutate's callbacks: this button is gone once the lists have moved it.
      await change.mutateAsync({ id: category.id, retired: retiring });
    } catch (error) {
      reportFailure(error, retiring ? 'Failed to retire category' : 'Failed to restore category');
      return;
    }
    if (retiring)
      toastSuccess(
        'Category retired',
        `“${category.name}” keeps its events; the event form offers it no more.`,
      );
    else toastSuccess('Category restored', `The event form offers “${category.name}” again.`);
    onMoved({ id: category.id, retired: retiring });
  };
  const Icon = retiring ? Archive : ArchiveRestore;
  return (
    <button
      type="button"
      data-retire={category.id}
      data-retired={String(!retiring)}
      onClick={press}
      aria-disabled={change.isPending || undefined}
      className={cardActionClass}
      aria-label={`${retiring ? 'Retire' : 'Restore'} ${category.name}`}
    >
      <Icon size={15} aria-hidden />
      {retiring ? 'Retire' : 'Restore'}
    </button>
  );
}

function DeleteCategory({ category }: { category: EventCategory }) {
  const remove = useMutation(deleteCategoryMutation);
  return (
    <DeleteButton
      name={category.name}
      title="Delete this category?"
      description={`“${category.name}” has no events. It goes from the list for good.`}
      confirmLabel="Delete Category"
      showFailure
      remove={() => remove.mutateAsync(category.id)}
      done={['Category deleted', 'The category has been deleted']}
      failure="Failed to delete category"
    />
  );
}
