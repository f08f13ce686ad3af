import { QueryClient } from '@tanstack/react-query';

/**
 * After a write, `invalidateQueries` fetches again whatever may have read before it. React Query
 * cancels and repeats a fetch under way only when its query already has data; a query fetched for
 * the first time (a list just searched, a tab just opened) keeps its fetch, and one that left
 * before the write landed would show what the server held before it, and stay so. Here that first
 * fetch is cancelled too, so the refetch that follows starts after the write.
 */
class ClubQueryClient extends QueryClient {
  override invalidateQueries(...args: Parameters<QueryClient['invalidateQueries']>): Promise<void> {
    for (const query of this.getQueryCache().findAll(args[0])) {
      if (query.state.fetchStatus === 'fetching' && query.state.data === undefined) {
        void query.cancel({ revert: true });
      }
    }
    return super.invalidateQueries(...args);
  }
}

/**
 * No retry, no refetch on focus, no polling, data never stale. There is no default query
 * function: every query brings its own (each feature's `api.ts` module), so a query without a
 * fetcher fails instead of guessing a URL from its key.
 */
export function createQueryClient(): QueryClient {
  return new ClubQueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
