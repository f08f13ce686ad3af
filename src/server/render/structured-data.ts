import type { QueryClient } from '@tanstack/react-query';
import { eventsQuery } from '../../client/features/events/api';
import { eventsJsonLd } from '../../shared/event-json-ld';

/** Search engines' structured data per page path, built from the data the page already loaded.
 * It lives on the server so no browser downloads it. */
export const structuredData: Record<string, (queryClient: QueryClient, siteUrl: string) => object[]> = {
  '/events': (queryClient, siteUrl) =>
    eventsJsonLd(queryClient.getQueryData(eventsQuery.queryKey) ?? [], siteUrl),
};
