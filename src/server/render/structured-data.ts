import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../client/features/events/api';
import { eventsJsonLd } from '../../shared/event-json-ld';
import { type Event, isPastEvent } from '../../shared/events';
import { eventJsonLdExtras } from './event-share-image';

/** The events still to come among every list of events the page loaded, each once, soonest first. */
function upcomingEventsLoaded(queryClient: QueryClient): Event[] {
  const byId = new Map<number, Event>();
  for (const [, events] of queryClient.getQueriesData<Event[]>({ queryKey: eventKeys.list() })) {
    for (const event of events ?? []) if (!isPastEvent(event)) byId.set(event.id, event);
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}

/** Search engines' structured data per page path, built from the data the page already loaded.
 * It lives on the server so no browser downloads it. */
export const structuredData: Record<
  string,
  (queryClient: QueryClient, siteUrl: string, clubAddress: string) => object[]
> = {
  '/events': (queryClient, siteUrl, clubAddress) =>
    eventsJsonLd(
      upcomingEventsLoaded(queryClient),
      siteUrl,
      Date.now(),
      eventJsonLdExtras(siteUrl, clubAddress),
    ),
};
