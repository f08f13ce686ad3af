import { AlertDialog, Dialog } from 'radix-ui';
import { type ComponentPropsWithoutRef, type KeyboardEvent, useRef } from 'react';

// Every dialog's content goes through these two, so Escape closes the dialog it is pressed in, and
// only that one. Radix hands Escape to its newest layer, which is not always the dialog in use:
// - each notification (toast) is a layer of its own, so a toast that appeared after a dialog
//   opened (a sign-in's welcome whose code loaded late, "Image uploaded" inside a form) took the
//   key and the dialog stayed open;
// - a dialog opened over another ("Discard changes?") becomes the newest layer a few renders after
//   it has the focus, and an Escape in between went to the dialog underneath.
// So a dialog's layer acts only on a key pressed inside the dialog, and the dialog itself acts on
// a key no layer took for it: its own rule first (onEscapeKeyDown; a payment being confirmed does
// not close), then its close button. A menu inside the dialog that closed on the key keeps it.
// docs/decisions/0022-escape-closes-the-dialog-it-is-pressed-in.md says why it is done here.

/** Escapes a dialog of ours has acted on (closed, or kept open by its own rule). */
const actedOn = new WeakSet<Event>();
/** Escapes a dialog's layer let pass because they were pressed in a newer dialog or a toast. */
const passedOn = new WeakSet<Event>();

function useEscapeClosesThisDialog(
  onKeyDown: ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined,
  onEscapeKeyDown: ((event: globalThis.KeyboardEvent) => void) | undefined,
) {
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  /** The dialog's Radix layer, when it is the newest: only a key pressed inside it. */
  const layerEscape = (event: globalThis.KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof Node) || !content.current?.contains(target)) {
      passedOn.add(event);
      event.preventDefault();
      return;
    }
    actedOn.add(event);
    onEscapeKeyDown?.(event);
  };
  /** The key on its way out of the dialog, when no layer acted on it for this dialog. */
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const key = event.nativeEvent;
    if (event.key !== 'Escape' || actedOn.has(key)) return;
    if (key.defaultPrevented && !passedOn.has(key)) return;
    actedOn.add(key);
    // The dialog's own rule sees an Escape of its own: the real one may already be marked handled.
    const asked = new globalThis.KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    onEscapeKeyDown?.(asked);
    if (asked.defaultPrevented) return;
    event.preventDefault();
    close.current?.click();
  };
  return { content, close, layerEscape, keyDown };
}

type ContentProps = ComponentPropsWithoutRef<typeof Dialog.Content>;

/** Radix's Dialog.Content, closed by an Escape pressed in it whatever layer came after it. */
export function DialogContent({ onKeyDown, onEscapeKeyDown, children, ...props }: ContentProps) {
  const keys = useEscapeClosesThisDialog(onKeyDown, onEscapeKeyDown);
  return (
    <Dialog.Content ref={keys.content} onEscapeKeyDown={keys.layerEscape} onKeyDown={keys.keyDown} {...props}>
      {children}
      <Dialog.Close ref={keys.close} hidden tabIndex={-1} />
    </Dialog.Content>
  );
}

type AlertContentProps = ComponentPropsWithoutRef<typeof AlertDialog.Content>;

/** Radix's AlertDialog.Content, closed (as Cancel would) by an Escape pressed in it. */
export function AlertDialogContent({ onKeyDown, onEscapeKeyDown, children, ...props }: AlertContentProps) {
  const keys = useEscapeClosesThisDialog(onKeyDown, onEscapeKeyDown);
  return (
    <AlertDialog.Content
      ref={keys.content}
      onEscapeKeyDown={keys.layerEscape}
      onKeyDown={keys.keyDown}
      {...props}
    >
      {children}
      {/* An Action, not a second Cancel: Radix focuses the Cancel when the dialog opens. */}
      <AlertDialog.Action ref={keys.close} hidden tabIndex={-1} />
    </AlertDialog.Content>
  );
}
