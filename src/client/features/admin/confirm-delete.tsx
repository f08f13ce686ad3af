import { AlertDialog } from 'radix-ui';
import { type ReactNode, type RefObject, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { AlertDialogContent } from '../../components/ui/dialog-content';

interface ConfirmDeleteProps {
  /** The button that asks, e.g. "Delete"; none when something else opens it (`open`). */
  trigger?: ReactNode;
  /** Opened by the caller (e.g. after a server's answer) rather than by a trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Without a trigger: where focus goes back to when the question closes, if still on the page. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** 'danger' (red, the default) for what removes something; 'action' for a question that adds. */
  tone?: 'danger' | 'action';
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
  /** What the question asks for besides yes or no (a refund's reason), under the description. */
  children?: ReactNode;
}

const TONES = {
  danger: {
    frame: 'border-red/40',
    confirm:
      'inline-flex items-center justify-center rounded-full bg-red px-5 py-2.5 text-sm font-semibold text-bg transition hover:bg-[#ff6b79] disabled:opacity-50',
  },
  action: { frame: 'border-cyan/40', confirm: buttonClass('primary') },
};

/** Deleting asks first: nothing is removed without a second, explicit click. */
export function ConfirmDelete({
  trigger,
  open: openGiven,
  onOpenChange,
  returnFocusTo,
  tone = 'danger',
  title,
  description,
  confirmLabel,
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  showFailure = false,
  onConfirm,
  children,
}: ConfirmDeleteProps) {
  const [openHere, setOpenHere] = useState(false);
  const open = openGiven ?? openHere;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const openChange = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
    setFailure(null);
  };
  const confirm = async (e: React.MouseEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      openChange(false);
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
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <AlertDialogContent
          onCloseAutoFocus={
            returnFocusTo &&
            ((e) => {
              e.preventDefault();
              if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            })
          }
          className={`fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-surface p-6 ${TONES[tone].frame}`}
        >
          <AlertDialog.Title className="font-display text-3xl tracking-wide">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
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
            <AlertDialog.Action onClick={confirm} disabled={busy} className={TONES[tone].confirm}>
              {busy ? busyLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
