import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A page's view state kept in the query string (filters, tabs), so a link or the back button
 * brings the visitor back to the same view. Works during server rendering too (wouter's ssrSearch).
 */
export function useUrlState(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      // The address as it is now: two updates in one tick must build on each other.
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      // Nothing changed (e.g. a tab activated by click and then by focus): no second history entry.
      if (query === current.toString()) return;
      navigate(query ? `${location}?${query}` : location);
    },
    [location, navigate],
  );
  return [params, update];
}
