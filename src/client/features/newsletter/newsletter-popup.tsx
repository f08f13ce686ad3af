import { lazy, Suspense, useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_SEEN_KEY } from '../../../shared/constants';

// Only when the popup is due does its code load (newsletter-prompt.tsx: waiting for a typing
// visitor, the sheet, Escape, the focus given back).
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
 * the page, whichever comes first, and never again once closed or used. It does not interrupt: it
 * takes no focus and is announced politely, by a live region that is in the page from the start
 * (a region added with its words is not reliably read).
 */
export function NewsletterPopup() {
  const [due, setDue] = useState(false);
  const [shown, setShown] = useState(false);

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

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {shown ? 'Join the Elite: the newsletter sign-up is open at the bottom of the page.' : ''}
      </p>
      {due && (
        <Suspense fallback={null}>
          <NewsletterPrompt onShown={setShown} />
        </Suspense>
      )}
    </>
  );
}
