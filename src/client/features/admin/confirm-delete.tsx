import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';

interface ConfirmDeleteProps {
  /** The button that asks, e.g. "Delete". */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** What the confirm button says while it works. */
  busyLabel?: string;
  /** The button that leaves things as they are ("Cancel"; "Keep ticket" where Cancel would confuse). */
  cancelLabel?: string;
  /** Say the failure's reason (the server's message) inside the dialog, under the question. */
  showFailure?: boolean;
  /** Resolves when done; the dialog stays open (and says "...") until then. */
  onConfirm: () => Promise<unknown>;
}

/** Deleting asks first: nothing is removed without a second, explicit click. */
export function ConfirmDelete({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  showFailure = false,
  onConfirm,
}: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    setFailure(null);
  };
  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      // The caller has said what went wrong; the dialog stays for another try or Cancel.
      if (showFailure)
        setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-red/40 bg-surface p-6">
          <AlertDialog.Title className="font-display text-3xl tracking-wide">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {failure && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red/50 bg-red/10 px-3 py-2 text-sm text-red"
            >
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('ghost')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={confirm}
              disabled={busy}
              className="inline-flex items-center justify-center rounded-full bg-red px-5 py-2.5 text-sm font-semibold text-bg transition hover:bg-[#ff6b79] disabled:opacity-50"
            >
              {busy ? busyLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
