import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_SEEN_KEY } from '../../../shared/constants';

const NewsletterDialog = lazy(() =>
  import('./newsletter-dialog').then((m) => ({ default: m.NewsletterDialog })),
);

const SCROLL_TRIGGER = 0.5;

function seen(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

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
 * The newsletter popup (docs/newsletter.md): after 10 seconds or once the visitor scrolls past half the
 * page, whichever comes first, and never again once closed or used. A visitor typing in a field is
 * not interrupted: the popup waits until the focus leaves the field. Closed, it gives the focus back
 * to where it was.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  /** What had the focus when the popup opened. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (seen()) return;
    let waiting = false;
    const open = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    // The focus moves on (or away) after a field: show the popup, unless it lands in another field.
    const onFocusOut = () =>
      setTimeout(() => {
        if (typingSomewhere()) return;
        document.removeEventListener('focusout', onFocusOut);
        open();
      });
    const show = () => {
      if (waiting) return;
      if (!typingSomewhere()) return open();
      waiting = true;
      document.addEventListener('focusout', onFocusOut);
    };
    const timer = setTimeout(show, NEWSLETTER_POPUP_DELAY_MS);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable > SCROLL_TRIGGER) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const close = () => {
    markSeen();
    setOpen(false);
  };

  // The dialog's code loads when the popup is due, and stays for the closing.
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (open) setDue(true);
  }, [open]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog open={open} onClose={close} returnFocus={returnFocus} />
    </Suspense>
  );
}
