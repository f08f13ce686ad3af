import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-styles';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  /** The server's reason when saving failed, said inside the dialog (the page behind is hidden). */
  failure?: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  /** What the save button says when idle, e.g. "Create Event". */
  submitLabel: string;
  children: ReactNode;
}

/** The modal of every admin form (spec §2): its fields, Cancel, and a save button that reads "Saving...". */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  failure,
  onSubmit,
  submitLabel,
  children,
}: FormDialogProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!pending) onSubmit(e.currentTarget);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
            <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
              <div className="grid gap-4 overflow-y-auto px-5 py-5 sm:px-7">
                {children}
                {failure && (
                  <p
                    role="alert"
                    className="rounded-lg border border-red/50 bg-red/10 px-3 py-2 text-sm text-red"
                  >
                    {failure}
                  </p>
                )}
              </div>
              <div className="flex justify-end gap-3 border-t border-white/10 px-5 py-4 sm:px-7">
                <Dialog.Close type="button" className={buttonClass('ghost')}>
                  Cancel
                </Dialog.Close>
                <button type="submit" disabled={pending} className={buttonClass('primary')}>
                  {pending ? 'Saving...' : submitLabel}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
