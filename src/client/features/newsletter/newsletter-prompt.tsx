import { useCallback, useEffect, useRef, useState } from 'react';
import { NEWSLETTER_SEEN_KEY } from '../../../shared/constants';
import { NewsletterSheet } from './newsletter-sheet';

// The popup once it is due (newsletter-popup.tsx decides when): loaded then, with the sheet.

function markSeen() {
  try {
    window.localStorage.setItem(NEWSLETTER_SEEN_KEY, 'true');
  } catch {
    // Storage refused (private mode): the popup may show again next visit, nothing worse.
  }
}

/** Whether the visitor is typing: the focus is in a text field, a text area or an editable element. */
function typingSomewhere(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true;
  if (active instanceof HTMLSelectElement) return true;
  return (
    active instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(
      active.type,
    )
  );
}

/** Whether a modal (a dialog, the menu drawer) is open: its Escape is its own. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * A visitor typing in a field is not interrupted: the popup waits until the focus leaves the
 * field (and does not land in another). It appears without taking the focus, and says so through
 * `onShown` (the page's polite announcement). The close button closes it, and so does Escape when
 * the focus is in it, or anywhere when no modal and no field has it; closed, it is never shown
 * again, and the focus, if it was in the popup, goes back to where the visitor was before.
 */
export function NewsletterPrompt({ onShown }: { onShown: (shown: boolean) => void }) {
  const [open, setOpen] = useState(false);
  /** What had the focus when the popup appeared. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const sheet = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      onShown(true);
    };
    if (!typingSomewhere()) {
      show();
      return;
    }
    const onFocusOut = () =>
      setTimeout(() => {
        if (typingSomewhere()) return;
        document.removeEventListener('focusout', onFocusOut);
        show();
      });
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, [onShown]);

  const close = useCallback(() => {
    markSeen();
    const hadFocus = sheet.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    onShown(false);
    const before = returnFocus.current;
    if (hadFocus && before?.isConnected && before !== document.body) before.focus({ preventScroll: true });
  }, [onShown]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = sheet.current?.contains(document.activeElement) ?? false;
      if (inside || (!modalOpen() && !typingSomewhere())) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // While it is shown, the page ends that much lower, so its last lines can be scrolled into view
  // above it.
  useEffect(() => {
    const shown = sheet.current;
    if (!open || !shown) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const fit = () => {
      body.style.paddingBottom = `${shown.offsetHeight}px`;
    };
    fit();
    const resize = new ResizeObserver(fit);
    resize.observe(shown);
    return () => {
      resize.disconnect();
      body.style.paddingBottom = before;
    };
  }, [open]);

  return open ? <NewsletterSheet sheet={sheet} onClose={close} /> : null;
}
