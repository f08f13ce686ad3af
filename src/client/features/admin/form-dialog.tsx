import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure } from '../../components/ui/text-field';
import { useZodForm, type ZodForm, type ZodFormOptions } from '../../lib/use-zod-form';
import { reportFailure, toastSuccess } from './form-feedback';

interface AdminFormOptions<In extends object, Out> extends Omit<ZodFormOptions<In, Out>, 'onValid'> {
  /** The save of the form's kind: a create without an id, an update with one. */
  save: {
    mutate: (
      variables: { id?: number; input: Out },
      callbacks: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  /** The item being edited, none for a new one. */
  id: number | undefined;
  /** The toast of a save that worked: its title and text. */
  saved: readonly [string, string];
  /** The "Error" toast's text when saving failed, given the server's reason (null: not reached). */
  failed: (serverMessage: string | null) => string;
  onClose: () => void;
}

export interface AdminForm<In extends object> extends ZodForm<In> {
  pending: boolean;
  onClose: () => void;
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
          onSuccess: () => {
            toastSuccess(...saved);
            onClose();
          },
          onError: (error) => form.setFailure(reportFailure(error, failed(form.serverError(error)))),
        },
      );
    },
  });
  return { ...form, pending: save.isPending, onClose };
}

interface FormDialogProps {
  form: AdminForm<object>;
  title: string;
  description: string;
  /** What the save button says when idle, e.g. "Create Event". */
  submitLabel: string;
  children: ReactNode;
}

export function FormDialog({ form, title, description, submitLabel, children }: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && form.onClose()}>
      <Dialog.Portal>
        {/* The overlay centres the form without a transform: the upload widget inside it is
            position: fixed, and a transformed ancestor would shrink it into the form. */}
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-black/75 backdrop-blur-sm sm:items-center sm:p-6">
          <Dialog.Content
            // Escape belongs to the upload widget while it is open (it closes itself, not the form).
            onEscapeKeyDown={(e) => {
              if (document.querySelector('.uppy-Dashboard--modal[aria-hidden="false"]')) e.preventDefault();
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
            <form {...form.props} className="flex min-h-0 flex-1 flex-col">
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
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
