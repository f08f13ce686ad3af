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
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [search, location, navigate],
  );
  return [params, update];
}
