import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_SEEN_KEY } from '../../../shared/constants';
import { NewsletterDialog } from './newsletter-dialog';

// The popup once it is due (newsletter-popup.tsx decides when): loaded then, with the dialog.

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

/**
 * A visitor typing in a field is not interrupted: the popup waits until the focus leaves the
 * field (and does not land in another). Closed, it gives the focus back to where it was, and is
 * never shown again.
 */
export function NewsletterPrompt() {
  const [open, setOpen] = useState(false);
  /** What had the focus when the popup opened. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
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
  }, []);

  const close = () => {
    markSeen();
    setOpen(false);
  };
  return <NewsletterDialog open={open} onClose={close} returnFocus={returnFocus} />;
}
