import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from './confirm-delete';
import { reportFailure, toastSuccess } from './form-feedback';
import { cardActionClass, cardDeleteClass } from './tab-states';

/** Edit at the foot of an admin card, named for what it edits (for screen readers). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={cardActionClass} aria-label={`Edit ${name}`}>
      <Pencil size={15} aria-hidden />
      Edit
    </button>
  );
}

export interface DeleteButtonProps {
  /** What is deleted, as the card shows it. */
  name: string;
  /** "Remove" where the thing lives on elsewhere (a Wall of Fame member). */
  verb?: 'Delete' | 'Remove';
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel?: string;
  /** Say the server's reason inside the dialog when it refuses. */
  showFailure?: boolean;
  remove: () => Promise<unknown>;
  /** The toast's title and line once it is gone. */
  done: [title: string, description: string];
  /** The toast's line when it failed (the dialog stays open for another try). */
  failure: string;
}

/** Delete (or Remove) at the foot of an admin card: asks first, then says how it went. */
export function DeleteButton({
  name,
  verb = 'Delete',
  remove,
  done,
  failure,
  ...confirm
}: DeleteButtonProps) {
  return (
    <ConfirmDelete
      {...confirm}
      trigger={
        <button type="button" className={cardDeleteClass} aria-label={`${verb} ${name}`}>
          <Trash2 size={15} aria-hidden />
          {verb}
        </button>
      }
      onConfirm={() =>
        remove().then(
          () => toastSuccess(...done),
          (error) => {
            reportFailure(error, failure);
            throw error;
          },
        )
      }
    />
  );
}
