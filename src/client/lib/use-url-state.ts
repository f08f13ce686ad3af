import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A URL's query string with some parameters set or removed (null or ''), in the given order. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next.toString();
}

// A history entry made while typing a search: further letters replace it, so the back button
// returns to what the visitor saw before the search, not to the search one letter shorter.
const TYPING_STATE = { urlStateTyping: true };

/**
 * A page's view state kept in the query string (filters, tabs), so a link or the back button
 * brings the visitor back to the same view. Works during server rendering too (wouter's ssrSearch).
 * `typing` marks a change made by typing: one history entry for the whole search.
 */
export function useUrlState(): [
  URLSearchParams,
  (changes: Record<string, string | null>, options?: { typing?: boolean }) => void,
] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | null>, options: { typing?: boolean } = {}) => {
      // The address as it is now: two updates in one tick must build on each other.
      const current = new URLSearchParams(window.location.search);
      const query = withParams(current, changes);
      // Nothing changed (e.g. a tab activated by click and then by focus): no second history entry.
      if (query === current.toString()) return;
      const url = query ? `${location}?${query}` : location;
      if (!options.typing) navigate(url);
      else navigate(url, { replace: window.history.state?.urlStateTyping === true, state: TYPING_STATE });
    },
    [location, navigate],
  );
  return [params, update];
}
