import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { AlertDialogContent, DialogContent } from '../../components/ui/dialog-content';
import { FormFailure } from '../../components/ui/text-field';
import { useZodForm, type ZodForm, type ZodFormOptions } from '../../lib/use-zod-form';
import { reportFailure, toastSuccess } from './form-feedback';

interface AdminFormOptions<In extends object, Out> extends Omit<ZodFormOptions<In, Out>, 'onValid'> {
  /** The save of the form's kind: a create without an id, an update with one. */
  save: {
    mutate: (
      variables: { id?: number; input: Out },
      callbacks: { onSuccess: (saved: { id: number }) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  /** The item being edited, none for a new one. */
  id: number | undefined;
  /** The toast of a save that worked: its title and text. */
  saved: readonly [string, string];
  /** The "Error" toast's text when saving failed, given the server's reason (null: not reached). */
  failed: (serverMessage: string | null) => string;
  /** The form is done: with the saved item's id after a save, without one when dismissed. */
  onClose: (savedId?: number) => void;
}

export interface AdminForm<In extends object> extends ZodForm<In> {
  pending: boolean;
  onClose: () => void;
  /** The form's values as they stand, to tell whether anything was changed since it opened. */
  snapshot: (form: HTMLFormElement) => string;
}

/**
 * An admin form's wiring: the shared schema checks it, the save sends it, a save that worked is
 * toasted and closes the form, and a failure is toasted and said inside the form.
 */
export function useAdminForm<In extends object, Out>({
  save,
  id,
  saved,
  failed,
  onClose,
  ...options
}: AdminFormOptions<In, Out>): AdminForm<In> {
  const form = useZodForm<In, Out>({
    ...options,
    onValid: (input) => {
      if (save.isPending) return;
      save.mutate(
        { id, input },
        {
          onSuccess: (item) => {
            toastSuccess(...saved);
            onClose(item.id);
          },
          onError: (error) => form.setFailure(reportFailure(error, failed(form.serverError(error)))),
        },
      );
    },
  });
  return {
    ...form,
    pending: save.isPending,
    onClose: () => onClose(),
    snapshot: (element) => JSON.stringify(options.values(new FormData(element))),
  };
}

interface FormDialogProps {
  form: AdminForm<object>;
  title: string;
  description: string;
  /** What the save button says when idle, e.g. "Create Event". */
  submitLabel: string;
  children: ReactNode;
}

/** The form's first field: where typing starts (never the Close button, which a space would press). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function FormDialog({ form, title, description, submitLabel, children }: FormDialogProps) {
  const formElement = useRef<HTMLFormElement>(null);
  /** The values when the form opened: closing an unchanged form needs no question. */
  const opened = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  /** The field staff were in when they asked to close: "Keep editing" puts them back there. */
  const editing = useRef<HTMLElement | null>(null);
  // Focus goes back where it was when the form opened (Add, or the card's Edit), however it closed.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      window.setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
  // Taken when the form is first in the page (the dialog's portal puts it there after this renders).
  const { snapshot } = form;
  const attach = useCallback(
    (element: HTMLFormElement | null) => {
      formElement.current = element;
      if (element && opened.current === null) opened.current = snapshot(element);
    },
    [snapshot],
  );
  // A click outside, Escape, Close and Cancel all come here: a changed form asks first.
  const requestClose = () => {
    const element = formElement.current;
    const changed =
      element != null &&
      ((opened.current != null && form.snapshot(element) !== opened.current) ||
        element.querySelector('[data-upload-pending]') != null);
    if (changed) {
      const active = document.activeElement;
      editing.current =
        active instanceof HTMLElement && element.contains(active) && active.matches(FIRST_FIELD)
          ? active
          : element.querySelector<HTMLElement>(FIRST_FIELD);
      setAsking(true);
    } else form.onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        {/* The overlay centres the form without a transform, so nothing inside is scaled or shifted. */}
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-black/75 backdrop-blur-sm sm:items-center sm:p-6">
          <DialogContent
            onOpenAutoFocus={(e) => {
              const first = formElement.current?.querySelector<HTMLElement>(FIRST_FIELD);
              if (!first) return;
              e.preventDefault();
              first.focus();
            }}
            className="flex max-h-[92dvh] w-full flex-col rounded-t-3xl border border-cyan/25 bg-surface shadow-glow-cyan sm:w-[min(40rem,100%)] sm:rounded-3xl"
          >
            <div className="flex items-start justify-between gap-4 border-b border-white/10 px-5 pt-5 pb-4 sm:px-7">
              <div>
                <Dialog.Title className="font-display text-3xl tracking-wide">{title}</Dialog.Title>
                <Dialog.Description className="mt-0.5 text-sm text-muted">{description}</Dialog.Description>
              </div>
              <Dialog.Close
                className="rounded-full p-1.5 text-muted hover:bg-white/5 hover:text-text"
                aria-label="Close"
              >
                <X size={20} aria-hidden />
              </Dialog.Close>
            </div>
            <form {...form.props} ref={attach} className="flex min-h-0 flex-1 flex-col">
              <div className="grid gap-4 overflow-y-auto px-5 py-5 sm:px-7">
                {children}
                <FormFailure message={form.failure} />
              </div>
              <div className="flex justify-end gap-3 border-t border-white/10 px-5 py-4 sm:px-7">
                <Dialog.Close type="button" className={buttonClass('ghost')}>
                  Cancel
                </Dialog.Close>
                <button type="submit" disabled={form.pending} className={buttonClass('primary')}>
                  {form.pending ? 'Saving...' : submitLabel}
                </button>
              </div>
            </form>
          </DialogContent>
        </Dialog.Overlay>
      </Dialog.Portal>
      <DiscardChanges
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={form.onClose}
        returnTo={editing}
      />
    </Dialog.Root>
  );
}

/**
 * "Discard changes?": keeping goes back to the form as it was, with the focus in the field staff
 * were editing; discarding closes it.
 */
function DiscardChanges({
  open,
  onKeep,
  onDiscard,
  returnTo,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  returnTo: { current: HTMLElement | null };
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            const field = returnTo.current;
            if (!field?.isConnected) return;
            event.preventDefault();
            field.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-pink/40 bg-surface p-6"
        >
          <AlertDialog.Title className="font-display text-3xl tracking-wide">
            Discard changes?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            What you changed in this form has not been saved.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Keep editing</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onDiscard} className={buttonClass('ghost')}>
              Discard
            </AlertDialog.Action>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
