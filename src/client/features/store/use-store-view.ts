import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseStoreView, type StoreView, storeViewSearch } from '../../../shared/store';

// A history entry made while typing a search: further letters replace it, so the back button
// returns to what the visitor saw before the search, not to the search one letter shorter.
const TYPING_STATE = { storeSearchTyping: true };

function isTypingEntry(): boolean {
  return typeof window !== 'undefined' && window.history.state?.storeSearchTyping === true;
}

/**
 * The store's search, category and sort, kept in the URL (?q=&category=&sort=) so a link, a
 * reload or the back button shows the same products. On the server wouter reads the request's
 * query string, so the HTML already holds the chosen view.
 */
export function useStoreView() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseStoreView(search), [search]);

  const show = (changes: Partial<StoreView>, options: { typing?: boolean } = {}) => {
    // The view as the address holds it now: two changes in one tick must build on each other.
    const current = parseStoreView(window.location.search);
    const next = storeViewSearch({ ...current, ...changes });
    if (next === storeViewSearch(current)) return;
    const url = `${location}${next}`;
    if (options.typing) navigate(url, { replace: isTypingEntry(), state: TYPING_STATE });
    else navigate(url);
  };

  return { view, show };
}
