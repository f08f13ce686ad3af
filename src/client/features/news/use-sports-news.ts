import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_REFRESH_MS } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/news';

/**
 * Sports headlines, refetched every 15 minutes (spec §4, §9). Never prefetched on the server: the
 * home page must not wait for outside feeds, so the section loads in the browser.
 */
export const sportsNewsQuery = queryOptions<NewsItem[]>({
  queryKey: ['/api/sports-news'],
  refetchInterval: NEWS_REFRESH_MS,
});

export function useSportsNews() {
  return useQuery(sportsNewsQuery);
}
