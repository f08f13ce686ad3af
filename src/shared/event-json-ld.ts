import { DEFAULT_VENUE, toCalendarEvent } from './calendar-entry';
import { type Event, eventPath, isEventFull, isPastEvent } from './events';
import { miamiIsoString } from './miami-time';
import { centsToDecimal } from './money';

/**
 * schema.org Event data for search engines' event results: one entry per upcoming event, with
 * absolute URLs and the fields they ask for (dates, place with address, status, offer, organizer).
 */
export function eventsJsonLd(events: Event[], siteUrl: string, now = Date.now()): object[] {
  return events.filter((event) => !isPastEvent(event, now)).map((event) => eventJsonLd(event, siteUrl));
}

/** One event's schema.org data (its own page's, and each entry of the list's), linking its page. */
export function eventJsonLd(event: Event, siteUrl: string): object {
  const entry = toCalendarEvent(event);
  const url = `${siteUrl}${eventPath(event)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    // Miami's own offset: the exact instant (the repeated November hour included) that also
    // reads as the club's time. A time to be announced is a date alone, not a guessed 7:00 PM.
    ...(entry.timeToBeAnnounced
      ? { startDate: entry.date }
      : { startDate: miamiIsoString(entry.start), endDate: miamiIsoString(entry.end) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue?.trim() || DEFAULT_VENUE,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Miami',
        addressRegion: 'FL',
        addressCountry: 'US',
      },
    },
    ...(event.imageUrl ? { image: [new URL(event.imageUrl, siteUrl).toString()] } : {}),
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(event.price),
      priceCurrency: 'USD',
      availability: isEventFull(event) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
    url,
    organizer: { '@type': 'Organization', name: 'MESC', url: siteUrl },
  };
}
