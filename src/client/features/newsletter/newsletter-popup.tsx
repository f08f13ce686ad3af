import { lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * The newsletter popup (docs/newsletter.md): after 10 seconds or once the visitor scrolls past half the
 * page, whichever comes first, and never again once closed or used.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (seen()) return;
    const show = () => setOpen(true);
    const timer = setTimeout(show, NEWSLETTER_POPUP_DELAY_MS);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable > SCROLL_TRIGGER) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
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
      <NewsletterDialog open={open} onClose={close} />
    </Suspense>
  );
}
