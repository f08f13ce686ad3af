import { QueryClient } from '@tanstack/react-query';

/**
 * No retry, no refetch on focus, no polling, data never stale. There is no default query
 * function: every query brings its own (each feature's `api.ts` module), so a query without a
 * fetcher fails instead of guessing a URL from its key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
