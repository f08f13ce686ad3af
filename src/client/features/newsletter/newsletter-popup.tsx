import { lazy, Suspense, useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_SEEN_KEY } from '../../../shared/constants';

// Only when the popup is due does its code load (newsletter-prompt.tsx: waiting for a typing
// visitor, the dialog, the focus given back).
const NewsletterPrompt = lazy(() =>
  import('./newsletter-prompt').then((m) => ({ default: m.NewsletterPrompt })),
);

const SCROLL_TRIGGER = 0.5;

function seen(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The newsletter popup (docs/newsletter.md): after 10 seconds or once the visitor scrolls past half
 * the page, whichever comes first, and never again once closed or used.
 */
export function NewsletterPopup() {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (seen()) return;
    const show = () => setDue(true);
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

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPrompt />
    </Suspense>
  );
}
