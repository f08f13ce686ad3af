import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_REFRESH_MS } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/news';
import { getJson } from '../../lib/api-request';

export const newsKeys = {
  all: ['news'] as const,
  sports: () => [...newsKeys.all, 'sports'] as const,
};

/**
 * Sports headlines, refetched every 15 minutes. Never prefetched on the server: the home page
 * must not wait for outside feeds, so the section loads in the browser.
 */
export const sportsNewsQuery = queryOptions({
  queryKey: newsKeys.sports(),
  queryFn: () => getJson<NewsItem[]>('/api/sports-news'),
  refetchInterval: NEWS_REFRESH_MS,
});

export function useSportsNews() {
  return useQuery(sportsNewsQuery);
}
