import { useEffect, useRef, useState } from 'react';

// Where the focus goes when the browser's router changes page: a keyboard or screen reader user
// starts on the new page's main heading (or the element its #anchor names), not on a link of the
// page before or nowhere, and a screen reader hears the new page's title. The first page is left
// alone: the browser loaded it, and the visitor starts at its top as on any site.

/** The element an address's fragment names, if it is one on the page (a token is not). */
function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Focuses an element that is not a control itself without making it a tab stop. */
function focusQuietly(element: HTMLElement, preventScroll: boolean) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll });
}

/** Tries a few times: a page's heading may follow its code or its data. */
const TRIES = 30;
const TRY_EVERY_MS = 100;

/**
 * Moves the focus when `pathname` changes (not on the first render, and not for a change of the
 * query string alone: filters and tabs keep the focus on the control that changed them). A page
 * that focused something of its own meanwhile keeps it. Answers the text for the live region.
 */
export function useRouteFocus(pathname: string): string {
  const first = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      // The new page put the focus somewhere of its own (a field, a heading): it stays there. A
      // link still focused is the one followed, on a page kept for the new address (another event).
      if (main && active && active !== document.body && main.contains(active) && !active.matches('a[href]')) {
        setAnnouncement(document.title);
        return;
      }
      const target = anchorTarget(window.location.hash) ?? main?.querySelector<HTMLElement>('h1');
      if (target) {
        // The page is at its top already; an anchor's target scrolls into view below the header.
        focusQuietly(target, target.tagName === 'H1');
        setAnnouncement(document.title);
        return;
      }
      if (++tries < TRIES) timer = setTimeout(attempt, TRY_EVERY_MS);
    };
    // After the page's own effects, and after a menu that closed has given back its focus.
    timer = setTimeout(attempt, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return announcement;
}

/** Says the new page's title to screen readers, once the router has changed page. */
export function RouteAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
